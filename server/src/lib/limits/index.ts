import { MemoryLimitStore } from './memory-store';
import { RedisLimitStore, type OutageLog } from './redis-store';
import type { LimitStore } from './store';

export type { Count, LimitStore } from './store';
export type { Bucket, Take } from './bucket';
export { limitKey } from './keys';
export { MemoryLimitStore } from './memory-store';
export { RedisLimitStore, type OutageLog } from './redis-store';
export { LimitsUnavailable } from './unavailable';
export { countHits, type LimitRule } from './rules';

/** Redis when a URL is given (several instances share one budget), else this process's memory. */
export function createLimitStore(options: { redisUrl?: string; redisKeyPrefix: string; clock?: () => number }, log?: OutageLog): LimitStore {
  const now = options.clock ?? Date.now;
  return options.redisUrl ? new RedisLimitStore(options.redisUrl, options.redisKeyPrefix, log, {}, now) : new MemoryLimitStore(undefined, now);
}
