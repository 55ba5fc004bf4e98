import { TooManyRequests } from '../errors';
import type { Count, LimitStore } from './store';

/** At most `limit` hits on `key` per `windowMs`. */
export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** The 429 for counts past their limits: Retry-After is the longest of their remaining windows, in whole seconds. */
export function tooManyRequests(over: Count[], now: number = Date.now()): TooManyRequests {
  const resetAt = Math.max(...over.map((c) => c.resetAt));
  return new TooManyRequests(undefined, Math.max(1, Math.ceil((resetAt - now) / 1000)));
}

/** Counts one hit on every rule; throws TooManyRequests when any is past its limit. */
export async function countHits(store: LimitStore, rules: LimitRule[]): Promise<void> {
  const counts = await Promise.all(rules.map((rule) => store.hit(rule.key, rule.windowMs)));
  const over = counts.filter((count, i) => count.count > rules[i].limit);
  if (over.length) throw tooManyRequests(over);
}
