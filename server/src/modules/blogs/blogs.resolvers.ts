import type { Resolvers } from '../../gql/resolvers-types';

export const blogsResolvers: Resolvers = {
  Query: {
    blogs: (_, { limit }, { services }) => services.blogs.list({ limit }),
    blog: (_, { id }, { services }) => services.blogs.get(id),
  },
  Mutation: {
    createBlog: (_, { input }, { services }) => services.blogs.add(input),
    updateBlog: (_, { id, input }, { services }) => services.blogs.update(id, input),
    deleteBlog: async (_, { id }, { services }) => (await services.blogs.remove(id)).id,
  },
};
