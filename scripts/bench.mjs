// `npm run bench`: measures the product list over REST and GraphQL against a bare static server.
//
// Starts the built server (node server/dist/main.js; builds it first when it is missing, older
// than the sources, or with --build) on a free port with a temporary DATA_DIR and the demo data, waits for /readyz,
// then runs autocannon against each target and writes the results into docs/benchmarks.md.
//
// Options: --duration <s> (10), --connections <n> (10), --build, --no-write,
//          --postgres <url> (also measure on a fresh database of that PostgreSQL server)
import { spawnSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort, startServer } from './start-server.cjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const serverDir = path.join(root, 'server');
const mainJs = path.join(serverDir, 'dist', 'main.js');
const docFile = path.join(root, 'docs', 'benchmarks.md');

function parseArgs(argv) {
  const options = { duration: 10, connections: 10, build: false, write: true, postgres: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--build') options.build = true;
    else if (arg === '--no-write') options.write = false;
    else if (arg === '--postgres') options.postgres = argv[++i] || fail('--postgres needs a server URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
    else if (arg === '--duration' || arg === '--connections') {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) fail(`${arg} needs a whole number of at least 1`);
      options[arg.slice(2)] = value;
    } else fail(`unknown option ${arg} (use --duration <s>, --connections <n>, --build, --no-write, --postgres <url>)`);
  }
  return options;
}

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

/** autocannon is a devDependency of the server workspace; npm may hoist it to the root. */
function loadAutocannon() {
  for (const base of [path.join(serverDir, 'package.json'), path.join(root, 'package.json')]) {
    try {
      return createRequire(base)('autocannon');
    } catch {
      // try the next place
    }
  }
  return fail('autocannon is not installed: run npm install at the repository root');
}

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

const needsBuild = () =>
  !fs.existsSync(mainJs) || fs.statSync(mainJs).mtimeMs < Math.max(newestMtime(path.join(serverDir, 'src')), newestMtime(path.join(root, 'common', 'src')));

const LIST_QUERY = `query ProductCards($filter: ProductFilter) {
  products(filter: $filter) {
    items { id name images price vehicleType brand { id name logoUrl } }
    total
    page
    totalPages
  }
}`;

/** Each target is measured only when it answers correctly; otherwise the reason is reported. */
async function probeTargets(baseUrl) {
  const targets = [];
  let restBody;
  try {
    const res = await fetch(`${baseUrl}/api/product?page=1&limit=10`);
    const text = await res.text();
    const json = JSON.parse(text);
    if (res.status !== 200 || !Array.isArray(json.data)) throw new Error(`answered ${res.status}: ${text.slice(0, 120)}`);
    if (json.data.length === 0) throw new Error('answered an empty list (no demo data?)');
    restBody = Buffer.from(text);
    targets.push({ name: 'REST GET /api/product?page=1&limit=10', url: `${baseUrl}/api/product?page=1&limit=10`, bytes: restBody.length });
  } catch (error) {
    targets.push({ name: 'REST GET /api/product?page=1&limit=10', skipped: `not available: ${error.message}` });
  }

  const gqlBody = JSON.stringify({ query: LIST_QUERY, variables: { filter: { page: 1, limit: 10 } } });
  try {
    const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: gqlBody });
    const text = await res.text();
    const json = JSON.parse(text);
    if (res.status !== 200 || json.errors || !json.data?.products?.items?.length) throw new Error(`answered ${res.status}: ${text.slice(0, 160)}`);
    targets.push({
      name: 'GraphQL products(page: 1, limit: 10), list-card fields',
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: gqlBody,
      bytes: Buffer.byteLength(text),
    });
  } catch (error) {
    targets.push({ name: 'GraphQL products(page: 1, limit: 10), list-card fields', skipped: `not available: ${error.message}` });
  }
  return { targets, restBody };
}

