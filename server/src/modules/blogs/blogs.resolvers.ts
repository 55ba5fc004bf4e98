import type { Resolvers } from '../../gql/resolvers-types';

export const blogsResolvers: Resolvers = {
  Query: {
    blogs: (_, { page, limit }, { services }) => services.blogs.list({ page, limit }),
    blogCount: (_, __, { services }) => services.blogs.count(),
    blog: (_, { id }, { services }) => services.blogs.get(id),
  },
  Mutation: {
    createBlog: (_, { input }, { services }) => services.blogs.add(input),
    updateBlog: (_, { id, input }, { services }) => services.blogs.update(id, input),
    deleteBlog: async (_, { id }, { services }) => (await services.blogs.remove(id)).id,
  },
};
