import { DATA_KINDS, encoded, type CachedAnswer, type Catalogue } from '../lib/cache';
import { weakEtag } from '../lib/cache/http';
import type { SsrHandler } from './ssr';

const HTML = 'text/html; charset=utf-8';

/** A server-rendered page as the visitor gets it: from the cache, or rendered just now; `busy` past the render limits. */
export type RenderedPage = { status: number; answer: CachedAnswer } | { busy: true };

/** How many pages may be rendered at once (docs/decisions/0036): by one client address, and by everyone. */
export interface RenderLimits {
  perAddress: number;
  total: number;
}

/** Render slots in use, per address and in total; a slot is taken for a render and given back when it ends. */
export class RenderSlots {
  private running = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: RenderLimits) {}

  /** A release function, or null when the address or the server already renders as many as allowed. */
  take(address: string): (() => void) | null {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.limits.perAddress || this.running >= this.limits.total) return null;
    this.running++;
    this.byAddress.set(address, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}

/**
 * Server-rendered pages kept as ready bytes (with their brotli and gzip copies, counted in the
 * cache's size bound) in the catalogue cache. Every page is rendered as a guest (the session
 * token never reaches the server with a page request), so one copy serves everybody.
 *
 * - Key: the page's address as the client's route table reads it (`pageUrl`: the path and only
 *   the query parameters the page declares), so `?utm_source=x` or a crawler's `?x=N` is the
 *   same entry, and the render never sees them either.
 * - Dependencies: the kinds of the GraphQL operations its render ran (the answer cache's plan),
 *   so a test-ride booking leaves the product and home pages alone; a page that ran an operation
 *   the plan cannot classify depends on every kind. The versions are those from before the render.
 * - Renders (cache misses) are bounded per address and in total; past that the caller gets
 *   `busy` at once. Concurrent requests for one page share one render and take no slot.
 * - Only 200 answers are kept: unknown addresses cannot fill the cache with not-found pages.
 */
export function cachedPages(catalogue: Catalogue, ssr: SsrHandler, limits: RenderLimits) {
  const slots = new RenderSlots(limits);

  const fresh = async (url: string, address: string) => {
    const release = slots.take(address);
    if (!release) return { busy: true } as const;
    try {
      const page = await ssr.render(url);
      if (!page) return undefined;
      const body = Buffer.from(page.html);
      const answer: CachedAnswer = { body, contentType: HTML, etag: weakEtag(body) };
      return { status: page.status, answer, kinds: page.kinds };
    } finally {
      release();
    }
  };

  return async (address: string, requested: string): Promise<RenderedPage | undefined> => {
    const url = await ssr.pageUrl(requested);
    if (!catalogue.live) return fresh(url, address);
    const key = `page:${url}`;
    const hit = catalogue.answers.get(key);
    if (hit) return { status: 200, answer: hit };
    // every kind's version from before the render; narrowed to what the page read when it is stored
    const joined = catalogue.answers.join(key, DATA_KINDS);
    if ('wait' in joined) {
      const shared = await joined.wait;
      return shared ? { status: 200, answer: shared } : fresh(url, address);
    }
    let page: Awaited<ReturnType<typeof fresh>>;
    try {
      page = await fresh(url, address);
      if (page && 'answer' in page && page.status === 200) {
        // compressed before it is stored, so the cache's size bound counts the copies it serves
        encoded(page.answer, 'br');
        encoded(page.answer, 'gzip');
        joined.pending.settle(page.answer, page.kinds);
      }
    } finally {
      joined.pending.settle(null);
    }
    return page;
  };
}
