import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import { MESSAGES } from '@evbazaar/common';
import { createTestApp, type TestApp } from '../helpers';

/** A port nothing listens on: every connection is refused at once. */
const CLOSED_REDIS = 'redis://127.0.0.1:1';
const OUTAGE_WARNING = 'limit store (Redis) unreachable';

function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe('Redis unreachable: limited requests answer 503 with a clear message, logged once', () => {
  let t: TestApp;
  const log = memoryLog();
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: CLOSED_REDIS, logLevel: 'info', logStream: log.stream });
  });
  afterAll(() => t.close());

  it('REST login, registration, forgot-password and contact answer 503 { message }, never a stack', async () => {
    const user = await t.seed.user();
    const answers = [
      await t.api.post('/api/auth/login').send({ email: user.email, password: user.password }),
      await t.api
        .post('/api/auth/register')
        .send({ name: 'Nisha', username: 'nisha_r', contact: '9812345678', email: 'nisha.r@example.com', password: 'Secret@123', role: 'User' }),
      await t.api.post('/api/auth/forgot-password').send({ email: user.email }),
      await t.api.post('/api/contact').send({ name: 'Nisha', email: 'nisha.r@example.com', phone: '9812345678', message: 'Hello' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: MESSAGES.http.limitsUnavailable });
      expect(res.text).not.toMatch(/at .*\.(ts|js):\d+|ECONNREFUSED|ioredis/);
    }
  });

  it('GraphQL login answers UNAVAILABLE with the same message', async () => {
    const res = await t.gql('mutation { login(email: "someone@example.com", password: "Secret@123") { token } }');
    expect(res.body.errors[0]).toMatchObject({ message: MESSAGES.http.limitsUnavailable, extensions: { code: 'UNAVAILABLE' } });
    expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|stack/);
  });

  it('fails fast: 20 logins during the outage take well under a second each', async () => {
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api
          .post('/api/auth/login')
          .send({ email: 'x@example.com', password: 'Secret@123' })
          .then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array(20).fill(503));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('/readyz answers 503 and names Redis as the dependency that failed', async () => {
    const res = await t.api.get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', failed: ['redis'] });
  });

  it('requests without a limit are served as usual', async () => {
    expect((await t.api.get('/healthz')).status).toBe(200);
    expect((await t.api.get('/api/product')).status).toBe(200);
  });

  it('the outage is logged once as a warning, not per request, and never as an error', () => {
    const entries = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.filter((e) => e.msg.startsWith(OUTAGE_WARNING))).toEqual([expect.objectContaining({ level: 40 })]);
    expect(entries.filter((e) => e.level >= 50)).toEqual([]);
  });
});

const REDIS_URL = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP relay to the real Redis that the test can cut and restore on the same port. */
async function redisRelay() {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(REDIS_URL.port || 6379), REDIS_URL.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await open();
  return { url: () => `redis://127.0.0.1:${port}`, cut, restore: open };
}

/** Polls /readyz until it answers `status`, for at most `ms`. */
async function readyzBecomes(t: TestApp, status: number, ms = 15_000) {
  const deadline = Date.now() + ms;
  let res = await t.api.get('/readyz');
  while (res.status !== status && Date.now() < deadline) {
    await sleep(200);
    res = await t.api.get('/readyz');
  }
  return res;
}

describe('readiness follows Redis: 503 while it is away, 200 once it is back', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  beforeAll(async () => {
    relay = await redisRelay();
    t = await createTestApp({ redisUrl: relay.url(), redisKeyPrefix: `evb-test:${randomBytes(6).toString('hex')}:` });
  });
  afterAll(async () => {
    await t.close();
    await relay.cut();
  });

  it('is ready with Redis, unready without it (sign-in briefly unavailable), and ready again when it returns', async () => {
    const user = await t.seed.user();
    const ready = await readyzBecomes(t, 200);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', redis: 'ok' });

    await relay.cut();
    const away = await readyzBecomes(t, 503);
    expect(away.status).toBe(503);
    expect(away.body).toMatchObject({ status: 'unavailable', failed: ['redis'] });
    const login = await t.api.post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({ message: MESSAGES.http.limitsUnavailable });
    expect(login.body.message).toMatch(/briefly unavailable/);

    await relay.restore();
    const back = await readyzBecomes(t, 200);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'ready', redis: 'ok' });
    expect((await t.api.post('/api/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
  }, 60_000);
});
