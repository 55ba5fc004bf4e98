import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from '../../src/lib/limits';
import { MemoryBuckets } from '../../src/lib/limits/memory-buckets';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const bucket = { maximum: 1_000, restoreRate: 50 };

describe.each([
  ['memory', (now: () => number) => ({ store: new MemoryLimitStore(undefined, now) as LimitStore, prefix: '' })],
  [
    'Redis',
    (now: () => number) => {
      const prefix = `evb-test:${randomBytes(6).toString('hex')}:`;
      return { store: new RedisLimitStore(REDIS_URL, prefix, undefined, {}, now) as LimitStore, prefix };
    },
  ],
])('cost buckets in the %s store', (_name, make) => {
  let now = 1_700_000_000_000;
  let store: LimitStore;
  let prefix: string;
  beforeEach(() => ({ store, prefix } = make(() => now)));
  afterEach(async () => {
    await store.close();
    if (!prefix) return;
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('starts full, takes what is charged, and refuses past what is available without taking', async () => {
    expect(await store.takePoints('a', bucket, 0, 0)).toEqual({ taken: true, available: 1_000 });
    expect(await store.takePoints('a', bucket, 600, 600)).toEqual({ taken: true, available: 400 });
    expect(await store.takePoints('a', bucket, 401, 401)).toEqual({ taken: false, available: 400 });
    expect(await store.takePoints('b', bucket, 0, 0)).toEqual({ taken: true, available: 1_000 });
  });

  it('requires one figure and takes another (a stored answer: its estimate must fit, its actual cost is taken)', async () => {
    expect(await store.takePoints('a', bucket, 900, 30)).toEqual({ taken: true, available: 970 });
    expect(await store.takePoints('a', bucket, 971, 1)).toEqual({ taken: false, available: 970 });
  });

  it('refills at the restore rate up to the maximum, and gives points back never above it', async () => {
    await store.takePoints('a', bucket, 1_000, 1_000);
    now += 1_500;
    expect((await store.takePoints('a', bucket, 0, 0)).available).toBe(75);
    expect(await store.givePoints('a', bucket, 25)).toBe(100);
    now += 100_000;
    expect((await store.takePoints('a', bucket, 0, 0)).available).toBe(1_000);
    expect(await store.givePoints('a', bucket, 500)).toBe(1_000);
  });

  it('refills nothing when the clock goes back (another instance behind this one), and counts that time once', async () => {
    await store.takePoints('a', bucket, 500, 500);
    now -= 10_000;
    expect((await store.takePoints('a', bucket, 0, 0)).available).toBe(500);
    now += 11_000;
    expect((await store.takePoints('a', bucket, 0, 0)).available).toBe(550);
  });

  it('keeps fractions while refilling', async () => {
    await store.takePoints('a', bucket, 1_000, 1_000);
    now += 10;
    expect((await store.takePoints('a', bucket, 0, 0)).available).toBeCloseTo(0.5);
    now += 10;
    expect((await store.takePoints('a', bucket, 1, 1)).taken).toBe(true);
  });
});

describe('cost buckets in memory', () => {
  it('hold at most their cap of buckets, forgetting full ones first', () => {
    let now = 0;
    const buckets = new MemoryBuckets(100, () => now);
    for (let i = 0; i < 1_000; i++) buckets.take(`k${i}`, bucket, 10, 10);
    expect(buckets.size).toBeLessThanOrEqual(100);
    // a bucket that is full again is not kept at all
    now += 60_000;
    buckets.give('k999', bucket, 0);
    expect(buckets.take('k999', bucket, 0, 0).available).toBe(1_000);
  });
});
