/** A bucket of points that refills at `restoreRate` points per second up to `maximum` (docs/api/limits.md). */
export interface Bucket {
  maximum: number;
  restoreRate: number;
}

/** A bucket's state: points available (a fraction while refilling) as of `at` (ms since epoch). */
export interface BucketLevel {
  available: number;
  at: number;
}

/** What a take answered: whether the points were taken, and what is available after it. */
export interface Take {
  taken: boolean;
  available: number;
}

/** The points in a bucket at `now`: refilled since `at`; a clock that went back (another instance's) refills nothing. */
export function refill(bucket: Bucket, level: BucketLevel | undefined, now: number): number {
  if (!level) return bucket.maximum;
  return Math.min(bucket.maximum, level.available + (Math.max(0, now - level.at) * bucket.restoreRate) / 1000);
}

/** Milliseconds until an untouched bucket is full again: when its state may be forgotten. */
export const untilFull = (bucket: Bucket, available: number) => Math.ceil(((bucket.maximum - available) * 1000) / bucket.restoreRate);
