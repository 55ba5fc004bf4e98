import { TooManyRequests, type RateLimitRule } from '../errors';
import type { Count, LimitStore } from './store';

/** At most `limit` hits on `key` per `windowMs`. */
export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** The 429 for counts past their limits: Retry-After is the longest of their remaining windows, in whole seconds. */
export function tooManyRequests(rule: RateLimitRule, over: Count[], now: number = Date.now()): TooManyRequests {
  const resetAt = Math.max(...over.map((c) => c.resetAt));
  return new TooManyRequests(undefined, Math.max(1, Math.ceil((resetAt - now) / 1000)), rule);
}

/** Counts one hit on every limit of `rule`; throws TooManyRequests when any is past its limit. */
export async function countHits(store: LimitStore, rule: RateLimitRule, limits: LimitRule[]): Promise<void> {
  const counts = await Promise.all(limits.map((limit) => store.hit(limit.key, limit.windowMs)));
  const over = counts.filter((count, i) => count.count > limits[i].limit);
  if (over.length) throw tooManyRequests(rule, over);
}
