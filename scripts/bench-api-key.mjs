// `node scripts/bench-api-key.mjs [--rounds 5] [--duration 5]` (after `npm run build -w server`): what an API key
// adds to a request (issue 23: at most 10 %). One built server on the embedded database with the demo data,
// pinned to core 0, the load generator on core 1. The same reads are sent anonymously and with a dealer's
// CATALOG_READ key, in alternating rounds; what is compared is the CPU time the server spends per request
// (from /proc), which the machine's other work does not inflate the way it does requests/s.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CARD_QUERY } from './bench/cases.mjs';
import { cpuSeconds, hit, loadAutocannon, median, requestOf } from './bench/load.mjs';
import { apiKeyOf, pin, startPinnedServer } from './bench/servers.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('rounds', 5);
const DURATION = arg('duration', 5);
const CONNECTIONS = 4;

const READS = [
  { name: 'e-vehicles list, GraphQL', kind: 'GraphQL', query: CARD_QUERY, variables: { filter: { vehicleType: 'SCOOTER', page: 1, limit: 12 } } },
  { name: 'e-vehicles list, REST', kind: 'REST', resolvedPath: '/api/product?vehicleType=scooter&page=1&limit=12' },
];

async function costPerRequest(autocannon, pid, target) {
  const before = cpuSeconds(pid);
  const result = await hit(autocannon, requestOf(target), { connections: CONNECTIONS, duration: DURATION });
  if (result.bad) throw new Error(`${target.name}: ${result.bad} requests failed`);
  return (cpuSeconds(pid) - before) / result.count;
}

async function main() {
  if (
    !fs.existsSync(path.join(root, 'server', 'dist', 'main.js')) &&
    spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' }).status !== 0
  )
    throw new Error('the server build failed');
  const autocannon = loadAutocannon(root);
  const server = await startPinnedServer({});
  pin(process.pid, 1);
  try {
    const key = await apiKeyOf(server.url, 'dealer', ['CATALOG_READ']);
    console.log(
      `bench: server ${server.pinned ? 'pinned to core 0' : 'not pinned (taskset missing)'}; ${ROUNDS} rounds of ${DURATION} s at ${CONNECTIONS} connections`,
    );
    for (const read of READS) {
      const anonymous = { ...read, baseUrl: server.url };
      const keyed = { ...anonymous, token: key };
      // warm the cache and the key look-up
      await hit(autocannon, requestOf(anonymous), { connections: 1, duration: 1 });
      await hit(autocannon, requestOf(keyed), { connections: 1, duration: 1 });
      const costs = { anonymous: [], keyed: [] };
      for (let round = 1; round <= ROUNDS; round++) {
        // the order changes every round, so a drift of the machine falls on both alike
        const order = round % 2 ? ['anonymous', 'keyed'] : ['keyed', 'anonymous'];
        for (const which of order) costs[which].push(await costPerRequest(autocannon, server.pid, which === 'keyed' ? keyed : anonymous));
        const ratio = costs.keyed.at(-1) / costs.anonymous.at(-1);
        console.log(
          `  ${read.name}, round ${round}: anonymous ${(costs.anonymous.at(-1) * 1e6).toFixed(0)} µs, with a key ${(costs.keyed.at(-1) * 1e6).toFixed(0)} µs CPU per request (${ratio.toFixed(2)}x)`,
        );
      }
      const [a, k] = [median(costs.anonymous), median(costs.keyed)];
      console.log(
        `${read.name}: medians anonymous ${(a * 1e6).toFixed(0)} µs, with a key ${(k * 1e6).toFixed(0)} µs: a key costs ${((k / a - 1) * 100).toFixed(1)} % more (target at most 10 %)`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
