import { MESSAGES } from '@evbazaar/common';
import type { FastifyRequest } from 'fastify';
import { Forbidden } from '../lib/errors';

/**
 * Refuses (403) a request another site made the browser send: its `Origin` is neither the site's
 * public origin nor the origin it was addressed to, or the browser marks it cross-site. Guards the
 * doors a cookie alone opens (refresh, logout), beside their SameSite cookie.
 */
export function assertSameSite(request: FastifyRequest, publicUrl: string) {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  const own = [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
  if ((origin !== undefined && !own.includes(origin)) || fetchSite === 'cross-site') throw new Forbidden(MESSAGES.auth.crossSiteRefused);
}
