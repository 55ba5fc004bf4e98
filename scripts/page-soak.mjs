// The rendered-page cache under writes and under a crawler (issue 21, finding 3; docs/security.md):
//   npm run build && node scripts/page-soak.mjs [--seconds 20] [--postgres postgres://…/an_empty_database]
// Starts the built server with the built client and demo data, then measures:
//   1. page reads alone (autocannon, 4 connections over home, vehicle list, product pages, blogs),
//   2. the same reads while a customer books and cancels test rides, 4 writes a second,
//   3. /healthz (one probe every 100 ms) while one client with 8 connections asks for
//      /e_vehicles/scooter?x=N with a new N each time, and again with unknown product addresses
//      (each address is new, so each one is a render: the render limit is what holds; decision 0039).
// Prints p50/p95/max of each and the ratio of page p95 with writes to read-only.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { startServer } = require('./start-server.cjs');

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const seconds = Number(arg('--seconds', '20'));
const postgres = arg('--postgres', undefined);

const server = await startServer({ client: true, env: postgres ? { DATABASE_URL: postgres, DEMO_DATA: 'true' } : {} });
const { url } = server;

async function gql(query, variables = {}, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const login = async (email) =>
  (
    await (
      await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Demo@1234' }),
      })
    ).json()
  ).token;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const figures = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};
const show = (f) => `p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms (n=${f.n})`;

/** Latencies of every answer of an autocannon run, in ms. */
function load(paths, { connections = 4, duration = seconds } = {}) {
  const latencies = [];
  const statuses = {};
  let i = 0;
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections,
        duration,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [{ setupRequest: (req) => ({ ...req, path: typeof paths === 'function' ? paths(i++) : paths[i++ % paths.length] }) }],
      },
      (error) => (error ? reject(error) : resolve({ latencies, statuses })),
    );
    run.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/** /healthz every 100 ms until `until` settles; its latencies in ms. */
async function probeHealth(until) {
  let done = false;
  until.finally(() => (done = true));
  const ms = [];
  while (!done) {
    const started = performance.now();
    await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
    ms.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
  return ms;
}

try {
  // what the customer books, and the pages the visitors read
  const dealer = await login('dealer@example.com');
  const user = await login('user@example.com');
  const stock = await gql('{ myProductAvailability { isAvailable product { id slug } } myShop { id cityName } }', {}, dealer);
  const { locations } = await gql('{ locations { id cityName } }');
  const location = locations.find((l) => l.cityName === stock.myShop.cityName);
  const { myTestDrives } = await gql('{ myTestDrives { status product { id } shop { id } } }', {}, user);
  const open = new Set(myTestDrives.filter((r) => r.status === 'PENDING').map((r) => `${r.product.id}|${r.shop.id}`));
  const product = stock.myProductAvailability.find((a) => a.isAvailable && !open.has(`${a.product.id}|${stock.myShop.id}`)).product;
  const { products } = await gql('{ products(filter: { limit: 6 }) { items { slug } } }');
  const pages = ['/', '/e_vehicles/scooter', `/products/${product.slug}`, ...products.items.map((p) => `/products/${p.slug}`), '/blogs', '/product-comparison'];
  // every page once, so both runs start from the same cache
  for (const page of pages) await fetch(`${url}${page}`).then((r) => r.arrayBuffer());

  const readOnly = await load(pages);
  const alone = figures(readOnly.latencies);
  console.log(`pages, read only:              ${show(alone)} ${JSON.stringify(readOnly.statuses)}`);

  // a customer books a ride and cancels it, two of each a second
  let writes = 0;
  let writing = true;
  const writer = (async () => {
    const input = { productId: product.id, locationId: location.id, shopId: stock.myShop.id };
    while (writing) {
      const started = Date.now();
      const { bookTestDrive } = await gql('mutation($i: BookTestDriveInput!) { bookTestDrive(input: $i) { id } }', { i: input }, user);
      await new Promise((r) => setTimeout(r, Math.max(0, 250 - (Date.now() - started))));
      const cancelled = Date.now();
      await gql('mutation($id: ID!) { cancelTestDrive(id: $id) { id } }', { id: bookTestDrive.id }, user);
      writes += 2;
      await new Promise((r) => setTimeout(r, Math.max(0, 250 - (Date.now() - cancelled))));
    }
  })();
  const started = Date.now();
  const withWrites = await load(pages);
  writing = false;
  await writer;
  const mixed = figures(withWrites.latencies);
  const rate = (writes / ((Date.now() - started) / 1000)).toFixed(1);
  console.log(`pages, ${rate} writes/s:         ${show(mixed)} ${JSON.stringify(withWrites.statuses)}`);
  console.log(`p95 with writes / read only:   ${(mixed.p95 / alone.p95).toFixed(2)}x`);

  // one crawler, 8 connections, a new query string each time
  const crawl = load((n) => `/e_vehicles/scooter?x=${n}`, { connections: 8, duration: 10 });
  const health = figures(await probeHealth(crawl));
  const crawled = await crawl;
  console.log(`crawler ?x=N, /healthz:        ${show(health)}; crawler ${show(figures(crawled.latencies))} ${JSON.stringify(crawled.statuses)}`);

  // the same with unknown addresses, each new (a 404 is kept only for its own address): each one asks for a render
  const missing = load((n) => `/products/no-such-vehicle-${n}`, { connections: 8, duration: 10 });
  const health404 = figures(await probeHealth(missing));
  const missed = await missing;
  console.log(`crawler of 404s, /healthz:     ${show(health404)}; crawler ${show(figures(missed.latencies))} ${JSON.stringify(missed.statuses)}`);
} finally {
  await server.stop();
}
