// `node scripts/bench-audit.mjs`: the p95 of the audit trail's reads (issue 29) on the scale data set
// (5,000,000 events at factor 1), through the built server's REST door, one request at a time:
//   - the admins' list, first page, up to a random instant (each request a different window);
//   - the admins' list filtered by a random action, first page;
//   - one product's history (a random product each time);
//   - a dealer's list (its shop's events only), for several dealers, up to a random instant.
// Each request counts its page and its capped total, as the screen asks them.
//
// Options: --factor <f> (1; the scale seed's factor, e.g. 0.2 for 1,000,000 events on a busy machine),
//          --samples <n> (200 per case), --postgres <url>, --build (rebuild the server first)
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { query, startPinnedServer } from './bench/servers.mjs';

const root = path.dirname(fileURLToPath(import.meta.url)).replace(/[/\\]scripts$/, '');
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const ACTIONS = ['product.updated', 'shop.stock_changed', 'test_ride.status_changed', 'login.succeeded', 'login.failed'];
const DAY = 86_400_000;

function parseArgs(argv) {
  const options = { factor: 1, samples: 200, postgres: DEFAULT_POSTGRES, build: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--factor') options.factor = Number(argv[++i]);
    else if (arg === '--samples') options.samples = Number(argv[++i]);
    else if (arg === '--postgres') options.postgres = argv[++i];
    else if (arg === '--build') options.build = true;
    else fail(`unknown option ${arg} (use --factor <f>, --samples <n>, --postgres <url>, --build)`);
  }
  if (!(options.factor > 0 && options.factor <= 10)) fail('--factor must be above 0 and at most 10');
  if (!Number.isInteger(options.samples) || options.samples < 10) fail('--samples must be a whole number of at least 10');
  return options;
}

function fail(message) {
  console.error(`bench-audit: ${message}`);
  process.exit(1);
}

const withDatabase = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/** The scale database of this factor with its audit events, kept between runs; seeded when missing or empty. */
async function auditDatabase(url, factor) {
  const name = `evb_bench_audit_${String(factor).replace('.', '_')}`;
  const exists = (await query(root, url, `select 1 from pg_database where datname = '${name}'`)).length > 0;
  if (!exists) await query(root, url, `create database ${name}`);
  const dbUrl = withDatabase(url, name);
  const seeded = exists && (await query(root, dbUrl, `select to_regclass('public.audit_events') is not null as ok`))[0].ok;
  const events = seeded ? (await query(root, dbUrl, 'select count(*)::int as n from audit_events'))[0].n : 0;
  if (!events) {
    if (exists) {
      await query(root, url, `drop database if exists ${name} with (force)`);
      await query(root, url, `create database ${name}`);
    }
    console.log(`bench-audit: seeding ${name} (npm run seed:scale -- --factor ${factor})`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'seed:scale', '--', '--factor', String(factor)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: dbUrl },
    });
    if (result.status !== 0) fail(`seeding ${name} failed`);
    console.log(`bench-audit: seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  } else spawnSync('npm', ['run', 'db:migrate'], { cwd: root, stdio: 'ignore', env: { ...process.env, DATABASE_URL: dbUrl } });
  const [counts] = await query(root, dbUrl, 'select (select count(*) from audit_events)::int as events, (select count(*) from shops)::int as shops');
  return { url: dbUrl, counts };
}

async function signIn(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@1234' }),
  });
  const json = await res.json();
  if (!res.ok || !json.token) fail(`signing in as ${email} answered ${res.status}`);
  return json.token;
}

const p = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const randomInstant = () => new Date(Date.now() - Math.floor(Math.random() * 700) * DAY - Math.floor(Math.random() * DAY)).toISOString();

async function measure(baseUrl, label, samples, next) {
  const times = [];
  let rows = 0;
  for (let i = 0; i < samples; i++) {
    const { path: url, token } = next(i);
    const started = performance.now();
    const res = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    times.push(performance.now() - started);
    if (!res.ok) fail(`${label}: ${url} answered ${res.status} ${JSON.stringify(body)}`);
    rows += body.data.length;
  }
  times.sort((a, b) => a - b);
  const line = {
    case: label,
    p50: +p(times, 0.5).toFixed(1),
    p95: +p(times, 0.95).toFixed(1),
    max: +times[times.length - 1].toFixed(1),
    rowsPerPage: +(rows / samples).toFixed(1),
  };
  console.log(`${label.padEnd(34)} p50 ${String(line.p50).padStart(6)} ms   p95 ${String(line.p95).padStart(6)} ms   max ${String(line.max).padStart(6)} ms`);
  return line;
}

async function run() {
  const options = parseArgs(process.argv.slice(2));
  // the server bundle only: the audit trail is read over REST, no page of the client is served
  if (options.build || !fs.existsSync(path.join(root, 'server', 'dist', 'main.js'))) {
    if (spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' }).status !== 0) fail('the server build failed');
  }
  const database = await auditDatabase(options.postgres, options.factor);
  console.log(`bench-audit: ${database.counts.events.toLocaleString('en-IN')} audit events, ${database.counts.shops} shops (factor ${options.factor})`);
  const products = (await query(root, database.url, `select id from products order by md5(id) limit ${options.samples}`)).map((r) => r.id);
  const dealers = (await query(root, database.url, `select u.email from users u join shops s on s.user_id = u.id order by md5(u.id) limit 5`)).map(
    (r) => r.email,
  );
  const server = await startPinnedServer({ databaseUrl: database.url, demoData: false });
  try {
    const admin = await signIn(server.url, 'admin@example.com');
    const dealerTokens = [];
    for (const email of dealers) dealerTokens.push(await signIn(server.url, email));
    // one request first: the server's own start-up work is not measured
    await fetch(`${server.url}/api/audit?limit=20`, { headers: { authorization: `Bearer ${admin}` } });
    const results = [
      await measure(server.url, 'admin list, first page', options.samples, () => ({ path: `/api/audit?limit=20&to=${randomInstant()}`, token: admin })),
      await measure(server.url, 'admin list by action, first page', options.samples, (i) => ({
        path: `/api/audit?limit=20&action=${ACTIONS[i % ACTIONS.length]}&to=${randomInstant()}`,
        token: admin,
      })),
      await measure(server.url, "a product's history", options.samples, (i) => ({
        path: `/api/audit?limit=20&targetType=product&targetId=${products[i % products.length]}`,
        token: admin,
      })),
      await measure(server.url, "a dealer's list (its shop)", options.samples, (i) => ({
        path: `/api/audit?limit=20&to=${randomInstant()}`,
        token: dealerTokens[i % dealerTokens.length],
      })),
    ];
    const worst = Math.max(...results.map((r) => r.p95));
    console.log(`bench-audit: worst p95 ${worst} ms (target under 100 ms at 5,000,000 events)`);
    console.log(JSON.stringify({ factor: options.factor, events: database.counts.events, results }));
  } finally {
    await server.stop();
  }
}

run().catch((error) => fail(error.stack ?? String(error)));
