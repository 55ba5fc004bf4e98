import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import { cacheControlOf, isStoredName, type BucketStore, type FileStore } from '../lib/storage';

/** An If-None-Match header longer than this is no list of our tags: it is ignored, not forwarded. */
const MAX_IF_NONE_MATCH = 512;

/** True when an If-None-Match list (`"a", W/"b"` or `*`) names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesTag(header: string | undefined, etag: string | undefined): boolean {
  if (!header || !etag) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const own = strip(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === own);
}

const notFound = (reply: FastifyReply) => reply.status(404).header('cache-control', 'no-store').send({ message: MESSAGES.http.notFound });
const nameOf = (request: FastifyRequest) => (request.params as { '*': string })['*'];

/**
 * `/uploads/…` for clients, whichever store holds the files. Only stored names are answered (any
 * other path is a 404 that touches no store) and nothing lists a store. From a folder: the file with
 * @fastify/static's `sendFile` (its ETag and 304). From a bucket: the object streamed through the
 * app (or from memory) with its type, ETag and cache header, 304 for a matching If-None-Match, 404
 * for a missing one.
 */
export async function registerStoredFiles(app: FastifyInstance, store: FileStore) {
  if (store.kind === 'disk') {
    fs.mkdirSync(store.dir, { recursive: true });
    // in a scope of its own, so its sendFile (rooted at the store) is not the client build's. The
    // plugin's own route would read the folder's listing on every request to check the name's
    // spelling, a cost that grows with every upload; a stored name is checked by its pattern instead
    await app.register(async (scope) => {
      await scope.register(fastifyStatic, { root: store.dir, serve: false, cacheControl: false });
      scope.route({
        method: ['GET', 'HEAD'],
        url: '/uploads/*',
        exposeHeadRoute: false,
        handler: async (request, reply) => {
          const name = nameOf(request);
          if (!isStoredName(name)) return notFound(reply);
          return reply.header('cache-control', cacheControlOf(name)).sendFile(name);
        },
      });
    });
    return;
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => serveFromBucket(store, nameOf(request), request.method === 'HEAD', request.headers['if-none-match'], reply),
  });
}

async function serveFromBucket(store: BucketStore, name: string, head: boolean, ifNoneMatch: string | undefined, reply: FastifyReply) {
  if (!isStoredName(name)) return notFound(reply);
  const condition = ifNoneMatch && ifNoneMatch.length <= MAX_IF_NONE_MATCH ? ifNoneMatch : undefined;
  const file = await store.open(name, { ifNoneMatch: condition, head });
  if (!file) return notFound(reply);
  reply.header('cache-control', cacheControlOf(name));
  if ('notModified' in file) {
    // a 304 carries the tag; a bucket that leaves it out (s3rver) matched the one tag asked about
    const etag = file.etag ?? (condition && !condition.includes(',') && condition.trim() !== '*' ? condition.trim() : undefined);
    if (etag) reply.header('etag', etag);
    return reply.status(304).send();
  }
  if (file.etag) reply.header('etag', file.etag);
  // a server that compares tags more strictly than RFC 9110 (s3rver) answers 200 to a weak or listed match
  if (matchesTag(condition, file.etag)) {
    if (file.body && !Buffer.isBuffer(file.body)) file.body.destroy();
    return reply.status(304).send();
  }
  reply.type(file.contentType);
  if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
  if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
  if (head || !file.body) return reply.send();
  return reply.send(file.body);
}
