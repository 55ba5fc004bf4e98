import { answerBytes, VersionedStore, type AnswerLimits, type CachedAnswer } from './answers';
import { DATA_KINDS, type DataKind } from './kinds';
import { RedisChangeBus, type BusLog } from './redis-bus';
import { KindVersions } from './versions';

export { DATA_KINDS, type DataKind } from './kinds';
export { encoded, type CachedAnswer } from './answers';

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
  /** False while another instance's changes might go unheard (Redis down): then nothing is served from the cache. */
  readonly live: boolean;
  readonly answers: VersionedStore<CachedAnswer>;
  /**
   * Rendered not-found pages (an unknown product or compare slug): the same bytes for everyone who
   * asks that address, invalidated by the kinds they read like any answer, but kept apart, fewer and
   * briefly, so a crawler of unknown addresses can never push a real page out of `answers`.
   */
  readonly notFound: VersionedStore<CachedAnswer>;
  /** Resolves when the cache can be used (subscribed to Redis when configured). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface CatalogueOptions {
  redisUrl?: string;
  /** Redis channel; instances that must stay coherent share it */
  channel?: string;
  limits?: Partial<AnswerLimits>;
}

const DEFAULT_LIMITS: AnswerLimits = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024, maxAgeMs: 10 * 60_000 };
const NOT_FOUND_LIMITS: AnswerLimits = { maxEntries: 1_000, maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 };

export function createCatalogue(options: CatalogueOptions, log: BusLog): Catalogue {
  const versions = new KindVersions();
  const answers = new VersionedStore<CachedAnswer>(versions, { ...DEFAULT_LIMITS, ...options.limits }, answerBytes);
  const notFound = new VersionedStore<CachedAnswer>(versions, NOT_FOUND_LIMITS, answerBytes);
  const memos = new VersionedStore<{ value: unknown }>(versions, { ...DEFAULT_LIMITS, maxEntries: 2_000 });
  const bus = options.redisUrl
    ? new RedisChangeBus(
        options.redisUrl,
        (kinds) => versions.bump(kinds),
        () => versions.bumpAll(),
        log,
        options.channel,
      )
    : undefined;

  return {
    answers,
    notFound,
    get live() {
      return bus ? bus.live : true;
    },
    changed(...kinds) {
      const unique = [...new Set(kinds)];
      versions.bump(unique);
      bus?.publish(unique);
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
