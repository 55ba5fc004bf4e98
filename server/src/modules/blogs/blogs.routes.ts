import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BadInput } from '../../lib/errors';
import { withMongoId, withMongoIds } from '../../lib/rest';

/** The first uploaded file of a multipart request, or undefined when there is none. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file();
    return file ? await file.toBuffer() : undefined;
  } catch (error) {
    // limits (413) keep their answer; a body the parser cannot read (no boundary, cut short) has no file in it
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new BadInput(MESSAGES.uploads.noFile, { image: MESSAGES.uploads.noFile });
  }
}

/** REST compatibility: /api/blog/… as the spec calls it. */
export const blogsRoutes: FastifyPluginAsync = async (app) => {
  const { blogs } = app.services;
  const admin = { config: { auth: ['ADMIN' as const] } };

  app.get<{ Querystring: { limit?: string } }>('/blog/allblogs', async (request) => ({
    data: withMongoIds(await blogs.list({ limit: request.query.limit })),
  }));

  app.post('/blog/upload', admin, async (request) => ({ imageUrl: await blogs.uploadImage(await uploadedBytes(request)) }));

  app.delete('/blog/delete-image', admin, async (request) => {
    await blogs.removeImage(request.body);
    return { message: MESSAGES.uploads.removed };
  });

  app.post('/blog/add', admin, async (request, reply) => {
    const blog = await blogs.add(request.body);
    return reply.status(201).send({ message: MESSAGES.content.blogAdded, data: withMongoId(blog) });
  });

  app.put<{ Params: { id: string } }>('/blog/edit/:id', admin, async (request) => ({
    message: MESSAGES.content.blogUpdated,
    data: withMongoId(await blogs.update(request.params.id, request.body)),
  }));

  app.delete<{ Params: { id: string } }>('/blog/delete/:id', admin, async (request) => ({
    message: MESSAGES.content.blogDeleted,
    data: withMongoId(await blogs.remove(request.params.id)),
  }));

  app.get<{ Params: { id: string } }>('/blog/:id', async (request) => withMongoId(await blogs.get(request.params.id)));
};
