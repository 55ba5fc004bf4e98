import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceJar } from '../lib/device-cookies';

/**
 * The auth service's view of one request's device cookie: read from the request, set on the reply as
 * HttpOnly (no script reads it), SameSite=Strict (no other site sends it) and Secure when the site is
 * served over HTTPS.
 */
export function deviceJar(request: FastifyRequest, reply: FastifyReply, publicUrl: string): DeviceJar {
  const secure = request.protocol === 'https' || publicUrl.startsWith('https:');
  return {
    read: (name) => request.cookies[name],
    write: (cookie) => void reply.setCookie(cookie.name, cookie.value, { httpOnly: true, secure, sameSite: 'strict', path: '/', maxAge: cookie.maxAgeSeconds }),
  };
}
