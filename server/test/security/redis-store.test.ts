import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { DEFAULT_LIMITS } from '../../src/lib/limits/settings';
import { MemoryLimitStore, RedisLimitStore, limitKey, type LimitStore } from '../../src/lib/limits';
import { createTestApp, type TestApp } from '../helpers';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** A prefix of its own per test, so parallel runs never share a count. */
const freshPrefix = () => `evb-test:${randomBytes(6).toString('hex')}:`;

async function dropPrefix(prefix: string) {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['memory', () => ({ store: new MemoryLimitStore() as LimitStore, prefix: '' })],
  [
    'Redis',
    () => {
      const prefix = freshPrefix();
      return { store: new RedisLimitStore(REDIS_URL, prefix) as LimitStore, prefix };
    },
  ],
])('the %s limit store', (_name, make) => {
  let store: LimitStore;
  let prefix: string;
  beforeEach(() => ({ store, prefix } = make()));
  afterEach(async () => {
    await store.close();
    if (prefix) await dropPrefix(prefix);
  });

  it('counts hits in a fixed window and forgets them when it ends', async () => {
    // a window long enough that a busy test machine's pauses do not end it between two steps
    const window = 2_000;
    const first = await store.hit('k', window);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(Date.now());
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + window);
    expect((await store.hit('k', window)).count).toBe(2);
    expect(await store.get('k')).toMatchObject({ count: 2 });
    await sleep(first.resetAt - Date.now() + 100);
    expect(await store.get('k')).toBeUndefined();
    expect((await store.hit('k', window)).count).toBe(1);
  });

  it('counts concurrent hits exactly once each', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('c', 10_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    if (prefix) {
      // every key lives under the store's prefix, with the window as its expiry
      const redis = new Redis(REDIS_URL);
      expect(await redis.get(`${prefix}c`)).toBe('50');
      expect(await redis.pttl(`${prefix}c`)).toBeGreaterThan(9_000);
      await redis.quit();
    }
  });

  it('refunds never below zero, remembers with a time to live, and resets', async () => {
    await store.hit('r', 10_000);
    await store.refund('r');
    await store.refund('r');
    expect((await store.get('r'))?.count ?? 0).toBe(0);
    await store.remember('known', 5_000);
    expect(await store.get('known')).toBeDefined();
    await store.reset('known');
    expect(await store.get('known')).toBeUndefined();
    await store.remember('known', 200);
    await sleep(250);
    expect(await store.get('known')).toBeUndefined();
  });
});

describe('limit keys and the memory cap', () => {
  it('hashes what it keys on to a constant size', () => {
    const short = limitKey('login-fail:account', 'a@b.in');
    const huge = limitKey('login-fail:account', 'x'.repeat(1_000_000));
    expect(huge.length).toBe(short.length);
    expect(huge.length).toBeLessThan(60);
    expect(limitKey('k', 'a', 'bc')).not.toBe(limitKey('k', 'ab', 'c'));
  });

  it('holds at most its cap of keys, dropping expired ones first, then the oldest', async () => {
    let now = 0;
    const store = new MemoryLimitStore(1000, () => now);
    await store.hit('keep-old', 10);
    for (let i = 0; i < 999; i++) await store.hit(`long-${i}`, 1_000_000);
    now = 20; // 'keep-old' has expired
    await store.hit('newcomer', 1_000_000);
    expect(store.size).toBeLessThanOrEqual(1000);
    expect(await store.get('newcomer')).toBeDefined();
    expect(await store.get('keep-old')).toBeUndefined();
    expect(await store.get('long-998')).toBeDefined(); // the newest stay
    for (let i = 0; i < 50_000; i++) await store.hit(`flood-${i}`, 1_000_000);
    expect(store.size).toBeLessThanOrEqual(1000);
    expect(await store.get('flood-49999')).toMatchObject({ count: 1 });
  });
});

describe('several app instances sharing Redis share one budget', () => {
  const prefix = freshPrefix();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: prefix, limits: { ...DEFAULT_LIMITS, loginFailuresPerAccountIp: 4 } };
    a = await createTestApp(shared);
    b = await createTestApp(shared);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await dropPrefix(prefix);
  });

  it('refuses the 5th failure on one instance after 4 spread over both', async () => {
    // the same account exists on both instances' databases
    const user = await a.seed.user({ email: 'shared.budget@example.com' });
    await b.seed.user({ email: 'shared.budget@example.com', password: user.password });
    const wrong = { email: user.email, password: 'Wrong@123' };
    expect((await a.api.post('/api/auth/login').send(wrong)).status).toBe(401);
    expect((await b.api.post('/api/auth/login').send(wrong)).status).toBe(401);
    expect((await a.api.post('/api/auth/login').send(wrong)).status).toBe(401);
    expect((await b.api.post('/api/auth/login').send(wrong)).status).toBe(401);
    const refused = await a.api.post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await b.api.post('/api/auth/login').send({ email: user.email, password: user.password })).status).toBe(429);
  });

  it('shares the contact-form budget too', async () => {
    const form = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'Hello' };
    for (let i = 0; i < 10; i++) expect((await a.api.post('/api/contact').send(form)).status).toBe(201);
    for (let i = 0; i < 10; i++) expect((await b.api.post('/api/contact').send(form)).status).toBe(201);
    expect((await a.api.post('/api/contact').send(form)).status).toBe(429);
    expect((await b.api.post('/api/career').send(form)).status).toBe(429);
  });
});
