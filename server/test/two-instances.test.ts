import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import supertest from 'supertest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { products, testDrives } from '../src/db/schema';
import { signToken } from '../src/lib/auth';
import { ALL_KINDS } from '../src/lib/cache';
import { bikeEdit, createFactories } from './factories';
import { TEST_JWT_SECRET, temporaryDatabase } from './helpers';

/**
 * Two app instances on one database with REDIS_URL set (docs/decisions/0017): an edit made
 * through one is served by the other within a second, and a booking race across both still
 * yields one ride. PostgreSQL is DATABASE_URL, else the default local server; when no
 * PostgreSQL server answers, the two instances share one embedded database handle (each
 * keeps its own cache and its own Redis connections, which is what is under test).
 * Redis is REDIS_URL, else 127.0.0.1:6379, as for the Redis limit store's tests.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(url: string) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

interface Shared {
  handles: [DatabaseHandle, DatabaseHandle];
  driver: string;
  drop(): Promise<void>;
}

/** One fresh database opened twice (two pools), or one embedded database opened once and shared. */
async function sharedDatabase(): Promise<Shared> {
  if (!(await postgresReachable(POSTGRES_URL))) {
    const handle = await openDatabase({});
    await handle.migrate();
    return { handles: [handle, handle], driver: 'one embedded PGlite database (no PostgreSQL server answered)', drop: () => handle.close() };
  }
  const { url, drop } = await temporaryDatabase(POSTGRES_URL);
  const first = await openDatabase({ databaseUrl: url });
  await first.migrate();
  const second = await openDatabase({ databaseUrl: url });
  return {
    handles: [first, second],
    driver: 'one PostgreSQL database, a pool per instance',
    drop: async () => {
      await first.close();
      await second.close();
      await drop();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two instances with REDIS_URL', () => {
  let shared: Shared;
  let apps: [FastifyInstance, FastifyInstance];
  let dataDirs: string[];
  const api = (i: 0 | 1) => supertest(apps[i].server);

  beforeAll(async () => {
    shared = await sharedDatabase();
    dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'evb-two-')));
    apps = (await Promise.all(
      shared.handles.map(async (handle, i) => {
        const config = loadConfig(
          { NODE_ENV: 'test', DATA_DIR: dataDirs[i], PUBLIC_URL: 'http://localhost:3000' },
          { jwtSecret: TEST_JWT_SECRET, redisUrl: REDIS_URL },
        );
        const app = await buildApp(config, handle);
        await app.ready();
        return app;
      }),
    )) as [FastifyInstance, FastifyInstance];
  });

  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
    await shared?.drop();
    for (const dir of dataDirs ?? []) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Arranges rows straight into the database, then tells both instances (through Redis) that everything changed. */
  async function arrange<T>(make: (f: ReturnType<typeof createFactories>) => Promise<T>): Promise<T> {
    const made = await make(createFactories(shared.handles[0].db));
    apps[0].deps.catalogue.changed(...ALL_KINDS);
    await sleep(100);
    return made;
  }

  /** Polls until `read` answers `expected`; the time it took, in ms. */
  async function timeUntil(read: () => Promise<unknown>, expected: unknown, limitMs = 3_000) {
    const started = Date.now();
    for (;;) {
      if (JSON.stringify(await read()) === JSON.stringify(expected)) return Date.now() - started;
      if (Date.now() - started > limitMs) throw new Error(`still not ${JSON.stringify(expected)} after ${limitMs} ms: ${JSON.stringify(await read())}`);
      await sleep(20);
    }
  }

  it('both instances hear each other on the Redis channel', () => {
    expect(apps.map((app) => app.deps.catalogue.live)).toEqual([true, true]);
    // which database set-up ran is part of the result
    expect(shared.driver).toMatch(/one (PostgreSQL|embedded PGlite) database/);
  });

  it('an edit through one instance is served by the other within a second, over REST and GraphQL', async () => {
    const { admin, brand, product } = await arrange(async (f) => {
      const brand = await f.brand({ name: 'Twin Motors' });
      return { admin: await f.user({ role: 'ADMIN' }), brand, product: await f.product({ name: 'Twin One', vehicleType: 'bike', brandId: brand.id }) };
    });
    const token = signToken({ id: admin.id, role: admin.role, email: admin.email, name: null }, TEST_JWT_SECRET, '1h');
    const restNames = async (i: 0 | 1) => (await api(i).get('/api/product?vehicleType=bike')).body.data.map((p: { name: string }) => p.name);
    const query = `{ products(filter: { vehicleType: BIKE }) { items { name } } }`;
    const gqlNames = async (i: 0 | 1) => (await api(i).get('/graphql').query({ query })).body.data.products.items.map((p: { name: string }) => p.name);

    // both instances hold the answer in their caches: a write behind the services shows on neither
    for (const i of [0, 1] as const) {
      expect(await restNames(i)).toEqual(['Twin One']);
      expect(await gqlNames(i)).toEqual(['Twin One']);
    }
    await shared.handles[0].db.update(products).set({ name: 'Behind The Back' }).where(eq(products.id, product.id));
    for (const i of [0, 1] as const) {
      expect(await restNames(i)).toEqual(['Twin One']);
      expect(await gqlNames(i)).toEqual(['Twin One']);
    }
    const edit = (i: 0 | 1, name: string) =>
      api(i).put(`/api/product/edit/${product.id}`).set('authorization', `Bearer ${token}`).send(bikeEdit(name, brand.id)).expect(200);

    await edit(0, 'Twin Edited On A');
    expect(await timeUntil(() => restNames(1), ['Twin Edited On A'])).toBeLessThan(1_000);
    expect(await timeUntil(() => gqlNames(1), ['Twin Edited On A'])).toBeLessThan(1_000);

    await edit(1, 'Twin Edited On B');
    expect(await timeUntil(() => restNames(0), ['Twin Edited On B'])).toBeLessThan(1_000);
    expect(await timeUntil(() => gqlNames(0), ['Twin Edited On B'])).toBeLessThan(1_000);
  });

  it('a booking race across the two instances yields exactly one ride', async () => {
    const { customer, booking } = await arrange(async (f) => {
      const dealer = await f.dealer();
      const product = await f.product();
      await f.availability(dealer.shop.id, product.id, true);
      const customer = await f.user({ role: 'USER' });
      return { customer, booking: { productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id } };
    });
    const token = signToken({ id: customer.id, role: customer.role, email: customer.email, name: null }, TEST_JWT_SECRET, '1h');
    const book = (i: 0 | 1) => api(i).post('/api/test-drive').set('authorization', `Bearer ${token}`).send(booking);
    const results = await Promise.all([book(0), book(1), book(0), book(1)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const rides = await shared.handles[1].db.select().from(testDrives).where(eq(testDrives.userId, customer.id));
    expect(rides).toHaveLength(1);
  });
});