function startStatic(body, port, tmpDir) {
  const bodyFile = path.join(tmpDir, 'static-body.json');
  fs.writeFileSync(bodyFile, body);
  const child = fork(path.join(root, 'scripts', 'bench-static.mjs'), [bodyFile, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the static server exited with code ${code}`)));
  });
}

function run(autocannon, target, options, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: target.url, method: target.method ?? 'GET', headers: target.headers, body: target.body, connections: options.connections, duration },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const startLoad = os.loadavg();

const fmt = (n) => Math.round(n).toLocaleString('en-US');

function table(rows) {
  const lines = ['| Target | Response bytes | Requests/s (avg) | Latency p50 (ms) | Latency p99 (ms) | Non-2xx / errors |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of rows) {
    if (r.skipped) lines.push(`| ${r.name} | - | - | - | - | ${r.skipped.replace(/[|\n\r]/g, ' ').slice(0, 140)} |`);
    else lines.push(`| ${r.name} | ${fmt(r.bytes)} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} / ${r.errors} |`);
  }
  return lines.join('\n');
}

function machine() {
  const cpus = os.cpus();
  return [
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    `- CPU: ${cpus.length} cores (${cpus[0]?.model?.trim() ?? 'unknown model'})`,
    `- Memory: ${Math.round(os.totalmem() / 1024 ** 3)} GB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node: ${process.version}`,
    // other work on the machine skews the figures; the load average says how much there was
    `- Load average when the bench started (1/5/15 min): ${startLoad.map((l) => l.toFixed(2)).join(' / ')}`,
  ].join('\n');
}

/** How far each measured target is from the static baseline. */
function reading(rows) {
  const baseline = rows.find((r) => r.name.startsWith('Static') && r.rps);
  if (!baseline) return '';
  const lines = rows
    .filter((r) => r !== baseline && r.rps)
    .map((r) => `- ${r.name}: ${((r.rps / baseline.rps) * 100).toFixed(1)} % of the baseline's requests/s, p99 ${r.p99} ms against ${baseline.p99} ms.`);
  return lines.length ? `\n${lines.join('\n')}\n` : '';
}

function writeDoc(results, options) {
  const sections = results.map(({ database, rows }) => `### ${database.label}\n\n${table(rows)}\n${reading(rows)}`).join('\n');
  const doc = `# Benchmarks

Produced by \`npm run bench\` (scripts/bench.mjs); run it again to refresh this page.

## What is measured

The built server (\`node server/dist/main.js\`, production mode, log level \`warn\`) runs with the demo
data on embedded PGlite in a temporary \`DATA_DIR\` and, with \`--postgres <url>\`, again on a fresh
database of that PostgreSQL server. autocannon (in the bench process) sends
requests over ${options.connections} keep-alive connections for ${options.duration} s per target, after a 2 s warm-up:

1. **REST**: \`GET /api/product?page=1&limit=10\`, the list the e-vehicles page reads.
2. **GraphQL**: \`products(filter: { page: 1, limit: 10 })\` with the fields a list card needs
   (id, name, images, price, vehicleType, brand { id, name, logoUrl }, total, page, totalPages).
3. **Static baseline**: a bare \`node:http\` server in its own process (scripts/bench-static.mjs)
   answering every request with the REST answer, precomputed as one Buffer. The gap to it is the
   cost of Fastify/mercurius, the services and the database, not of HTTP or JSON transfer.

The load generator and the servers share the same machine, so absolute numbers are modest;
compare the rows with each other.

## Machine

${machine()}

## Results

${sections}
## Where the time goes

Embedded PGlite is PostgreSQL compiled to WebAssembly: it runs inside the server process, one
query at a time, on the same thread as Fastify. A product list answer costs a handful of queries
(the page, the total, then one batched query each for colours, brands and, on request, variants),
so its rate is bounded by PGlite's per-query cost, while the baseline pays only for HTTP.
GraphQL resolves only the card's fields (the brand through a loader) and sends a smaller answer.
A deployment with \`DATABASE_URL\` runs queries on a PostgreSQL server in its own processes,
with a connection pool of 10, and is expected to do better under concurrency.
`;
  fs.mkdirSync(path.dirname(docFile), { recursive: true });
  fs.writeFileSync(docFile, doc);
}

/** A fresh database on the PostgreSQL server of `url`, dropped by the returned function. */
async function temporaryDatabase(url) {
  const pg = createRequire(path.join(serverDir, 'package.json'))('pg');
  const name = `evb_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Starts the server on one database, measures every target, stops it. */
async function measure(autocannon, options, database) {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-bench-'));
  const temp = database.url ? await temporaryDatabase(database.url) : undefined;
  const env = { NODE_ENV: 'production', ...(temp ? { DATABASE_URL: temp.url } : {}) };
  let server;
  let staticServer;
  const cleanUp = async () => {
    await stop(staticServer);
    await server?.stop();
    await temp?.drop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  };
  // Ctrl-C: stop both servers and remove the temporary data
  const onInterrupt = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onInterrupt);
  try {
    console.log(`bench: starting the server (${database.label})`);
    server = await startServer({ dataDir: tmpDir, env, output: 'inherit', timeoutMs: 90_000 });
    const baseUrl = server.url;

    const { targets, restBody } = await probeTargets(baseUrl);
    const staticPort = await freePort();
    // without a REST answer the baseline still serves a body of a typical list size
    const staticBody = restBody ?? Buffer.from(JSON.stringify({ data: Array.from({ length: 10 }, (_, i) => ({ _id: String(i).padStart(24, '0'), name: 'x'.repeat(600) })) }));
    staticServer = await startStatic(staticBody, staticPort, tmpDir);
    const staticName = restBody ? 'Static JSON Buffer (node:http, same bytes as REST)' : 'Static JSON Buffer (node:http, synthetic list body)';
    targets.push({ name: staticName, url: `http://127.0.0.1:${staticPort}/`, bytes: staticBody.length });

    const rows = [];
    for (const target of targets) {
      if (target.skipped) {
        console.log(`bench: skipping ${target.name}: ${target.skipped}`);
        rows.push(target);
        continue;
      }
      console.log(`bench: ${target.name} (${options.duration} s, ${options.connections} connections)`);
      await run(autocannon, target, options, 2);
      const result = await run(autocannon, target, options, options.duration);
      rows.push({ ...target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts });
    }
    console.log(`\n${database.label}\n${table(rows)}\n`);
    return rows;
  } finally {
    process.removeListener('SIGINT', onInterrupt);
    await cleanUp();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const autocannon = loadAutocannon();

  if (options.build || needsBuild()) {
    console.log('bench: building the server (npm run build -w server)');
    const built = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) fail('the server build failed');
  }

  const databases = [{ label: 'embedded PGlite (the default)' }];
  if (options.postgres) databases.push({ label: 'PostgreSQL server (DATABASE_URL)', url: options.postgres });
  const results = [];
  for (const database of databases) results.push({ database, rows: await measure(autocannon, options, database) });
  if (options.write) {
    writeDoc(results, options);
    console.log(`bench: results written to ${path.relative(root, docFile)}`);
  }
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
