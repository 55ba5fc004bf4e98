import { fromLocaleEnum, localizedText, toLocaleEnum } from '@evbazaar/common';
import type { Resolvers } from '../../gql/resolvers-types';
import { blogLocales } from './blogs.service';

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
  Blog: {
    // the Hindi text where written, else the English one (one rule: common/src/domain/content-language.ts)
    title: (blog, { locale }) => localizedText(blog.title, blog.titleHi, fromLocaleEnum(locale)),
    content: (blog, { locale }) => localizedText(blog.content, blog.contentHi, fromLocaleEnum(locale)),
    locales: (blog) => blogLocales(blog).map(toLocaleEnum),
  },
};
