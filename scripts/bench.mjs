// `npm run bench`: the e-vehicles list over REST and GraphQL as ratios of a precomputed answer served
// by the same server, and with --scale the p95 of hot endpoints at factor 1 against factor 0.01.
// What is measured is listed in scripts/bench/cases.mjs (a case is one line); results go to docs/benchmarks.md.
//
// With --scale --uncached it measures the long tail instead: reads whose every request is new to the
// cache (scripts/bench/uncached.mjs), at factor 1 against factor 0.01; the other sections of the page stay.
//
// Options: --duration <s> (5), --rounds <n> (3), --postgres <url> (also on PostgreSQL; the server of
//          the scale run), --scale, --uncached, --build (rebuild server and client), --no-write,
//          --cases <words> (with --uncached: only the reads whose name holds one of the comma-separated
//          words, e.g. --cases typo,suggestions; a subset leaves docs/benchmarks.md as it is)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIST_CASES, SCALE_CASES } from './bench/cases.mjs';
import { hit, loadAutocannon, median, requestOf } from './bench/load.mjs';
import { document } from './bench/report.mjs';
import { measureUncached } from './bench/uncached-run.mjs';
import { ensureBuilt, memoryOf, pin, scaleDatabase, signIn, apiKeyOf, startPinnedServer, staticFileNear, temporaryDatabase } from './bench/servers.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const docFile = path.join(root, 'docs', 'benchmarks.md');
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** autocannon stops with requests in flight: the server finishes them before it is stopped */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

function parseArgs(argv) {
  const options = { duration: 5, rounds: 3, build: false, write: true, postgres: undefined, scale: false, uncached: false, cases: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--build') options.build = true;
    else if (arg === '--no-write') options.write = false;
    else if (arg === '--scale') options.scale = true;
    else if (arg === '--uncached') options.uncached = true;
    else if (arg === '--cases') {
      options.cases = (argv[++i] || fail('--cases needs words of the reads to measure, e.g. typo,suggestions')).split(',').filter(Boolean);
      options.write = false;
    } else if (arg === '--postgres') options.postgres = argv[++i] || fail(`--postgres needs a server URL, e.g. ${DEFAULT_POSTGRES}`);
    else if (arg === '--duration' || arg === '--rounds') {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) fail(`${arg} needs a whole number of at least 1`);
      options[arg.slice(2)] = value;
    } else fail(`unknown option ${arg} (use --duration <s>, --rounds <n>, --postgres <url>, --scale, --uncached, --cases <words>, --build, --no-write)`);
  }
  if (options.uncached && !options.scale) fail('--uncached measures the scale data set: add --scale');
  if (options.cases && !options.uncached) fail('--cases chooses among the uncached reads: add --scale --uncached');
  return options;
}

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

/**
 * A case made ready on a started server: its path resolved, signed in when it asks to be, and
 * checked once; a case that does not answer correctly is reported as skipped with the reason.
 */
async function prepare(cases, baseUrl, probe = {}) {
  const tokens = new Map();
  const ready = [];
  for (const c of cases) {
    try {
      if (c.as && !tokens.has(c.as)) tokens.set(c.as, await signIn(baseUrl, c.as));
      if (c.key && !tokens.has(`key:${c.key}`)) tokens.set(`key:${c.key}`, await apiKeyOf(baseUrl, c.key, ['CATALOG_READ']));
      const target = { ...c, baseUrl, token: tokens.get(c.key ? `key:${c.key}` : c.as), resolvedPath: typeof c.path === 'function' ? c.path(probe) : c.path };
      const { url, ...init } = requestOf(target);
      const res = await fetch(url, init);
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`answered ${res.status}: ${body.toString().slice(0, 120)}`);
      if (c.check && !c.check(c.page ? body.toString() : JSON.parse(body.toString())))
        throw new Error(`answered without the expected rows: ${body.toString().slice(0, 120)}`);
      ready.push({ ...target, bytes: body.length });
    } catch (error) {
      ready.push({ name: c.name, skipped: `not measured: ${error.message}` });
    }
  }
  return ready;
}

