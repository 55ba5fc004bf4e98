import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * `/uploads/…` for clients, whichever store holds the files. From a folder: @fastify/static, as
 * before. From a bucket: the object streamed through the app with its type, ETag and cache header,
 * 304 for a matching If-None-Match, 404 for a missing one; a name that is no stored name is a 404
 * without a request to the bucket, and nothing lists it.
 */
export async function registerStoredFiles(app: FastifyInstance, store: FileStore, options: { decorateReply: boolean }) {
  if (store.kind === 'disk') {
    fs.mkdirSync(store.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: store.dir,
      prefix: '/uploads/',
      decorateReply: options.decorateReply,
      cacheControl: false,
      setHeaders: (res, filePath) => res.header('cache-control', cacheControlOf(path.relative(store.dir, filePath).split(path.sep).join('/'))),
    });
    return;
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    exposeHeadRoute: false,
    handler: async (request, reply) =>
      serveFromBucket(store, (request.params as { '*': string })['*'], request.method === 'HEAD', request.headers['if-none-match'], reply),
  });
}

async function serveFromBucket(store: BucketStore, name: string, head: boolean, ifNoneMatch: string | undefined, reply: FastifyReply) {
  const notFound = () => reply.status(404).header('cache-control', 'no-store').send({ message: MESSAGES.http.notFound });
  if (!isStoredName(name)) return notFound();
  const condition = ifNoneMatch && ifNoneMatch.length <= MAX_IF_NONE_MATCH ? ifNoneMatch : undefined;
  const file = await store.open(name, { ifNoneMatch: condition, head });
  if (!file) return notFound();
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
