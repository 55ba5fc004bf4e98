import { Redis } from 'ioredis';
import type { Count, LimitStore } from './store';

// INCR and the window's expiry in one step, so concurrent hits from several instances never lose a count
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counts in Redis, shared by every instance that uses the same server and prefix. */
export class RedisLimitStore implements LimitStore {
  private readonly redis: Redis;

  constructor(url: string, keyPrefix: string) {
    // fail a command fast when Redis is away instead of holding the request for long retries
    this.redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, lazyConnect: false });
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, key, String(windowMs))) as [number, number];
    return { count, resetAt: Date.now() + ttl };
  }

  async refund(key: string): Promise<void> {
    await this.redis.eval(REFUND, 1, key);
  }

  async get(key: string): Promise<Count | undefined> {
    const result = await this.redis.multi().get(key).pttl(key).exec();
    const value = result?.[0]?.[1] as string | null;
    const ttl = result?.[1]?.[1] as number;
    if (value === null || value === undefined || ttl < 0) return undefined;
    return { count: Number(value), resetAt: Date.now() + ttl };
  }

  async remember(key: string, ttlMs: number): Promise<void> {
    await this.redis.set(key, '1', 'PX', ttlMs);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
