import { TooManyRequests } from './errors';

/**
 * Fixed-window attempt counter for auth actions, keyed by IP and by account.
 * It lives in the service layer so REST, GraphQL and every operation of a
 * batched GraphQL request count alike (see docs/decisions/0005).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt against every key; throws TooManyRequests when any is over the limit. */
  consume(keys: string[]): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let exceeded = false;
    for (const key of keys) {
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + this.windowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
      if (window.count > this.limit) exceeded = true;
    }
    if (exceeded) throw new TooManyRequests();
  }

  /** Forgets an account's failures, e.g. after a successful login. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
