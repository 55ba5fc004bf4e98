import { DATA_KINDS, encoded, type CachedAnswer, type Catalogue } from '../lib/cache';
import { weakEtag } from '../lib/cache/http';
import type { SsrHandler } from './ssr';

const HTML = 'text/html; charset=utf-8';

/** A server-rendered page as the visitor gets it: from the cache, or rendered just now. */
export type RenderedPage = { status: number; answer: CachedAnswer };

/**
 * Server-rendered pages kept as ready bytes (with their brotli and gzip copies, counted in the
 * cache's size bound) in the catalogue cache. Every page is rendered as a guest (the session token never reaches the server with a
 * page request), so one copy serves everybody. A page may show any catalogue data, so any write
 * makes every stored page stale; a page is kept at most 10 minutes either way, and within the
 * cache's shared size bound. Only 200 answers are kept: unknown addresses cannot fill the cache
 * with not-found pages. Concurrent requests for one page share one render.
 */
export function cachedPages(catalogue: Catalogue, render: SsrHandler) {
  const fresh = async (url: string): Promise<RenderedPage | undefined> => {
    const page = await render(url);
    if (!page) return undefined;
    const body = Buffer.from(page.html);
    return { status: page.status, answer: { body, contentType: HTML, etag: weakEtag(body) } };
  };

  return async (url: string): Promise<RenderedPage | undefined> => {
    if (!catalogue.live) return fresh(url);
    const key = `page:${url}`;
    const hit = catalogue.answers.get(key);
    if (hit) return { status: 200, answer: hit };
    const joined = catalogue.answers.join(key, DATA_KINDS);
    if ('wait' in joined) {
      const shared = await joined.wait;
      return shared ? { status: 200, answer: shared } : fresh(url);
    }
    let page: RenderedPage | undefined;
    try {
      page = await fresh(url);
      if (page?.status === 200) {
        // compressed before it is stored, so the cache's size bound counts the copies it serves
        encoded(page.answer, 'br');
        encoded(page.answer, 'gzip');
      }
    } finally {
      joined.pending.settle(page?.status === 200 ? page.answer : null);
    }
    return page;
  };
}
