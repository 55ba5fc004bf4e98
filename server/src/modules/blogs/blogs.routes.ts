import { callerOf } from '../../http/caller';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { readImages } from '../../http/multipart';
import { withMongoId } from '../../lib/rest';
import { answers, dataList, restBlog } from '../../lib/rest-schemas';
import { answerLanguage } from '../../http/content-language';
import type { Locale } from '@evbazaar/common';
import { blogInLanguage, blogLocales, type BlogRow } from './blogs.service';

/** A post as the public reads answer it: its texts in `locale` (issue 26), the languages it reads wholly in, no Hindi columns of its own. */
function toRestBlog(row: BlogRow, locale: Locale) {
  const { titleHi: _t, contentHi: _c, ...post } = blogInLanguage(row, locale);
  return { ...withMongoId(post), locales: blogLocales(row) };
}

/** REST compatibility: /api/blog/… as the spec calls it. */
export const blogsRoutes: FastifyPluginAsync = async (app) => {
  const { blogs } = app.services;

  app.get<{ Querystring: { page?: string; limit?: string } }>('/blog/allblogs', answers(dataList(restBlog)), async (request, reply) => {
    const locale = answerLanguage(request, reply);
    return { data: (await blogs.list({ page: request.query.page, limit: request.query.limit })).map((b) => toRestBlog(b, locale)) };
  });

  app.post('/blog/upload', async (request) => ({ imageUrl: await blogs.uploadImage((await readImages(request, 'image'))[0]) }));

  app.delete('/blog/delete-image', async (request) => {
    await blogs.removeImage(request.body);
    return { message: MESSAGES.uploads.removed };
  });

  app.post('/blog/add', async (request, reply) => {
    const blog = await blogs.add(callerOf(request), request.body);
    return reply.status(201).send({ message: MESSAGES.content.blogAdded, data: withMongoId(blog) });
  });

  app.put<{ Params: { id: string } }>('/blog/edit/:id', async (request) => ({
    message: MESSAGES.content.blogUpdated,
    data: withMongoId(await blogs.update(callerOf(request), request.params.id, request.body)),
  }));

  app.delete<{ Params: { id: string } }>('/blog/delete/:id', async (request) => ({
    message: MESSAGES.content.blogDeleted,
    data: withMongoId(await blogs.remove(callerOf(request), request.params.id)),
  }));

  app.get<{ Params: { id: string } }>('/blog/:id', answers(restBlog), async (request, reply) =>
    toRestBlog(await blogs.get(request.params.id), answerLanguage(request, reply)),
  );
};