/** Part 1 on one database: the list cases and the precomputed answer, rounds at -c 1, then p99 at -c 50. */
async function measureLists(autocannon, options, database) {
  const temp = database.url ? await temporaryDatabase(root, database.url) : undefined;
  console.log(`bench: list cases on ${database.label}`);
  const server = await startPinnedServer({ databaseUrl: temp?.url });
  try {
    const cases = await prepare(LIST_CASES, server.url);
    const file = staticFileNear(root, cases.find((c) => !c.skipped)?.bytes ?? 10_000);
    const baseline = {
      name: `precomputed answer (client build file ${file.path.replace(/-[\w-]{8}\./, '-….')})`,
      kind: 'static',
      baseUrl: server.url,
      resolvedPath: file.path,
      bytes: file.bytes,
    };
    const targets = [baseline, ...cases];
    const live = targets.filter((t) => !t.skipped);
    for (const t of live) await hit(autocannon, requestOf(t), { connections: 1, duration: 1 });
    const rates = new Map(live.map((t) => [t, []]));
    for (let round = 1; round <= options.rounds; round++) {
      for (const t of live) {
        const result = await hit(autocannon, requestOf(t), { connections: 1, duration: options.duration });
        if (result.bad) console.warn(`bench: ${t.name}: ${result.bad} failed requests in round ${round}`);
        rates.get(t).push(result.rps);
        console.log(`bench:   round ${round} ${t.name}: ${Math.round(result.rps)} req/s`);
      }
    }
    for (const t of live) {
      t.rps = median(rates.get(t));
      t.p99at50 = (await hit(autocannon, requestOf(t), { connections: 50, duration: options.duration })).p99;
      console.log(`bench:   ${t.name}: median ${Math.round(t.rps)} req/s, p99 at 50 connections ${t.p99at50} ms`);
    }
    return { label: database.label, rows: targets, memory: memoryOf(server.pid), pinned: server.pinned };
  } finally {
    await settle();
    await server.stop();
    await temp?.drop();
  }
}

/** Part 2: every scale case at factor 0.01 and at factor 1, p95 at -c 1. */
async function measureScale(autocannon, options, serverUrl) {
  const runs = [];
  for (const factor of [0.01, 1]) {
    const db = await scaleDatabase(root, serverUrl, factor);
    console.log(`bench: scale cases at factor ${factor} (${db.name})`);
    const server = await startPinnedServer({ databaseUrl: db.url, demoData: false });
    try {
      const first = await (await fetch(`${server.url}/api/product?page=1&limit=12`)).json();
      const rows = await prepare(SCALE_CASES, server.url, { productPages: first.totalPages ?? 1 });
      for (const row of rows.filter((r) => !r.skipped)) {
        await hit(autocannon, requestOf(row), { connections: 1, duration: 1 });
        Object.assign(row, await hit(autocannon, requestOf(row), { connections: 1, duration: options.duration }));
        console.log(`bench:   ${row.name}: p95 ${row.p95} ms (${row.count} requests)`);
      }
      runs.push({ factor, db, rows, memory: memoryOf(server.pid) });
    } finally {
      await settle();
      await server.stop();
    }
  }
  return { runs };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const startLoad = os.loadavg();
  // the load generator stays off the server's core
  const cores = os.cpus().length;
  if (cores > 1) pin(process.pid, cores > 2 ? `1-${cores - 1}` : '1');
  ensureBuilt(root, options.build);
  const autocannon = loadAutocannon(root);
  const previous = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '';
  // the memory figures are written by the soak's maintainers beside this page and shown in it
  const memoryFile = path.join(root, 'docs', 'benchmarks-memory.md');
  const memory = fs.existsSync(memoryFile) ? fs.readFileSync(memoryFile, 'utf8') : undefined;
  // and the long tail's earlier runs and plan changes, kept by hand, under its section
  const longTailFile = path.join(root, 'docs', 'benchmarks-long-tail.md');
  const longTailNotes = fs.existsSync(longTailFile) ? fs.readFileSync(longTailFile, 'utf8') : undefined;

  if (options.uncached) {
    const uncached = await measureUncached(root, autocannon, options, options.postgres ?? DEFAULT_POSTGRES);
    return write(document({ uncached, memory, longTailNotes, options, startLoad, previous }), options);
  }

  const databases = [{ label: 'embedded PGlite (the default)' }];
  if (options.postgres) databases.push({ label: 'PostgreSQL server (DATABASE_URL)', url: options.postgres });
  const lists = [];
  for (const database of databases) lists.push(await measureLists(autocannon, options, database));
  const scale = options.scale ? await measureScale(autocannon, options, options.postgres ?? DEFAULT_POSTGRES) : undefined;

  write(document({ lists, scale, memory, longTailNotes, options, startLoad, previous }), options);
}

function write(doc, options) {
  console.log(`\n${doc}`);
  if (options.write) {
    fs.writeFileSync(docFile, doc);
    console.log(`bench: results written to ${path.relative(root, docFile)}`);
  }
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
