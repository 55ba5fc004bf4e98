import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, freshDatabase, TEST_JWT_SECRET, type TestApp } from '../../test/helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the event loop as a slow synchronous job would. */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}

describe('start-up: listening before the database is migrated', () => {
  it('answers /healthz, refuses /readyz and every other request with a quick 503 until ready, then serves', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-start-'));
    const { database, drop } = await freshDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }, { jwtSecret: TEST_JWT_SECRET });
    const app = await buildApp(config, database, { starting: true });
    try {
      await app.ready();
      const api = supertest(app.server);
      expect((await api.get('/healthz')).status).toBe(200);
      const starting = await api.get('/readyz');
      expect([starting.status, starting.body]).toEqual([503, { status: 'starting' }]);
      for (const request of [api.get('/api/product'), api.post('/graphql').send({ query: '{ brands { id } }' })]) {
        const res = await request;
        expect([res.status, res.headers['retry-after'], res.body.message]).toEqual([503, '2', 'EV Bazaar is starting. Please try again in a moment.']);
      }
      await database.migrate();
      app.lifecycle.markReady();
      expect((await api.get('/readyz')).status).toBe(200);
      expect((await api.get('/api/product')).status).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says it is closing once shutdown begins', async () => {
    const { database, drop } = await freshDatabase();
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'evb-close-')) }, { jwtSecret: TEST_JWT_SECRET });
    const app = await buildApp(config, database);
    const states: string[] = [];
    app.addHook('onClose', async () => {
      states.push(app.lifecycle.state);
    });
    await app.ready();
    expect(app.lifecycle.state).toBe('ready');
    await app.close();
    await database.close();
    await drop();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
    expect(states).toEqual(['closing']);
  });
});

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loadShedding: { maxEventLoopDelayMs: 150, maxHeapUsedBytes: 0, sampleIntervalMs: 200, retryAfterSeconds: 5 } });
  });
  afterAll(() => t.close());

  it('refuses with 503 and Retry-After while the event loop lags, keeps the probes and metrics answering, and recovers', async () => {
    const product = await t.seed.product();
    const servedOnceQuiet = async () => {
      for (let i = 0; i < 25; i++) {
        if ((await t.api.get(`/api/product/${product.id}`)).status === 200) return true;
        await sleep(200);
      }
      return false;
    };
    expect(await servedOnceQuiet()).toBe(true);

    // a slow job, again and again: every sample of the event loop's delay is mostly lag
    const lag = async () => {
      for (let i = 0; i < 4; i++) {
        block(1_000);
        await sleep(0);
      }
    };
    await lag();
    const refused = await t.api.get(`/api/product/${product.id}`);
    expect([refused.status, refused.headers['retry-after'], refused.body.message]).toEqual([
      503,
      '5',
      'EV Bazaar is busy right now. Please reload the page in a moment.',
    ]);
    // lagging again: on a busy machine the first refusal can take long enough for a quiet sample to land
    await lag();
    const page = await t.api.get('/e_vehicles').set('accept', 'text/html');
    expect([page.status, page.headers['content-type']]).toEqual([503, 'text/html; charset=utf-8']);
    expect((await t.api.get('/healthz')).status).toBe(200);
    const shed = (await t.app.deps.metrics.loadShed.get()).values.find((v) => v.labels.reason === 'event_loop_delay')?.value;
    expect(shed).toBeGreaterThanOrEqual(2);

    // a few quiet samples later the instance serves again
    expect(await servedOnceQuiet()).toBe(true);
  });
});
