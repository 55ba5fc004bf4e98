import type { Bucket, Take } from './bucket';

/** One counter: how many hits so far and when (ms since epoch) its window ends. */
export interface Count {
  count: number;
  resetAt: number;
}

/**
 * Where limit counts live: in memory for one process, or in Redis so several
 * instances share one budget. Keys are already hashed (see keys.ts).
 */
export interface LimitStore {
  /** Counts one hit in a fixed window that starts at the key's first hit. */
  hit(key: string, windowMs: number): Promise<Count>;
  /**
   * Gives one hit back (an attempt that turned out not to count); never below zero. A count given
   * back to zero is dropped with its window, so a count of attempts in flight lives only while some are.
   */
  refund(key: string): Promise<void>;
  /** The key's count, or undefined when it has none or its window ended. */
  get(key: string): Promise<Count | undefined>;
  /** Marks a key present for `ttlMs` (e.g. a known address), without counting. */
  remember(key: string, ttlMs: number): Promise<void>;
  reset(key: string): Promise<void>;
  /**
   * Cost buckets (docs/api/limits.md), atomic in the store: refills `key`'s bucket, then takes
   * `charge` points when at least `required` are available (a take of 0 and 0 only reads it).
   */
  takePoints(key: string, bucket: Bucket, required: number, charge: number): Promise<Take>;
  /** Gives `points` back to `key`'s bucket, never above its maximum; answers what is available after. */
  givePoints(key: string, bucket: Bucket, points: number): Promise<number>;
  /** Resolves when the store answers now; rejects while it cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
