import type { Resolvers } from '../../gql/resolvers-types';

export const blogsResolvers: Resolvers = {
  Query: {
    blogs: (_, { page, limit }, { services }) => services.blogs.list({ page, limit }),
    blogCount: (_, __, { services }) => services.blogs.count(),
    blog: (_, { id }, { services }) => services.blogs.get(id),
  },
  Mutation: {
    createBlog: (_, { input }, { services, caller }) => services.blogs.add(caller, input),
    updateBlog: (_, { id, input }, { services, caller }) => services.blogs.update(caller, id, input),
    deleteBlog: async (_, { id }, { services, caller }) => (await services.blogs.remove(caller, id)).id,
  },
};
