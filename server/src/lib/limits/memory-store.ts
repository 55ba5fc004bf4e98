import type { Bucket, Take } from './bucket';
import { MemoryBuckets } from './memory-buckets';
import type { Count, LimitStore } from './store';

export const DEFAULT_MAX_KEYS = 100_000;

/**
 * Counts in this process's memory. At most `maxKeys` keys: past that, expired
 * keys go first, then the oldest, so no input can grow memory without bound.
 */
export class MemoryLimitStore implements LimitStore {
  // a Map iterates in insertion order: the first entries are the oldest
  private readonly entries = new Map<string, Count>();
  private readonly buckets: MemoryBuckets;

  constructor(
    private readonly maxKeys: number = DEFAULT_MAX_KEYS,
    private readonly now: () => number = Date.now,
  ) {
    this.buckets = new MemoryBuckets(maxKeys, now);
  }

  get size() {
    return this.entries.size;
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = this.now();
    let entry = this.live(key, now);
    if (!entry) {
      entry = { count: 0, resetAt: now + windowMs };
      this.insert(key, entry, now);
    }
    entry.count += 1;
    return { ...entry };
  }

  async refund(key: string): Promise<void> {
    const entry = this.live(key, this.now());
    if (!entry) return;
    if (entry.count > 1) entry.count -= 1;
    else this.entries.delete(key);
  }

  async get(key: string): Promise<Count | undefined> {
    const entry = this.live(key, this.now());
    return entry ? { ...entry } : undefined;
  }

  async remember(key: string, ttlMs: number): Promise<void> {
    const now = this.now();
    this.entries.delete(key);
    this.insert(key, { count: 1, resetAt: now + ttlMs }, now);
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async takePoints(key: string, bucket: Bucket, required: number, charge: number): Promise<Take> {
    return this.buckets.take(key, bucket, required, charge);
  }

  async givePoints(key: string, bucket: Bucket, points: number): Promise<number> {
    return this.buckets.give(key, bucket, points);
  }

  /** Memory is always there. */
  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.entries.clear();
    this.buckets.clear();
  }

  private live(key: string, now: number): Count | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private insert(key: string, entry: Count, now: number) {
    if (this.entries.size >= this.maxKeys) this.makeRoom(now);
    this.entries.set(key, entry);
  }

  /** Frees a tenth of the cap at once, so a flood does not sweep the whole map on every hit. */
  private makeRoom(now: number) {
    const target = this.maxKeys - Math.ceil(this.maxKeys / 10);
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= target) break;
      this.entries.delete(key);
    }
  }
}
