import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { signToken } from '../src/lib/auth';
import { bikeEdit, createFactories, OPEN_DAILY_HOURS } from './factories';
import { fakeSsrBuild } from './fake-ssr-build';
import { endPool, temporaryDatabase } from './helpers';
import { PNG } from './images';
import { closedPort, startSmtpListener } from './smtp-listener';
import { startS3Server, type S3Server } from './s3-server';

/**
 * N instances, one truth (docs/deploy.md): two real server processes, started as production starts
 * them, on one PostgreSQL database, one Redis and one S3-compatible server, each with its own
 * DATA_DIR. PostgreSQL is DATABASE_URL, else 127.0.0.1:5432; Redis is REDIS_URL, else
 * 127.0.0.1:6379. Where either does not answer, the suite is skipped with the reason printed.
 */
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SERVER_ROOT = path.resolve(__dirname, '..');
const SECRET = randomBytes(32).toString('hex');
const PUBLIC_URL = 'http://evbazaar.test';

/** Which of the two services does not answer, checked before jest collects the suite (so it can be skipped). */
function missingServices(): string[] {
  const answers = (url: string, defaultPort: number) => {
    const { hostname, port } = new URL(url);
    const script = `const s = require('net').connect(${Number(port) || defaultPort}, ${JSON.stringify(hostname)}); s.setTimeout(1500, () => process.exit(1)); s.on('connect', () => process.exit(0)); s.on('error', () => process.exit(1));`;
    return spawnSync(process.execPath, ['-e', script], { timeout: 5_000 }).status === 0;
  };
  return [
    ...(answers(POSTGRES_URL, 5432) ? [] : [`PostgreSQL at ${new URL(POSTGRES_URL).host}`]),
    ...(answers(REDIS_URL, 6379) ? [] : [`Redis at ${new URL(REDIS_URL).host}`]),
  ];
}

const missing = missingServices();
if (missing.length) console.warn(`multi-instance test skipped: no ${missing.join(' and no ')} answered`);
const suite = missing.length ? describe.skip : describe;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  log(): string;
}

/** The server as production runs it (from the sources), with its own DATA_DIR and port. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await closedPort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `evb-instance-${name}-`));
  const child = spawn(process.execPath, [require.resolve('tsx/cli', { paths: [SERVER_ROOT] }), 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { name, url: `http://127.0.0.1:${port}`, child, log: () => log };
}

async function untilReady(instance: Instance, limitMs = 150_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (instance.child.exitCode !== null) throw new Error(`instance ${instance.name} stopped: ${instance.log()}`);
    const ready = await fetch(`${instance.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`instance ${instance.name} did not get ready: ${instance.log()}`);
}

async function stop(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  const stuck = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(stuck);
}

/** Polls until `read` answers true; the time it took, in ms. */
async function timeUntil(read: () => Promise<boolean>, limitMs = 3_000) {
  const started = Date.now();
  for (;;) {
    if (await read()) return Date.now() - started;
    if (Date.now() - started > limitMs) return Infinity;
    await sleep(20);
  }
}

