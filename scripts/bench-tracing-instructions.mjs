// `node scripts/bench-tracing-instructions.mjs [--warm 8000] [--requests 1500] [--variants untraced,traced]`
// (after `npm run build`; needs valgrind): what tracing costs a cached read, counted in instructions,
// which other work on a shared machine does not change (requests/s move by a quarter from round to
// round there). Each variant is the built server on PGlite with the demo data run under callgrind with
// collection off; after `--warm` requests of the e-vehicles list (REST, then GraphQL) to settle the JIT
// and the cache, collection is turned on for `--requests` more of each and the main thread's
// instructions are divided by their number. `traced` sends spans to a local receiver with the default
// sampling (or OTEL_TRACES_SAMPLER_ARG in front of the command). Prints each variant's instructions
// per request and traced over untraced (issue 25's target: traced keeps at least 80 %). `--keep DIR` keeps
// the main thread's dump of each case there, for `callgrind_annotate`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_QUERY } from './bench/cases.mjs';
import { loadAutocannon } from './bench/load.mjs';
import { ensureBuilt } from './bench/servers.mjs';
import startServerModule from './start-server.cjs';

const { UNLIMITED_COST_ENV } = startServerModule;
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const WARM = Number(arg('warm', 8000));
const REQUESTS = Number(arg('requests', 1500));
const VARIANTS = String(arg('variants', 'untraced,traced')).split(',');
/** a folder to keep each case's callgrind dump in (for callgrind_annotate), instead of deleting them */
const KEEP = arg('keep', undefined);

const CASES = [
  { name: 'REST', request: (url) => ({ url: `${url}/api/product?vehicleType=scooter&maxPrice=150000&sort=price_asc`, method: 'GET' }) },
  {
    name: 'GraphQL',
    request: (url) => ({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: CARD_QUERY,
        variables: { filter: { vehicleType: 'SCOOTER', maxPrice: 150000, sort: 'PRICE_ASC' } },
        operationName: 'Products',
      }),
    }),
  },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function send(autocannon, request, amount) {
  return new Promise((resolve, reject) => {
    autocannon({ ...request, connections: 4, amount, timeout: 120 }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors) return reject(new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`));
      resolve();
    });
  });
}

// valgrind names its control pipes after $USER and $HOST as the server saw them (HOST is its listening address)
const control = (...args) => {
  const result = spawnSync('callgrind_control', args, { encoding: 'utf8', env: { ...process.env, HOST: '127.0.0.1' } });
  if (result.status !== 0) throw new Error(`callgrind_control ${args.join(' ')}: ${result.stderr || result.stdout}`);
};

/** The instructions of the process's first thread (the JavaScript one) in the dumps callgrind wrote. */
function mainThreadInstructions(dir, pid) {
  let total = 0;
  for (const file of fs.readdirSync(dir).filter((name) => name.startsWith(`cg.${pid}`) && name.endsWith('-01'))) {
    const summary = /^(?:summary|totals): (\d+)/m.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (summary) total += Number(summary[1]);
  }
  return total;
}

async function measure(variant, autocannon, endpoint) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-callgrind-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `http://127.0.0.1:${port}`;
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'server', 'package.json'), 'utf8'));
  const env = {
    ...process.env,
    ...UNLIMITED_COST_ENV,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: path.join(dir, 'data'),
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // under valgrind the event loop lags by seconds: load shedding would refuse the load
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    ...(variant === 'traced' ? { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'ev-bazaar-bench' } : {}),
  };
  delete env.DATABASE_URL;
  const nodeFlags = (pkg.config?.nodeFlags ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(
    'valgrind',
    ['--tool=callgrind', '--instr-atstart=no', '--separate-threads=yes', `--callgrind-out-file=${dir}/cg.%p`, process.execPath, ...nodeFlags, 'dist/main.js'],
    { cwd: path.join(root, 'server'), env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    const deadline = Date.now() + 30 * 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${variant} server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`the ${variant} server was not ready in 30 minutes`);
      const ok = await fetch(`${url}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await sleep(2000);
    }
    const perRequest = {};
    for (const c of CASES) {
      await send(autocannon, c.request(url), WARM);
      control('-z', String(child.pid));
      control('-i', 'on', String(child.pid));
      await send(autocannon, c.request(url), REQUESTS);
      // dumped while still on: switching instrumentation off drops what was counted
      control('-d', c.name, String(child.pid));
      control('-i', 'off', String(child.pid));
      perRequest[c.name] = mainThreadInstructions(dir, child.pid) / REQUESTS;
      for (const file of fs.readdirSync(dir).filter((name) => name.startsWith(`cg.${child.pid}`))) {
        if (KEEP && file.endsWith('-01')) fs.copyFileSync(path.join(dir, file), path.join(KEEP, `${variant}-${c.name}.callgrind`));
        fs.rmSync(path.join(dir, file));
      }
      console.log(`${variant}, ${c.name}: ${Math.round(perRequest[c.name] / 1000)} k instructions a request`);
    }
    return perRequest;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  ensureBuilt(root, false);
  const autocannon = loadAutocannon(root);
  const receiver = http.createServer((request, response) => request.resume().on('end', () => response.end('{}')));
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${receiver.address().port}`;
  const results = {};
  try {
    for (const variant of VARIANTS) results[variant] = await measure(variant, autocannon, endpoint);
  } finally {
    receiver.close();
  }
  if (results.untraced && results.traced) {
    for (const c of CASES) {
      const kept = (100 * results.untraced[c.name]) / results.traced[c.name];
      console.log(`${c.name}: traced keeps ${kept.toFixed(1)} % of untraced (target at least 80 %)`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
