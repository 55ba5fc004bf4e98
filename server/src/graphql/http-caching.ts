import type { FastifyInstance } from 'fastify';
import { SHARED_GET_CONTROL } from '../lib/cache/http';

const hasErrors = (payload: unknown) =>
  (typeof payload === 'string' && payload.includes('"errors":')) || (Buffer.isBuffer(payload) && payload.includes('"errors":'));

/**
 * The last word on what an HTTP cache may keep of a /graphql GET. Only an anonymous catalogue
 * read (the answer cache marked it SHARED_GET_CONTROL: its plan has no viewer) answered 200 (or
 * 304 to a revalidation) without errors and without Set-Cookie stays shareable; any other GET
 * answer is never stored ('no-store'), or kept by the caller's browser alone when the caller sent
 * a credential.
 * Every answer varies by Authorization, so a cache never hands a guest's answer to a signed-in caller.
 */
export function registerGraphQLHttpCaching(app: FastifyInstance, path: string) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url !== path || request.method !== 'GET') return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\bauthorization\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Authorization` : 'Authorization');
    const control = reply.getHeader('cache-control');
    const signedIn = request.headers.authorization !== undefined;
    const shareable =
      control === SHARED_GET_CONTROL &&
      !signedIn &&
      (reply.statusCode === 200 || reply.statusCode === 304) &&
      !reply.hasHeader('set-cookie') &&
      !hasErrors(payload);
    if (shareable) return payload;
    // a viewer's answer the answer cache already marked private stays so; everything else is not kept at all
    if (signedIn && typeof control === 'string' && control.startsWith('private')) return payload;
    reply.header('cache-control', signedIn ? 'private, no-store' : 'no-store');
    return payload;
  });
}
