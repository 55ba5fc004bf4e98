// `node scripts/bench-metrics.mjs [--rounds 7] [--duration 4]` (after `npm run build`): what the
// Prometheus metrics cost (issue 25): the e-vehicles list over REST and GraphQL, requests/s of the
// built server with metrics on (METRICS_TOKEN set: every request, operation and service call timed)
// over the same server with them off, both on embedded PGlite with the demo data, pinned to one core
// while the load runs on the other; they take turns, each side first, middle and last in turn.
// A third server traces every request to a local OTLP receiver (this script, discarding what it
// gets). Prints the median ratios per case; the targets are at least 95 % with metrics, 80 % traced.
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_QUERY } from './bench/cases.mjs';
import { cpuSeconds, hit, loadAutocannon, median } from './bench/load.mjs';
import { ensureBuilt, pin, startPinnedServer } from './bench/servers.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('rounds', 7);
const DURATION = arg('duration', 4);
const CONNECTIONS = 10;
const FILTER = { vehicleType: 'SCOOTER', maxPrice: 150000, sort: 'PRICE_ASC' };

const cases = [
  { name: 'e-vehicles list, REST', request: (url) => ({ url: `${url}/api/product?vehicleType=scooter&maxPrice=150000&sort=price_asc`, method: 'GET' }) },
  {
    name: 'e-vehicles list, GraphQL',
    request: (url) => ({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CARD_QUERY, variables: { filter: FILTER }, operationName: 'Products' }),
    }),
  },
];

const samplingFromEnvironment = () =>
  Object.fromEntries(['OTEL_TRACES_SAMPLER', 'OTEL_TRACES_SAMPLER_ARG'].filter((name) => process.env[name]).map((name) => [name, process.env[name]]));

async function main() {
  ensureBuilt(root, false);
  pin(process.pid, '1');
  const autocannon = loadAutocannon(root);
  const token = crypto.randomBytes(24).toString('base64url');
  // the collector: takes each batch of spans and answers at once, as a local OpenTelemetry collector would
  const receiver = http.createServer((request, response) => request.resume().on('end', () => response.end('{}')));
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${receiver.address().port}`;
  const sides = [
    { name: 'off', server: await startPinnedServer({}) },
    { name: 'on', server: await startPinnedServer({ env: { METRICS_TOKEN: token } }) },
    // the sampling the operator would set (OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG), else the server's default
    { name: 'traced', server: await startPinnedServer({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, ...samplingFromEnvironment() } }) },
  ];
  try {
    const ratios = cases.map(() => []);
    const traced = cases.map(() => []);
    // the server's CPU time per request (all its threads, from /proc): what a shared machine's waiting does not inflate
    const cpuKept = cases.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, c] of cases.entries()) {
        // each side takes each place in the order (first, middle, last) as often as the others
        const order = sides.map((_, k) => sides[(k + round) % sides.length]);
        const rps = {};
        const cpu = {};
        for (const side of order) {
          await hit(autocannon, c.request(side.server.url), { connections: CONNECTIONS, duration: 1 });
          const before = cpuSeconds(side.server.pid);
          const result = await hit(autocannon, c.request(side.server.url), { connections: CONNECTIONS, duration: DURATION });
          if (result.bad) throw new Error(`${c.name} (metrics ${side.name}): ${result.bad} failed requests`);
          rps[side.name] = result.rps;
          cpu[side.name] = (cpuSeconds(side.server.pid) - before) / result.count;
        }
        ratios[i].push(rps.on / rps.off);
        traced[i].push(rps.traced / rps.off);
        cpuKept[i].push(cpu.off / cpu.traced);
        console.log(
          `round ${round} ${c.name}: ${Math.round(rps.off)} req/s off, ${Math.round(rps.on)} metrics (${((100 * rps.on) / rps.off).toFixed(1)} %), ${Math.round(rps.traced)} traced (${((100 * rps.traced) / rps.off).toFixed(1)} %)`,
        );
      }
    }
    const scrape = await fetch(`${sides[1].server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    const sample = (await scrape.text())
      .split('\n')
      .filter((l) => /^(http_request_duration_seconds_count|graphql_operation_duration_seconds_count|evb_cache_requests_total)/.test(l));
    console.log(`\nRequests/s against the server without metrics or tracing, median of ${ROUNDS} rounds of ${DURATION} s at ${CONNECTIONS} connections:`);
    const show = (list) => `${(100 * median(list)).toFixed(1)} % (rounds ${list.map((r) => `${(100 * r).toFixed(1)} %`).join(', ')})`;
    for (const [i, c] of cases.entries()) console.log(`  ${c.name}: metrics on ${show(ratios[i])}; traced ${show(traced[i])}`);
    console.log('\nCPU time per request untraced over traced (the share of untraced throughput one core would keep):');
    for (const [i, c] of cases.entries()) console.log(`  ${c.name}: ${show(cpuKept[i])}`);
    console.log(`\nA sample of /metrics after the run:\n${sample.map((l) => `  ${l}`).join('\n')}`);
  } finally {
    for (const side of sides) await side.server.stop();
    receiver.close();
  }
}

main().catch((error) => {
  console.error(`bench-metrics: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
