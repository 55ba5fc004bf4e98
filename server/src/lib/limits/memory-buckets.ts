import { refill, untilFull, type Bucket, type BucketLevel, type Take } from './bucket';

/**
 * Cost buckets in this process's memory. At most `maxKeys` buckets: past that, buckets already
 * full again go first (forgetting one is the same as keeping it), then the oldest.
 */
export class MemoryBuckets {
  // a Map iterates in insertion order: the first entries are the oldest
  private readonly levels = new Map<string, BucketLevel & { fullAt: number }>();

  constructor(
    private readonly maxKeys: number,
    private readonly now: () => number,
  ) {}

  get size() {
    return this.levels.size;
  }

  take(key: string, bucket: Bucket, required: number, charge: number): Take {
    const level = this.levels.get(key);
    const now = Math.max(this.now(), level?.at ?? 0);
    let available = refill(bucket, level, now);
    const taken = available >= required;
    if (taken) available -= charge;
    this.store(key, bucket, available, now);
    return { taken, available };
  }

  give(key: string, bucket: Bucket, points: number): number {
    const level = this.levels.get(key);
    // a clock behind the bucket's last change (another instance's) neither refills nor moves it back
    const now = Math.max(this.now(), level?.at ?? 0);
    const available = Math.min(bucket.maximum, refill(bucket, level, now) + points);
    this.store(key, bucket, available, now);
    return available;
  }

  clear() {
    this.levels.clear();
  }

  private store(key: string, bucket: Bucket, available: number, now: number) {
    this.levels.delete(key);
    if (available >= bucket.maximum) return;
    if (this.levels.size >= this.maxKeys) this.makeRoom(now);
    this.levels.set(key, { available, at: now, fullAt: now + untilFull(bucket, available) });
  }

  /** Frees a tenth of the cap at once, so a flood does not sweep the whole map on every take. */
  private makeRoom(now: number) {
    const target = this.maxKeys - Math.ceil(this.maxKeys / 10);
    for (const [key, level] of this.levels) if (level.fullAt <= now) this.levels.delete(key);
    for (const key of this.levels.keys()) {
      if (this.levels.size <= target) break;
      this.levels.delete(key);
    }
  }
}
