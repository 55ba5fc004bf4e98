import { DEFAULT_CACHE_MAX_BYTES } from '../../config';
import { answerBytes, VersionedStore, type CachedAnswer } from './answers';
import { DATA_KINDS, type DataKind } from './kinds';
import { RedisChangeBus, type BusLog } from './redis-bus';
import { KindVersions } from './versions';

export { CLOCK_STEP_MS, DATA_KINDS, type DataKind } from './kinds';
export { encoded, exactBytes, type CachedAnswer } from './answers';

/**
 * The app's cache of public reads (docs/decisions/0017). Services only call `changed(kind)`
 * after a write; the HTTP layer (`http.ts`) stores and serves answers; `memo` keeps computed
 * values (dashboard counts) under the same invalidation.
 */
export interface Catalogue {
  /** Call after a committed write: every cached answer built on these kinds is stale from now on, in every instance. */
  changed(...kinds: DataKind[]): void;
  /** A value computed once per key until one of its kinds changes; concurrent callers share one computation. */
  memo<T>(key: string, kinds: readonly DataKind[], compute: () => Promise<T>): Promise<T>;
  /**
   * One value derived from the data and kept whole, outside the byte-bounded stores (the products'
   * facet columns, a few MB its owner accounts for): read through the returned function, served while
   * its kinds are unchanged, computed again once after a change (concurrent readers share it).
   */
  kept<T>(kinds: readonly DataKind[], compute: () => Promise<T>): () => Promise<T>;
  /**
   * The kinds' versions as one value, equal while none of them changed (here or, heard through Redis,
   * in another instance): a service keeping its own derived values compares it. Never equal twice while
   * changes might go unheard.
   */
  versionOf(kinds: readonly DataKind[]): string;
  /** False while another instance's changes might go unheard (Redis down): then nothing is served from the cache. */
  readonly live: boolean;
  readonly answers: VersionedStore<CachedAnswer>;
  /**
   * Rendered not-found pages (an unknown product or compare slug): the same bytes for everyone who
   * asks that address, invalidated by the kinds they read like any answer, but kept apart, fewer and
   * briefly, so a crawler of unknown addresses can never push a real page out of `answers`.
   */
  readonly notFound: VersionedStore<CachedAnswer>;
  /** Look-ups of stored answers (GraphQL and REST reads) and pages (server renders), hit or miss: counted where they happen, read by the metrics. */
  readonly lookups: Record<'answers' | 'pages', { hit: number; miss: number }>;
  /** The bytes counted in all three stores now, and the entries they have dropped for room. */
  usage(): { bytes: number; evictions: number };
  /** Resolves when the cache can be used (subscribed to Redis when configured). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface CatalogueOptions {
  redisUrl?: string;
  /** Redis channel; instances that must stay coherent share it */
  channel?: string;
  /** the most all three stores hold together, in bytes as counted (CACHE_MAX_BYTES) */
  maxBytes?: number;
}

/**
 * How the bound is shared: a sixteenth each for not-found pages (so a crawler of unknown addresses
 * cannot push real pages out) and for computed values, the rest for answers and pages.
 */
export function storeBounds(maxBytes: number) {
  const sixteenth = Math.floor(maxBytes / 16);
  return { answers: maxBytes - 2 * sixteenth, notFound: sixteenth, memos: sixteenth };
}

/** A computed value (dashboard counts) as counted: twice its JSON text, about what its objects take. */
const memoBytes = (memo: { value: unknown }) => 2 * (JSON.stringify(memo.value)?.length ?? 0);

export function createCatalogue(options: CatalogueOptions, log: BusLog): Catalogue {
  const versions = new KindVersions();
  let unheard = 0;
  const bounds = storeBounds(options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES);
  const answers = new VersionedStore<CachedAnswer>(versions, { maxBytes: bounds.answers, maxAgeMs: 10 * 60_000 }, answerBytes);
  const notFound = new VersionedStore<CachedAnswer>(versions, { maxBytes: bounds.notFound, maxAgeMs: 60_000 }, answerBytes);
  const memos = new VersionedStore<{ value: unknown }>(versions, { maxBytes: bounds.memos, maxAgeMs: 10 * 60_000 }, memoBytes);
  const bus = options.redisUrl
    ? new RedisChangeBus(
        options.redisUrl,
        (kinds) => versions.bump(kinds),
        () => versions.bumpAll(),
        log,
        options.channel,
      )
    : undefined;

  const stores = [answers, notFound, memos];
  return {
    answers,
    notFound,
    lookups: { answers: { hit: 0, miss: 0 }, pages: { hit: 0, miss: 0 } },
    usage: () => ({ bytes: stores.reduce((sum, store) => sum + store.bytesCounted, 0), evictions: stores.reduce((sum, store) => sum + store.evictions, 0) }),
    get live() {
      return bus ? bus.live : true;
    },
    versionOf(kinds) {
      return bus && !bus.live ? `unheard:${++unheard}` : versions.snapshot(kinds).join('.');
    },
    changed(...kinds) {
      const unique = [...new Set(kinds)];
      versions.bump(unique);
      bus?.publish(unique);
    },
    kept<T>(kinds: readonly DataKind[], compute: () => Promise<T>) {
      let current: { seen: number[]; value: T } | undefined;
      let pending: { seen: number[]; value: Promise<T> } | undefined;
      return async () => {
        if (bus && !bus.live) return compute();
        if (current && versions.matches(kinds, current.seen)) return current.value;
        // a computation started before the latest change would answer with data from before it
        if (pending && versions.matches(kinds, pending.seen)) return pending.value;
        const seen = versions.snapshot(kinds);
        const value = compute();
        pending = { seen, value };
        try {
          current = { seen, value: await value };
          return current.value;
        } finally {
          if (pending?.value === value) pending = undefined;
        }
      };
    },
    async memo<T>(key: string, kinds: readonly DataKind[], compute: () => Promise<T>): Promise<T> {
      if (bus && !bus.live) return compute();
      const stored = memos.get(key);
      if (stored) return stored.value as T;
      const joined = memos.join(key, kinds);
      if ('wait' in joined) {
        const shared = await joined.wait;
        return shared ? (shared.value as T) : compute();
      }
      try {
        const value = await compute();
        joined.pending.settle({ value });
        return value;
      } catch (error) {
        joined.pending.settle(null);
        throw error;
      }
    },
    async ready() {
      await bus?.ready();
    },
    async close() {
      await bus?.close();
    },
  };
}

/** Every kind: for writes that touch everything at once (the demo seed). */
export const ALL_KINDS: readonly DataKind[] = DATA_KINDS;
