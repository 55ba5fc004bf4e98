import { callerOf } from '../../http/caller';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { readImages } from '../../http/multipart';
import { withMongoId, withMongoIds } from '../../lib/rest';
import { answers, dataList, restBlog } from '../../lib/rest-schemas';

/** REST compatibility: /api/blog/… as the spec calls it. */
export const blogsRoutes: FastifyPluginAsync = async (app) => {
  const { blogs } = app.services;

  app.get<{ Querystring: { page?: string; limit?: string } }>('/blog/allblogs', answers(dataList(restBlog)), async (request) => ({
    data: withMongoIds(await blogs.list({ page: request.query.page, limit: request.query.limit })),
  }));

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

  app.get<{ Params: { id: string } }>('/blog/:id', answers(restBlog), async (request) => withMongoId(await blogs.get(request.params.id)));
};
