// `node scripts/bench-finder.mjs [--shops 5000] [--samples 200] [--postgres <url>] [--pglite-only] [--build]`:
// the dealer finder's p95 (issue 27: nearest 20 with a stock filter under 50 ms at 5,000 shops) through the
// built server's REST door, one request at a time, on embedded PGlite and on the PostgreSQL server.
// The data: the scale seed at factor 0.01 with 5,000 shops (`seed:scale -- --factor 0.01 --shops 5000`:
// shops spread around 31 cities, 20 stocked vehicles and a ride calendar each, 10,000 rides). Every
// request searches from a different point near a random city (no answer comes from the cache):
//   - nearest 20 with a vehicle in stock (a vehicle a fifth of the shops stock);
//   - the same, open now;
//   - the same, with a free slot today or tomorrow;
//   - nearest 20, no filter;
//   - a PIN code (a random one of the dataset's big cities), with the vehicle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pin, query, startPinnedServer, temporaryDatabase } from './bench/servers.mjs';

const root = path.dirname(fileURLToPath(import.meta.url)).replace(/[/\\]scripts$/, '');
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
// centres of some of the scale seed's cities (the generated shops stand within about 15 km of them)
const CITIES = [
  [19.0728, 72.8826],
  [18.5196, 73.8554],
  [12.9719, 77.5937],
  [28.6358, 77.2245],
  [13.0878, 80.2785],
  [23.0258, 72.5873],
  [17.384, 78.4564],
  [22.5626, 88.363],
  [26.9124, 75.7873],
  [26.8393, 80.9231],
];
const WARM_UP = 40;
const PINS = ['400001', '411001', '560001', '110001', '600001', '380001', '500001', '700001', '302001', '226001'];

function parseArgs(argv) {
  const options = { shops: 5000, samples: 200, postgres: DEFAULT_POSTGRES, pgliteOnly: false, build: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--shops') options.shops = Number(argv[++i]);
    else if (arg === '--samples') options.samples = Number(argv[++i]);
    else if (arg === '--postgres') options.postgres = argv[++i];
    else if (arg === '--pglite-only') options.pgliteOnly = true;
    else if (arg === '--build') options.build = true;
    else fail(`unknown option ${arg}`);
  }
  if (!Number.isInteger(options.shops) || options.shops < 20) fail('--shops must be a whole number of at least 20');
  if (!Number.isInteger(options.samples) || options.samples < 20) fail('--samples must be a whole number of at least 20');
  return options;
}

function fail(message) {
  console.error(`bench-finder: ${message}`);
  process.exit(1);
}

