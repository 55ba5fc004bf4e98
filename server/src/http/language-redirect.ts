import { isLocale, type Locale } from '@evbazaar/common/src/format/locale';
import { preferredLocale } from '@evbazaar/common/src/domain/content-language';
import { LANGUAGE_COOKIE, localizedPath } from '@evbazaar/common/src/i18n/locale-path';
import type { FastifyRequest } from 'fastify';

const YEAR = 60 * 60 * 24 * 365;

// search engines and link previews get the English page at `/`; the Hindi one they find by hreflang
const CRAWLER = /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|whatsapp/i;

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

const cookieOf = (header: string | undefined): Locale | undefined => {
  const value = COOKIE_VALUE.exec((header ?? '').slice(0, 4096))?.[1];
  return isLocale(value) ? value : undefined;
};

/**
 * Where `/` sends a visitor (issue 26): the language chosen before (the cookie, set by the switch)
 * or, on a first visit, once, the Hindi home when the browser prefers Hindi. Only `/` guesses;
 * every other URL is in the language it names. Undefined: serve the English home.
 */
export function homeRedirect(request: FastifyRequest): { location: string; setCookie?: string } | undefined {
  const chosen = cookieOf(request.headers.cookie);
  if (chosen) return chosen === 'en' ? undefined : { location: withQuery(localizedPath(chosen, '/'), request.url) };
  if (CRAWLER.test(String(request.headers['user-agent'] ?? '').slice(0, 512))) return undefined;
  // the same reading of the header as the REST answers' (English when it names neither language)
  const preferred = preferredLocale(request.headers['accept-language']);
  if (preferred === 'en') return undefined;
  return {
    location: withQuery(localizedPath(preferred, '/'), request.url),
    setCookie: `${LANGUAGE_COOKIE}=${preferred}; Path=/; Max-Age=${YEAR}; SameSite=Lax`,
  };
}

const withQuery = (path: string, url: string) => {
  const at = url.indexOf('?');
  return at >= 0 ? `${path}${url.slice(at)}` : path;
};
