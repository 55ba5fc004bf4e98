import { Redis, type RedisOptions } from 'ioredis';
import type { Bucket, Take } from './bucket';
import type { Count, LimitStore } from './store';
import { LimitsUnavailable } from './unavailable';

/** Where the store reports an outage and its end: once each, never per request. */
export interface OutageLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const quiet: OutageLog = { warn: () => {}, info: () => {} };

/**
 * A command waits at most about a second: one reconnect attempt, then refused. The offline
 * queue stays on so the first requests after start wait for the connection being made.
 */
const DEFAULT_OPTIONS: RedisOptions = { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 };

// INCR and the window's expiry in one step, so concurrent hits from several instances never lose a count
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// a count given back to zero is dropped, so its next hit starts a fresh window (see store.ts)
const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 1 then redis.call('DECR', KEYS[1]) elseif count == 1 then redis.call('DEL', KEYS[1]) end
return 0`;

// A cost bucket's refill and take (or give) in one step, so instances sharing it never lose points
// (lib/limits/bucket.ts does the same sums). ARGV: maximum, restore rate per second, now (ms),
// then the points required and charged (take) or given (give). A bucket full again is deleted (a
// missing bucket is full); else it expires when it would be full. Fractions travel as strings
// (Redis turns a script's numbers into integers).
const BUCKET = `
local maximum = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local available = maximum
local state = redis.call('HMGET', KEYS[1], 'available', 'at')
if state[1] then
  -- a clock behind the bucket's last change (another instance's) neither refills nor moves it back
  now = math.max(now, tonumber(state[2]))
  available = math.min(maximum, tonumber(state[1]) + (now - tonumber(state[2])) * rate / 1000)
end
local taken = 1
if ARGV[4] == 'take' then
  if available >= tonumber(ARGV[5]) then available = available - tonumber(ARGV[6]) else taken = 0 end
else
  available = math.min(maximum, available + tonumber(ARGV[5]))
end
if available >= maximum then
  redis.call('DEL', KEYS[1])
else
  redis.call('HSET', KEYS[1], 'available', tostring(available), 'at', tostring(now))
  redis.call('PEXPIRE', KEYS[1], math.ceil((maximum - available) * 1000 / rate) + 1000)
end
return {taken, tostring(available)}`;

/** Counts in Redis, shared by every instance that uses the same server and prefix. */
export class RedisLimitStore implements LimitStore {
  private readonly redis: Redis;
  /** set from the first failure until Redis answers again */
  private outage = false;

  constructor(
    url: string,
    keyPrefix: string,
    private readonly log: OutageLog = quiet,
    options: RedisOptions = {},
    /** the cost buckets' clock (instances sharing a bucket share its refill; tests pass their own) */
    private readonly now: () => number = Date.now,
  ) {
    this.redis = new Redis(url, { ...DEFAULT_OPTIONS, ...options, keyPrefix });
    // ioredis reports every failed reconnect here; without a listener it would print each one
    this.redis.on('error', (error: Error) => this.noteOutage(error));
    this.redis.on('ready', () => this.noteRecovery());
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const [count, ttl] = (await this.run(() => this.redis.eval(HIT, 1, key, String(windowMs)))) as [number, number];
    return { count, resetAt: Date.now() + ttl };
  }

  async refund(key: string): Promise<void> {
    await this.run(() => this.redis.eval(REFUND, 1, key));
  }

  async get(key: string): Promise<Count | undefined> {
    const result = await this.run(() => this.redis.multi().get(key).pttl(key).exec());
    const value = result?.[0]?.[1] as string | null;
    const ttl = result?.[1]?.[1] as number;
    if (value === null || value === undefined || ttl < 0) return undefined;
    return { count: Number(value), resetAt: Date.now() + ttl };
  }

  async remember(key: string, ttlMs: number): Promise<void> {
    await this.run(() => this.redis.set(key, '1', 'PX', ttlMs));
  }

  async reset(key: string): Promise<void> {
    await this.run(() => this.redis.del(key));
  }

  async takePoints(key: string, bucket: Bucket, required: number, charge: number): Promise<Take> {
    const [taken, available] = await this.bucket(key, bucket, 'take', required, charge);
    return { taken: taken === 1, available };
  }

  async givePoints(key: string, bucket: Bucket, points: number): Promise<number> {
    return (await this.bucket(key, bucket, 'give', points, 0))[1];
  }

  private async bucket(key: string, bucket: Bucket, mode: 'take' | 'give', a: number, b: number): Promise<[number, number]> {
    const args = [bucket.maximum, bucket.restoreRate, this.now(), mode, a, b].map(String);
    const [taken, available] = (await this.run(() => this.redis.eval(BUCKET, 1, key, ...args))) as [number, string];
    return [taken, Number(available)];
  }

  /** One PING; refused at once while the connection is down (ioredis reconnects on its own meanwhile). */
  async ping(): Promise<void> {
    if (this.redis.status !== 'ready') throw new LimitsUnavailable();
    await this.run(() => this.redis.ping());
  }

  async close(): Promise<void> {
    // quit() waits for an answer a Redis that is away never gives
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }

  /** Runs one command; any failure of Redis becomes a 503 the caller can show. */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    // during a known outage, refuse at once instead of queueing the request behind reconnects
    if (this.outage && this.redis.status !== 'ready') throw new LimitsUnavailable();
    try {
      const result = await command();
      this.noteRecovery();
      return result;
    } catch (error) {
      this.noteOutage(error as Error);
      throw new LimitsUnavailable();
    }
  }

  private noteOutage(error: Error) {
    if (this.outage) return;
    this.outage = true;
    this.log.warn({ reason: error.message }, 'limit store (Redis) unreachable: limited requests answer 503 until it is back');
  }

  private noteRecovery() {
    if (!this.outage) return;
    this.outage = false;
    this.log.info({}, 'limit store (Redis) reachable again');
  }
}
