import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieJar } from '../lib/cookies';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * One request's cookies for the services. Every cookie we set is HttpOnly (no script reads it) and
 * Secure unless the site is served over plain HTTP on this machine (browsers keep Secure cookies only
 * from HTTPS, and from localhost).
 */
export function cookieJar(request: FastifyRequest, reply: FastifyReply, publicUrl: string): CookieJar {
  const secure = request.protocol === 'https' || !LOCAL_HOSTS.has(new URL(publicUrl).hostname);
  return {
    read: (name) => request.cookies[name],
    write: (cookie) =>
      void reply.setCookie(cookie.name, cookie.value, { httpOnly: true, secure, sameSite: cookie.sameSite, path: cookie.path, maxAge: cookie.maxAgeSeconds }),
    clear: (name, path) => void reply.clearCookie(name, { httpOnly: true, secure, path }),
  };
}
