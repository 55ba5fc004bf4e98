// The servers and databases of `npm run bench`: builds, a server pinned to one core, its memory,
// temporary and scale databases on a PostgreSQL server, and the static file it serves as the baseline.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { UNLIMITED_COST_ENV, startServer } from '../start-server.cjs';

/** Newest modification time under a folder (0 when it does not exist). */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the server when its bundle is missing or older than the sources, and the client when it was never built. */
export function ensureBuilt(root, force) {
  const mainJs = path.join(root, 'server', 'dist', 'main.js');
  const stale =
    !fs.existsSync(mainJs) ||
    fs.statSync(mainJs).mtimeMs < Math.max(newestMtime(path.join(root, 'server', 'src')), newestMtime(path.join(root, 'common', 'src')));
  const build = (workspace) => {
    console.log(`bench: building the ${workspace} (npm run build -w ${workspace})`);
    if (spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error(`the ${workspace} build failed`);
  };
  // the baseline is a file of the client build, served by the same server process
  if (force || !fs.existsSync(path.join(root, 'client', 'dist', 'index.html'))) build('client');
  if (force || stale) build('server');
}

/** Pins a process and all its threads to one CPU core; false when taskset is missing or refuses. */
export function pin(pid, core) {
  const result = spawnSync('taskset', ['-a', '-cp', String(core), String(pid)], { stdio: 'ignore' });
  return result.status === 0;
}

/** Resident memory of a process now and at its peak, in MB (Linux /proc). */
export function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key) => Math.round(Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024);
    return { rss: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

export { UNLIMITED_COST_ENV } from '../start-server.cjs';

/**
 * The built server on core 0 (the load runs on the others), on PGlite in a temporary DATA_DIR (or the
 * `dataDir` given, kept afterwards) or on `databaseUrl`.
 */
export async function startPinnedServer({ databaseUrl, demoData = true, env: extraEnv = {}, dataDir: keptDir }) {
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'evb-bench-'));
  const env = {
    NODE_ENV: 'production',
    DEMO_DATA: String(demoData),
    ...UNLIMITED_COST_ENV,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  const server = await startServer({ dataDir, env, output: 'inherit', timeoutMs: 120_000 });
  const pinned = pin(server.child.pid, 0);
  return {
    url: server.url,
    pid: server.child.pid,
    pinned,
    stop: async () => {
      await server.stop();
      if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const pgOf = (root) => createRequire(path.join(root, 'server', 'package.json'))('pg');

/** `url` with another database name. */
const withDatabase = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

export async function query(root, url, text) {
  const client = new (pgOf(root).Client)({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server of `url` (its name starts with `prefix`), dropped by the returned function. */
export async function temporaryDatabase(root, url, prefix = 'evb_bench') {
  const name = `${prefix}_${Date.now().toString(36)}`;
  await query(root, url, `create database ${name}`);
  return { url: withDatabase(url, name), drop: () => query(root, url, `drop database if exists ${name} with (force)`) };
}

/**
 * A database of the scale data set at `factor`, kept on the server between runs (seeding factor 1
 * takes about a minute): created and seeded by `npm run seed:scale` when missing or empty.
 */
export async function scaleDatabase(root, url, factor) {
  const name = `evb_bench_scale_${String(factor).replace('.', '_')}`;
  const exists = (await query(root, url, `select 1 from pg_database where datname = '${name}'`)).length > 0;
  if (!exists) await query(root, url, `create database ${name}`);
  const dbUrl = withDatabase(url, name);
  const seeded =
    exists &&
    (await query(root, dbUrl, `select to_regclass('public.users') is not null as ok`))[0].ok &&
    (await query(root, dbUrl, 'select count(*)::int as n from users'))[0].n > 0;
  if (!seeded) {
    console.log(`bench: seeding ${name} (npm run seed:scale -- --factor ${factor})`);
    const result = spawnSync('npm', ['run', 'seed:scale', '--', '--factor', String(factor)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: dbUrl },
    });
    if (result.status !== 0) throw new Error(`seeding ${name} failed`);
  } else {
    // a kept database gets the migrations of the current code, as a server start would
    spawnSync('npm', ['run', 'db:migrate'], { cwd: root, stdio: 'ignore', env: { ...process.env, DATABASE_URL: dbUrl } });
  }
  const [counts] = await query(
    root,
    dbUrl,
    `select (select count(*) from products)::int as products, (select count(*) from users)::int as users,
    (select count(*) from shops)::int as shops, (select count(*) from test_drives)::int as rides`,
  );
  return { url: dbUrl, name, counts };
}

/** The file of the client build whose size is closest to `bytes`: the precomputed answer of the baseline. */
export function staticFileNear(root, bytes) {
  const dir = path.join(root, 'client', 'dist', 'assets');
  const files = fs
    .readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ path: `/assets/${f}`, bytes: fs.statSync(path.join(dir, f)).size }));
  if (!files.length) throw new Error('the client build has no assets');
  return files.reduce((best, f) => (Math.abs(f.bytes - bytes) < Math.abs(best.bytes - bytes) ? f : best));
}

/** A bearer token of a demo account (password Demo@1234). */
export async function signIn(baseUrl, role) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@example.com`, password: 'Demo@1234' }),
  });
  const json = await res.json();
  if (!res.ok || !json.token) throw new Error(`signing in as ${role}@example.com answered ${res.status}`);
  return json.token;
}

/** A new API key of a demo account with these scopes (its secret), made through the API as a person would. */
export async function apiKeyOf(baseUrl, role, scopes) {
  const token = await signIn(baseUrl, role);
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
      variables: { input: { name: `bench ${Date.now()}`, scopes } },
    }),
  });
  const json = await res.json();
  if (!json.data?.createApiKey?.secret) throw new Error(`creating an API key as ${role}@example.com answered ${res.status}`);
  return json.data.createApiKey.secret;
}
