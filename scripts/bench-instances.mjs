// `node scripts/bench-instances.mjs [--rounds 3] [--duration 8]` (after `npm run build -w server`; needs a
// PostgreSQL server at DATABASE_URL or 127.0.0.1:5432 and Redis at REDIS_URL or 127.0.0.1:6379):
// what a second instance adds (issue 24). Two built servers on one fresh PostgreSQL database and one
// Redis, each pinned to a core of its own, serve the e-vehicles list (REST, a cached read).
//
// On a machine of two cores the load generator has no core of its own, so requests/s of two
// instances cannot be read off directly. What is measured instead is the CPU time each request
// costs a server (utime + stime of the process from /proc, over the requests it answered): with
// one instance serving alone, and with both serving at once (the load split between them). A core
// gives 1 / (CPU time per request) requests/s, so two instances on two cores give
// 2 x cost(one) / cost(two) of one: the scaling factor (target at least 1.7). The raw requests/s of
// both runs are printed too; they include the load generator's share of the cores.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { cpuSeconds, hit, loadAutocannon, median } from './bench/load.mjs';
import { spawnSync } from 'node:child_process';
import { pin, temporaryDatabase } from './bench/servers.mjs';
import { startServer } from './start-server.cjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('rounds', 3);
const DURATION = arg('duration', 8);
const CONNECTIONS = 10;
const LIST = '/api/product?vehicleType=scooter&maxPrice=150000&sort=price_asc';
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Runs the load on the given servers at once (connections split evenly); requests answered and CPU seconds each used. */
async function serve(autocannon, servers) {
  const before = servers.map((s) => cpuSeconds(s.child.pid));
  const results = await Promise.all(
    servers.map((s) => hit(autocannon, { url: `${s.url}${LIST}`, method: 'GET' }, { connections: CONNECTIONS / servers.length, duration: DURATION })),
  );
  const cpu = servers.map((s, i) => cpuSeconds(s.child.pid) - before[i]);
  const bad = results.reduce((sum, r) => sum + r.bad, 0);
  if (bad) throw new Error(`${bad} requests failed`);
  const requests = results.reduce((sum, r) => sum + r.count, 0);
  return { rps: requests / DURATION, cpuPerRequest: cpu.reduce((a, b) => a + b, 0) / requests };
}

async function main() {
  // the server's bundle only: no page is rendered, no client file is read
  if (
    !fs.existsSync(path.join(root, 'server', 'dist', 'main.js')) &&
    spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' }).status !== 0
  )
    throw new Error('the server build failed');
  const autocannon = loadAutocannon(root);
  const database = await temporaryDatabase(root, POSTGRES_URL, 'evb_bench_instances');
  const servers = [];
  try {
    const env = { DATABASE_URL: database.url, REDIS_URL, NODE_ENV: 'production', JWT_SECRET: crypto.randomBytes(32).toString('hex'), DEMO_DATA: 'true' };
    for (const core of [0, 1]) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-bench-instance-'));
      const server = await startServer({ dataDir, env, timeoutMs: 120_000 });
      servers.push({ ...server, dataDir, pinned: pin(server.child.pid, core) });
    }
    if (!servers.every((s) => s.pinned)) console.log('bench: taskset is missing or refused; the servers are not pinned');
    // warm both caches
    await serve(autocannon, servers);
    const one = [];
    const two = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // the load generator beside the lone instance on the other core; the order changes every round
      const alone = async () => {
        pin(process.pid, 1);
        one.push(await serve(autocannon, [servers[0]]));
      };
      const both = async () => {
        pin(process.pid, '0,1');
        two.push(await serve(autocannon, servers));
      };
      if (round % 2) {
        await alone();
        await both();
      } else {
        await both();
        await alone();
      }
      const [a, b] = [one.at(-1), two.at(-1)];
      console.log(
        `round ${round}: one instance ${a.rps.toFixed(0)} req/s, ${(a.cpuPerRequest * 1e6).toFixed(0)} µs CPU per request; ` +
          `two ${b.rps.toFixed(0)} req/s, ${(b.cpuPerRequest * 1e6).toFixed(0)} µs CPU per request; scaling ${((2 * a.cpuPerRequest) / b.cpuPerRequest).toFixed(2)}x`,
      );
    }
    const costOne = median(one.map((r) => r.cpuPerRequest));
    const costTwo = median(two.map((r) => r.cpuPerRequest));
    console.log(`\nmedians of ${ROUNDS} rounds (${DURATION} s each, ${CONNECTIONS} connections, e-vehicles list over REST):`);
    console.log(`  CPU per request: one instance ${(costOne * 1e6).toFixed(0)} µs, each of two ${(costTwo * 1e6).toFixed(0)} µs`);
    console.log(`  two instances on a core each serve ${((2 * costOne) / costTwo).toFixed(2)}x the requests/s of one (target at least 1.7)`);
    console.log(
      `  raw, with the load generator sharing the cores: one ${median(one.map((r) => r.rps)).toFixed(0)} req/s, two ${median(two.map((r) => r.rps)).toFixed(0)} req/s`,
    );
  } finally {
    for (const s of servers) {
      await s.stop();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
