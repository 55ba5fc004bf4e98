import { preferredLocale, type Locale } from '@evbazaar/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Adds a request header to the answer's Vary (once, whatever was there before). */
export function varyOn(reply: FastifyReply, header: string) {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : current === undefined ? '' : String(current))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((name) => name === '*' || name.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...list, header].join(', '));
}

/**
 * The language a public REST read answers in (issue 26, docs/decisions/0067): the request's
 * Accept-Language (q-values honoured, the header read to a bound), English by default. Says so in
 * Content-Language and adds Accept-Language to Vary, so no shared cache hands one language's
 * answer to a reader of the other. Called by the catalogue cache (before a stored answer goes out)
 * and by the route; both set the same headers.
 */
export function answerLanguage(request: FastifyRequest, reply: FastifyReply): Locale {
  const locale = preferredLocale(request.headers['accept-language']);
  reply.header('content-language', locale);
  varyOn(reply, 'Accept-Language');
  return locale;
}