suite('N instances on PostgreSQL, Redis and object storage', () => {
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  /** the same database for the test's own reads */
  let sql: Pool;
  let s3: S3Server;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let build: ReturnType<typeof fakeSsrBuild>;
  let a: Instance;
  let b: Instance;
  /** mails the demo seed wrote as already sent (its history): no worker sends those */
  let seedHistory: Set<string>;

  const call = (instance: Instance, route: string, init: RequestInit & { token?: string; json?: unknown } = {}) =>
    fetch(`${instance.url}${route}`, {
      ...init,
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.headers as Record<string, string>),
      },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });

  beforeAll(async () => {
    const created = await temporaryDatabase(POSTGRES_URL);
    dropDatabase = created.drop;
    const url = created.url;
    s3 = await startS3Server();
    smtp = await startSmtpListener();
    build = fakeSsrBuild();
    const env = {
      DATABASE_URL: url,
      REDIS_URL,
      ...s3.env,
      JWT_SECRET: SECRET,
      PUBLIC_URL,
      CLIENT_DIR: build.dist,
      DEMO_DATA: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_POLL_MS: '100',
      // both start on one busy machine (the seed hashes and draws images): a shed request would be noise here
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    };
    // in the same second, on an empty database
    [a, b] = await Promise.all([startInstance('a', env), startInstance('b', env)]);
    await Promise.all([untilReady(a), untilReady(b)]);
    database = await openDatabase({ databaseUrl: url });
    sql = new Pool({ connectionString: url, max: 2 });
    seedHistory = new Set((await sql.query(`select id from mail_outbox where status = 'sent'`)).rows.map((row) => row.id as string));
  }, 200_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await database?.close();
    if (sql) await endPool(sql);
    await s3?.close();
    await smtp?.close();
    if (build) fs.rmSync(build.root, { recursive: true, force: true });
    await dropDatabase?.();
  }, 60_000);

  const logLines = (instance: Instance, message: string) =>
    instance
      .log()
      .split('\n')
      .filter((line) => line.includes(`"msg":"${message}"`)).length;

  it('started together on an empty database: the migrations run once, the demo seed runs once, both serve', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'src/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await sql.query('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(applied.rows.every((row) => row.n === 1)).toBe(true);

    expect(logLines(a, 'demo data seeded') + logLines(b, 'demo data seeded')).toBe(1);
    expect(logLines(a, 'demo data already present') + logLines(b, 'demo data already present')).toBe(1);
    const accounts = await sql.query(
      `select count(*)::int as n from users where email like '%@example.com' and email in ('admin@example.com', 'dealer@example.com', 'user@example.com')`,
    );
    expect(accounts.rows[0].n).toBe(3);

    const lists = await Promise.all([a, b].map(async (i) => (await (await call(i, '/api/product?limit=50')).json()) as { data: { id: string }[] }));
    expect(lists[0].data.length).toBeGreaterThan(0);
    expect(lists[1].data.map((p) => p.id)).toEqual(lists[0].data.map((p) => p.id));
  });

  it('an image uploaded through A is served by B, with its variants, from the object store', async () => {
    const f = createFactories(database.db);
    const admin = await f.user({ role: 'ADMIN' });
    const form = new FormData();
    form.append('images', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const uploaded = await call(a, '/api/product/upload', { method: 'POST', body: form, token: signToken(admin, SECRET, '1h') });
    expect([uploaded.status, uploaded.status === 200 ? '' : await uploaded.text()]).toEqual([200, '']);
    const [imageUrl] = ((await uploaded.json()) as { imageUrls: string[] }).imageUrls;
    const route = new URL(imageUrl).pathname;
    expect(route).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const served = await call(b, route);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const variant = await call(b, route.replace(/\.png$/, '-320.webp'));
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    // in the bucket, where B read it from (each instance's DATA_DIR is its own)
    expect(await s3.has(route.slice('/uploads/'.length))).toBe(true);
    expect(await s3.has(route.slice('/uploads/'.length).replace(/\.png$/, '-320.webp'))).toBe(true);
  });

  it('a product renamed through B is shown by A’s list and A’s server-rendered page within a second', async () => {
    const f = createFactories(database.db);
    const admin = await f.user({ role: 'ADMIN' });
    const token = signToken(admin, SECRET, '1h');
    const brand = await f.brand({ name: 'Twin Harbour Motors' });
    const product = await f.product({ name: 'Zephyrine Twin', vehicleType: 'bike', brandId: brand.id });
    const names = async (i: Instance, search: string) =>
      ((await (await call(i, `/api/product?search=${encodeURIComponent(search)}`)).json()) as { data: { name: string }[] }).data.map((p) => p.name);
    const page = async (i: Instance) => (await call(i, `/products/${product.id}`)).text();

    // A holds the list and the page in its caches before the edit
    expect(await names(a, 'Zephyrine')).toEqual(['Zephyrine Twin']);
    expect(await page(a)).toContain('Zephyrine Twin');
    expect(await page(a)).toContain('Zephyrine Twin');

    const edited = await call(b, `/api/product/edit/${product.id}`, { method: 'PUT', token, json: bikeEdit('Quasarine Twin', brand.id) });
    expect(edited.status).toBe(200);
    expect(await timeUntil(async () => JSON.stringify(await names(a, 'Quasarine')) === '["Quasarine Twin"]')).toBeLessThan(1_000);
    expect(await timeUntil(async () => (await page(a)).includes('Quasarine Twin'))).toBeLessThan(1_000);
  });

  it('an API key revoked through A is refused by B within a second, though B knew it', async () => {
    const dealer = await createFactories(database.db).user({ role: 'DEALER' });
    const token = signToken(dealer, SECRET, '1h');
    const gql = (instance: Instance, query: string, bearer: string) => call(instance, '/graphql', { method: 'POST', token: bearer, json: { query } });
    const created = (await (
      await gql(a, 'mutation { createApiKey(input: { name: "Two doors", scopes: [CATALOG_READ] }) { secret apiKey { id } } }', token)
    ).json()) as { data: { createApiKey: { secret: string; apiKey: { id: string } } } };
    const { secret, apiKey } = created.data.createApiKey;
    // B reads the key once and keeps it
    expect((await gql(b, '{ brandCount }', secret)).status).toBe(200);
    expect((await gql(b, '{ brandCount }', secret)).status).toBe(200);
    expect((await gql(a, `mutation { revokeApiKey(id: "${apiKey.id}") { revokedAt } }`, token)).status).toBe(200);
    expect(await timeUntil(async () => (await gql(b, '{ brandCount }', secret)).status === 401)).toBeLessThan(1_000);
  });

  it('20 concurrent bookings of the last place of a slot, split across A and B, give exactly one ride', async () => {
    const f = createFactories(database.db);
    const dealer = await f.dealer();
    const product = await f.product();
    await f.availability(dealer.shop.id, product.id, true);
    const hours = await call(a, '/api/dealer/ride-hours', {
      method: 'PUT',
      token: signToken(dealer.user, SECRET, '1h'),
      json: { ...OPEN_DAILY_HOURS, capacity: 2 },
    });
    expect(hours.status).toBe(200);
    const days = (
      (await (await call(b, `/api/dealer/${dealer.shop.id}/slots?productId=${product.id}`)).json()) as {
        data: { slots: { start: string; remaining: number }[] }[];
      }
    ).data;
    const slot = days.flatMap((d) => d.slots).find((s) => s.remaining === 2);
    expect(slot).toBeDefined();
    const booking = { productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id, slotStart: slot!.start };
    const riders = await Promise.all(
      Array.from({ length: 21 }, (_, n) => f.user({ role: 'USER', email: `multi.rider${n}.${randomBytes(3).toString('hex')}@example.com` })),
    );
    const book = (instance: Instance, rider: (typeof riders)[number]) =>
      call(instance, '/api/test-drive', { method: 'POST', token: signToken(rider, SECRET, '1h'), json: booking });

    expect((await book(a, riders[0])).status).toBe(201);
    const race = await Promise.all(riders.slice(1).map((rider, n) => book(n % 2 ? a : b, rider)));
    const statuses = race.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rides = await sql.query('select count(*)::int as n from test_drives where shop_id = $1 and slot_start = $2', [dealer.shop.id, new Date(slot!.start)]);
    expect(rides.rows[0].n).toBe(2);
  });

  it('the login failure limit of one account holds across A and B', async () => {
    const f = createFactories(database.db);
    const email = `multi.login.${randomBytes(4).toString('hex')}@example.com`;
    await f.user({ role: 'USER', email, password: 'Right#Pass123' });
    const login = (instance: Instance) => call(instance, '/api/auth/login', { method: 'POST', json: { email, password: 'Wrong#Pass123' } });
    // the default is 10 failures per account and address in the window: 5 through each instance
    for (let n = 0; n < 10; n++) expect((await login(n % 2 ? a : b)).status).toBe(401);
    expect((await login(a)).status).toBe(429);
    expect((await login(b)).status).toBe(429);
  });

  it('sends each outbox mail once, though both instances run the worker', async () => {
    const pending = async () => (await sql.query(`select count(*)::int as n from mail_outbox where status = 'waiting'`)).rows[0].n as number;
    expect(await timeUntil(async () => (await pending()) === 0, 20_000)).toBeLessThan(20_000);
    const sent = (await sql.query(`select id from mail_outbox where status = 'sent'`)).rows.map((row) => row.id as string).filter((id) => !seedHistory.has(id));
    // the booking race above wrote the rides' mails
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const received = smtp.received.map((mail) => /^Message-ID:\s*<outbox-([^@>]+)@/im.exec(mail.data)?.[1]);
    expect(received.sort()).toEqual(sent.sort());
  });
});