function seed(env, shops) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'seed:scale', '--', '--factor', '0.01', '--shops', String(shops)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) fail('the scale seed failed');
  console.log(`bench-finder: seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

const p = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
/** A point within about 12 km of a random city of the seed. */
function randomPoint(i) {
  const [lat, lng] = CITIES[i % CITIES.length];
  return { lat: (lat + (Math.random() - 0.5) * 0.2).toFixed(4), lng: (lng + (Math.random() - 0.5) * 0.2).toFixed(4) };
}

async function measure(baseUrl, label, samples, next) {
  const times = [];
  let found = 0;
  for (let i = 0; i < samples; i++) {
    const url = next(i);
    const started = performance.now();
    const res = await fetch(`${baseUrl}${url}`);
    const body = await res.json();
    times.push(performance.now() - started);
    if (!res.ok) fail(`${label}: ${url} answered ${res.status} ${JSON.stringify(body)}`);
    found += body.data.length;
  }
  times.sort((a, b) => a - b);
  const line = {
    case: label,
    p50: +p(times, 0.5).toFixed(1),
    p95: +p(times, 0.95).toFixed(1),
    max: +times.at(-1).toFixed(1),
    shopsPerAnswer: +(found / samples).toFixed(1),
  };
  console.log(
    `  ${label.padEnd(44)} p50 ${String(line.p50).padStart(6)} ms   p95 ${String(line.p95).padStart(6)} ms   max ${String(line.max).padStart(6)} ms   ${line.shopsPerAnswer} shops`,
  );
  return line;
}

async function runCases(server, productId, samples) {
  // the server runs on one core, this client on the other (after the seed, which may use both)
  pin(process.pid, '1');
  const at = (i) => {
    const { lat, lng } = randomPoint(i);
    return `lat=${lat}&lng=${lng}`;
  };
  // a warm-up not measured: the server's own start-up work (the PIN file, the first plans, the JIT) is
  // not what a shopper meets on a server that has been up for a minute
  for (let i = 0; i < WARM_UP; i++) {
    const filters = ['', `&productId=${productId}`, `&productId=${productId}&openNow=true`, `&productId=${productId}&slotWithinDays=2`][i % 4];
    await fetch(`${server.url}/api/shops/nearby?${at(i)}${filters}`);
  }
  return [
    await measure(server.url, 'nearest 20 with the vehicle', samples, (i) => `/api/shops/nearby?${at(i)}&productId=${productId}`),
    await measure(server.url, 'nearest 20 with the vehicle, open now', samples, (i) => `/api/shops/nearby?${at(i)}&productId=${productId}&openNow=true`),
    await measure(
      server.url,
      'nearest 20 with the vehicle, a slot in 2 days',
      samples,
      (i) => `/api/shops/nearby?${at(i)}&productId=${productId}&slotWithinDays=2`,
    ),
    await measure(server.url, 'nearest 20, no filter', samples, (i) => `/api/shops/nearby?${at(i)}`),
    await measure(
      server.url,
      'a PIN code with the vehicle',
      samples,
      (i) => `/api/shops/nearby?pin=${PINS[i % PINS.length]}&productId=${productId}&limit=${1 + (i % 20)}`,
    ),
  ];
}

/** The vehicle about a fifth of the shops stock (the most stocked one has every shop's first entries). */
async function vehicleOf(dbQuery) {
  const rows = await dbQuery(
    `select product_id, count(*)::int as n from shop_products where is_available group by product_id order by abs(count(*) - (select count(*) from shops) / 5), product_id limit 1`,
  );
  return rows[0];
}

async function run() {
  const options = parseArgs(process.argv.slice(2));
  if (options.build || !fs.existsSync(path.join(root, 'server', 'dist', 'main.js'))) {
    if (spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' }).status !== 0) fail('the server build failed');
  }
  const report = { shops: options.shops, samples: options.samples, machine: `${os.cpus().length} cores`, results: {} };

  // embedded PGlite: the seed and then the server on one data folder
  {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-bench-finder-'));
    try {
      console.log(`bench-finder: PGlite, ${options.shops} shops`);
      seed({ DATA_DIR: dataDir, DATABASE_URL: '' }, options.shops);
      const server = await startPinnedServer({ dataDir, demoData: false });
      try {
        const vehicle = await (await fetch(`${server.url}/api/shops/nearby?pin=400001&limit=1`)).json();
        if (!vehicle.data) fail('the server answers no shops');
        const stocked = await (await fetch(`${server.url}/api/shops/nearby?pin=400001&limit=50`)).json();
        // a vehicle of the nearest shops' stock; PGlite is owned by the server, so the count comes over HTTP
        const counts = new Map();
        for (const shop of stocked.data) for (const entry of shop.inStock) counts.set(entry.productId, (counts.get(entry.productId) ?? 0) + 1);
        const productId = [...counts].sort((a, b) => b[1] - a[1])[0][0];
        report.results.pglite = await runCases(server, productId, options.samples);
      } finally {
        await server.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (!options.pgliteOnly) {
    const database = await temporaryDatabase(root, options.postgres, 'evb_bench_finder');
    try {
      console.log(`bench-finder: PostgreSQL, ${options.shops} shops`);
      seed({ DATABASE_URL: database.url }, options.shops);
      const vehicle = await vehicleOf((text) => query(root, database.url, text));
      console.log(`  the vehicle: stocked by ${vehicle.n} shops`);
      const server = await startPinnedServer({ databaseUrl: database.url, demoData: false });
      try {
        report.results.postgres = await runCases(server, vehicle.product_id, options.samples);
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  }
  console.log(`bench-finder: ${JSON.stringify({ ...report, measuredAt: new Date().toISOString() })}`);
}

run().catch((error) => fail(error.stack ?? String(error)));
