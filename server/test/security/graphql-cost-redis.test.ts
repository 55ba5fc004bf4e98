import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { DEFAULT_GRAPHQL_COST } from '../../src/config';
import { blogs } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';

// Two instances on one Redis draw on one bucket per caller, atomically (the Lua script in redis-store.ts).
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `evb-test:${randomBytes(6).toString('hex')}:`;
let now = Date.parse('2026-03-01T10:00:00Z');
const apps: TestApp[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const app = await createTestApp({ redisUrl: REDIS_URL, redisKeyPrefix: prefix, graphqlCost: DEFAULT_GRAPHQL_COST, clock: () => now, trustProxy: true });
    apps.push(app);
    // each instance has a database of its own here: the same 100 posts in each
    await app.db
      .insert(blogs)
      .values(Array.from({ length: 100 }, (_, i) => ({ title: `Post ${i}`, content: 'Riding electric.', image: '/uploads/demo/blog.svg' })));
  }
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const post = (app: TestApp, address: string, query: string) => app.api.post('/graphql').set('x-forwarded-for', address).send({ query });

describe('cost buckets in Redis', () => {
  it('are shared by two instances: what one charges, the other sees', async () => {
    const [a, b] = apps;
    const first = await post(a, '198.51.100.7', '{ blogs(limit: 30) { id } }');
    expect(first.body.extensions.cost.throttleStatus.currentlyAvailable).toBe(970);
    const second = await post(b, '198.51.100.7', '{ blogs(limit: 20) { id } }');
    expect(second.body.extensions.cost.throttleStatus.currentlyAvailable).toBe(950);
    // another address on the same instances has its own
    expect((await post(b, '198.51.100.8', '{ __typename }')).body.extensions.cost.throttleStatus.currentlyAvailable).toBe(1_000);
    // refills on either, by the shared clock
    now += 1_000;
    expect((await post(a, '198.51.100.7', '{ __typename }')).body.extensions.cost.throttleStatus.currentlyAvailable).toBe(1_000);
  });

  it('never lets more through than the bucket holds when both instances are asked at once', async () => {
    // 15 requests of 100 points each, spread over both instances at the same moment: exactly 10 fit
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => post(apps[i % 2], '198.51.100.9', '{ blogs(limit: 100) { id } }')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(answers.every((r) => r.body.extensions.cost.throttleStatus.maximumAvailable === 1_000)).toBe(true);
    expect((await post(apps[0], '198.51.100.9', '{ __typename }')).body.extensions.cost.throttleStatus.currentlyAvailable).toBe(0);
  });
});
