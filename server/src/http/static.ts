import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';

const API_PREFIXES = ['/api/', '/api', '/graphql', '/uploads/'];

/** /uploads from the data folder; the built client with SPA fallback; JSON 404 for unknown API paths. */
export async function registerStatic(app: FastifyInstance, uploadDir: string, clientDir: string | undefined) {
  fs.mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: !clientDir,
    maxAge: '7d',
    immutable: true,
  });
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // the client build writes .br and .gz copies; serve them to browsers that accept them
      preCompressed: true,
      decorateReply: true,
      setHeaders: (res, filePath) => {
        // hashed assets never change; index.html must always be revalidated
        res.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url === p || request.url.startsWith(p.endsWith('/') ? p : `${p}/`) || request.url.startsWith(`${p}?`));
    if (isApi || !clientDir || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: MESSAGES.http.notFound });
    }
    // the client renders its own not-found page for unknown paths
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', clientDir);
  });
}
