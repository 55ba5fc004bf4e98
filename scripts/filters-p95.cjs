// p95 of the filtered product list and its facets on the demo data, over GraphQL and REST.
// A timed loop of sequential requests (one at a time: the figure is the answer time, not queueing)
// against a server it starts on a fresh demo database: PGlite, or `-- --postgres postgres://…/db`
// (an empty database of your own: the demo data is seeded into it). Usage:
//   npm run build && node scripts/filters-p95.cjs [--postgres URL] [--n 400]
'use strict';
const { startServer } = require('./start-server.cjs');

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg('n') ?? 400);

async function timed(label, fn) {
  for (let i = 0; i < 30; i++) await fn(); // warm-up: prepared statements, JIT
  const times = [];
  for (let i = 0; i < N; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  console.log(`| ${label} | ${q(0.5)} | ${q(0.95)} | ${q(0.99)} |`);
}

(async () => {
  const postgres = arg('postgres');
  const server = await startServer({ env: postgres ? { DATABASE_URL: postgres, DEMO_DATA: 'true' } : {} });
  const { url } = server;
  try {
    const gql = (query, variables) => async () => {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    };
    const rest = (path) => async () => {
      const res = await fetch(`${url}${path}`);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    const card = 'id name images price vehicleType topSpeed range rangeMax charging';
    const facets = 'total brands { id name slug count } price { min max } range { min max } topSpeed { min max } battery { min max } charging { min max }';
    const filter = { vehicleType: 'SCOOTER', maxPrice: 120000, minRange: 100 };
    console.log(`${postgres ? 'PostgreSQL' : 'PGlite'}, ${N} sequential requests each\n\n| request | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|`);
    await timed(
      'GraphQL products: scooters ≤ ₹1,20,000, ≥ 100 km, by range, 12 cards',
      gql(`query($f: ProductFilter) { products(filter: $f) { items { ${card} } total } }`, { f: { ...filter, sort: 'RANGE_DESC', page: 1, limit: 12 } }),
    );
    await timed('GraphQL productFacets, same filter', gql(`query($f: ProductFilter) { productFacets(filter: $f) { ${facets} } }`, { f: filter }));
    await timed(
      'GraphQL products: all types, charging ≤ 6 h, most wishlisted, 12 cards',
      gql(`query($f: ProductFilter) { products(filter: $f) { items { ${card} } total } }`, { f: { maxCharging: 6, sort: 'POPULAR', limit: 12 } }),
    );
    await timed(
      'REST /api/product, same filter (full spec shape)',
      rest('/api/product?vehicleType=scooter&maxPrice=120000&minRange=100&sort=range_desc&page=1&limit=12'),
    );
    await timed('REST /api/product/facets, same filter', rest('/api/product/facets?vehicleType=scooter&maxPrice=120000&minRange=100'));
    await timed('reference: GraphQL brands(limit: 1) { id }', gql('{ brands(page: 1, limit: 1) { id } }', {}));
    await timed('reference: REST /healthz', rest('/healthz'));
  } finally {
    await server.stop();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
