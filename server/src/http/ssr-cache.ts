import { DATA_KINDS, encoded, exactBytes, type CachedAnswer, type Catalogue, type DataKind } from '../lib/cache';
import { weakEtag } from '../lib/cache/http';
import type { SsrHandler } from './ssr';

const HTML = 'text/html; charset=utf-8';

/** A server-rendered page as the visitor gets it: from the cache, or rendered just now; `busy` past the render limits. */
export type RenderedPage = { status: number; answer: CachedAnswer } | { busy: true };

/**
 * How many pages may be rendered at once (docs/decisions/0036): by one client address, and by
 * everyone; past the total, up to `queue` requests wait their turn for at most `waitMs` (0062).
 */
export interface RenderLimits {
  perAddress: number;
  total: number;
  queue: number;
  waitMs: number;
}

interface Waiting {
  address: string;
  resolve(release: (() => void) | null): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Render slots in use, per address and in total; a slot is taken for a render and given back when
 * it ends. A request past the total waits in line (first come, first served) for a slot given
 * back, so a burst of new pages is rendered a moment later instead of refused; a full line, or a
 * wait past `waitMs`, is refused. An address's waiting requests count toward its own bound, so
 * one client cannot fill the line.
 */
export class RenderSlots {
  private running = 0;
  private readonly byAddress = new Map<string, number>();
  private readonly line: Waiting[] = [];

  constructor(private readonly limits: RenderLimits) {}

  /** A release function, or null when the address already renders (or waits for) as many as allowed, or the line is full or too slow. */
  take(address: string): Promise<(() => void) | null> | (() => void) | null {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.limits.perAddress) return null;
    if (this.running < this.limits.total) {
      this.running++;
      this.byAddress.set(address, mine + 1);
      return this.releaser(address);
    }
    if (this.line.length >= this.limits.queue || this.limits.waitMs <= 0) return null;
    this.byAddress.set(address, mine + 1);
    return new Promise((resolve) => {
      const waiting: Waiting = {
        address,
        resolve,
        timer: setTimeout(() => {
          this.line.splice(this.line.indexOf(waiting), 1);
          this.forget(address);
          resolve(null);
        }, this.limits.waitMs),
      };
      this.line.push(waiting);
    });
  }

  private releaser(address: string) {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.forget(address);
      const next = this.line.shift();
      if (!next) {
        this.running--;
        return;
      }
      // the slot passes to the first in line (its address was counted when it joined)
      clearTimeout(next.timer);
      next.resolve(this.releaser(next.address));
    };
  }

  private forget(address: string) {
    const left = (this.byAddress.get(address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(address, left);
    else this.byAddress.delete(address);
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
 * - Renders (cache misses) are bounded per address (past it the caller gets `busy` at once) and in
 *   total (past it the caller waits in a short line, then gets `busy`). Concurrent requests for one page share one render and take no slot.
 * - 200 answers are kept in the cache's answers; 404 answers (an unknown slug: the same bytes for
 *   everyone) in its small, short-lived `notFound` store, under the kinds they read, so a crawler
 *   of unknown addresses cannot push real pages out (docs/decisions/0039).
 */
export function cachedPages(catalogue: Catalogue, ssr: SsrHandler, limits: RenderLimits) {
  const slots = new RenderSlots(limits);

  type Rendered = { status: number; answer: CachedAnswer; kinds: readonly DataKind[] };
  const fresh = async (url: string, address: string): Promise<Rendered | { busy: true } | undefined> => {
    const release = await slots.take(address);
    if (!release) return { busy: true };
    try {
      // a render on the embedded database can be one synchronous stretch (a not-found product):
      // the slot is held across a turn of the event loop first, so requests that arrived with this
      // one see it taken (the per-address bound applies) and /healthz is answered in between
      await new Promise((resolve) => setImmediate(resolve));
      const page = await ssr.render(url);
      if (!page) return undefined;
      const body = exactBytes(Buffer.from(page.html));
      const answer: CachedAnswer = { body, contentType: HTML, etag: weakEtag(body) };
      return { status: page.status, answer, kinds: page.kinds };
    } finally {
      release();
    }
  };

  /** A stored page for the address: a page (200), else a not-found page (404) kept a minute. */
  const stored = (key: string): RenderedPage | undefined => {
    const page = catalogue.answers.get(key);
    if (page) return { status: 200, answer: page };
    const missing = catalogue.notFound.get(key);
    return missing ? { status: 404, answer: missing } : undefined;
  };

  return async (address: string, requested: string): Promise<RenderedPage | undefined> => {
    const url = await ssr.pageUrl(requested);
    if (!catalogue.live) return fresh(url, address);
    const key = `page:${url}`;
    const hit = stored(key);
    catalogue.lookups.pages[hit ? 'hit' : 'miss'] += 1;
    if (hit) return hit;
    // every kind's version from before the render; narrowed to what the page read when it is stored
    const joined = catalogue.answers.join(key, DATA_KINDS);
    if ('wait' in joined) {
      const shared = await joined.wait;
      return shared ? { status: 200, answer: shared } : (stored(key) ?? fresh(url, address));
    }
    const missing = catalogue.notFound.join(key, DATA_KINDS);
    let page: Rendered | { busy: true } | undefined;
    try {
      page = await fresh(url, address);
      const rendered = page && 'answer' in page ? page : undefined;
      const store = rendered?.status === 200 ? joined.pending : rendered?.status === 404 && 'pending' in missing ? missing.pending : undefined;
      if (rendered && store) {
        // compressed before it is stored, so the cache's size bound counts the copies it serves
        encoded(rendered.answer, 'br');
        encoded(rendered.answer, 'gzip');
        store.settle(rendered.answer, rendered.kinds);
      }
    } finally {
      joined.pending.settle(null);
      if ('pending' in missing) missing.pending.settle(null);
    }
    return page;
  };
}
