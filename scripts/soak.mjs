// `npm run soak`: the built server's resident memory under a long mixed load (issue 28, part 3).
//   npm run soak -- [--minutes 30] [--rate 30] [--postgres postgres://postgres@127.0.0.1:5432/postgres] [--only pglite|postgres]
// Starts the built server (production mode, with the built client and its server renderer) on
// embedded PGlite in a temporary DATA_DIR with the demo data and, with --postgres, on a temporary
// database of that server (created here, dropped after), one after the other. Each gets `rate`
// requests a second, sent on schedule whether or not earlier ones have answered, for `minutes`:
// public reads (REST, GraphQL GET and POST, server-rendered pages) where every read the cache could
// keep is a new one (random filter bounds, pages, sorts, search words), repeated reads of the pages
// and lists everybody asks for, signed-in reads of a customer, a dealer and an admin, and now and
// then a wishlist change (a write the cache hears of). Visitors come from 40 loopback addresses,
// as a crowd would, so the per-address render limit (decision 0036) sees a crowd, not one client.
// Reports resident memory (VmRSS) after 1 and 5 minutes and at the end, the peak (VmHWM, the
// process's whole life, and the highest sample under load), latencies and errors. Passes when the
// end is within 10 % of the 5-minute figure and no request failed. With --probe the server runs with
// scripts/memory-probe.cjs, and where its memory goes is printed after start, at 1 and 5 minutes and at the end;
// --node-options "<flags>" starts the server with them (V8 flags, --cpu-prof) to compare.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, memoryOf, temporaryDatabase } from './bench/servers.mjs';
import { UNLIMITED_COST_ENV, nodeFlags, startServer } from './start-server.cjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function fail(message) {
  console.error(`soak: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = { minutes: 30, rate: 30, postgres: undefined, only: undefined, build: false, probe: false, nodeOptions: '' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => argv[++i] ?? fail(`${arg} needs a value`);
    if (arg === '--minutes' || arg === '--rate') {
      const n = Number(value());
      if (!Number.isFinite(n) || n <= 0) fail(`${arg} needs a positive number`);
      options[arg.slice(2)] = n;
    } else if (arg === '--postgres') options.postgres = value();
    else if (arg === '--only') {
      options.only = value();
      if (!['pglite', 'postgres'].includes(options.only)) fail('--only takes pglite or postgres');
    } else if (arg === '--build') options.build = true;
    else if (arg === '--probe') options.probe = true;
    else if (arg === '--node-options') options.nodeOptions = value();
    else fail(`unknown option ${arg} (use --minutes <n>, --rate <n>, --postgres <url>, --only pglite|postgres, --build, --probe, --node-options "<flags>")`);
  }
  if (options.only === 'postgres' && !options.postgres) fail('--only postgres needs --postgres <url>');
  return options;
}

// ---------------------------------------------------------------- requests

/** 40 visitors' addresses: Linux answers on all of 127.0.0.0/8, so each is a distinct client to the server. */
const AGENTS = Array.from({ length: 40 }, (_, i) => new http.Agent({ keepAlive: true, maxSockets: 8, localAddress: `127.0.0.${i + 10}` }));

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const int = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));

/** One request; resolves with status, bytes and milliseconds, or the network error. Never rejects. */
function send(base, { method = 'GET', path: target, headers = {}, body }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const req = http.request(
      `${base}${target}`,
      {
        method,
        agent: pick(AGENTS),
        headers: { 'accept-encoding': 'br, gzip', ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...headers },
        timeout: 30_000,
      },
      (res) => {
        let bytes = 0;
        const chunks = [];
        res.on('data', (c) => {
          bytes += c.length;
          chunks.push(c);
        });
        const text = () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          return (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString();
        };
        res.on('end', () => resolve({ status: res.statusCode, bytes, ms: performance.now() - started, text }));
        res.on('error', (error) => resolve({ error, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', (error) => resolve({ error, ms: performance.now() - started }));
    req.end(payload);
  });
}

const CARD_QUERY = `query Products($filter: ProductFilter) {
  products(filter: $filter) { items { id name slug images price vehicleType topSpeed range rangeMax charging brand { id name } } total page totalPages }
}`;
const FACETS_QUERY = `query Facets($filter: ProductFilter) {
  productFacets(filter: $filter) { total brands { id name slug count } price { min max } range { min max } topSpeed { min max } battery { min max } charging { min max } }
}`;
const SUGGEST_QUERY = `query ProductSuggestions($query: String!) {
  productSuggestions(query: $query, limit: 8) { id slug name vehicleType price brand { id name } }
}`;

const VEHICLE_TYPES = ['SCOOTER', 'BIKE', 'FOUR_WHEELER', 'COMMERCIAL'];
const SLUG_OF_TYPE = { SCOOTER: 'scooter', BIKE: 'bike', FOUR_WHEELER: 'four-wheeler', COMMERCIAL: 'commercial' };
const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'range_desc', 'rating', 'popular', 'name'];
const GQL_SORTS = SORTS.map((s) => s.toUpperCase());

/** A random narrowing of the list: most shoppers set a price band, some a range or charging time; a page of 1-4. */
function randomFilter() {
  const filter = {};
  if (Math.random() < 0.8) filter.vehicleType = pick(VEHICLE_TYPES);
  if (Math.random() < 0.7) {
    const low = int(0, 60) * 5_000;
    filter.minPrice = low;
    filter.maxPrice = low + int(1, 100) * 5_000;
  }
  if (Math.random() < 0.4) filter.minRange = int(0, 30) * 10;
  if (Math.random() < 0.3) filter.minTopSpeed = int(0, 25) * 5;
  if (Math.random() < 0.2) filter.maxCharging = int(2, 16) / 2;
  if (Math.random() < 0.2) filter.minBattery = int(1, 40) / 2;
  filter.sort = pick(SORTS);
  filter.page = int(1, 4);
  return filter;
}

const asQuery = (filter) => new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, k === 'vehicleType' ? SLUG_OF_TYPE[v] : String(v)])).toString();
const asGraphQL = ({ sort, vehicleType, ...rest }) => ({ ...rest, ...(vehicleType ? { vehicleType } : {}), sort: GQL_SORTS[SORTS.indexOf(sort)], limit: 12 });

/** A word as shoppers type it: a part of a name, with a typo now and then, or something unrelated. */
function randomWord(words) {
  const word = pick(words);
  const roll = Math.random();
  if (roll < 0.2) return Array.from({ length: int(3, 8) }, () => String.fromCharCode(97 + int(0, 25))).join('');
  let text = word.slice(0, int(3, Math.max(3, word.length)));
  if (roll < 0.6) {
    const at = int(0, text.length - 1);
    text = `${text.slice(0, at)}${String.fromCharCode(97 + int(0, 25))}${text.slice(at + 1)}`;
  }
  return `${text}${Math.random() < 0.3 ? ` ${int(1, 999)}` : ''}`;
}

/** The mix of one soak, as weights over request makers; `expect` is the status a correct answer has (200 unless said). */
function mixOf(world) {
  const gql = (query, variables, token) => ({
    method: 'POST',
    path: '/graphql',
    body: { query, variables },
    headers: token ? { authorization: `Bearer ${token()}` } : {},
    graphql: true,
  });
  const gqlGet = (query, variables) => ({ path: `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`, graphql: true });
  const as = (role) => () => world.tokens[role];
  return [
    // public reads, each one new to the cache
    [14, 'REST list, random filters', () => ({ path: `/api/product?${asQuery(randomFilter())}&limit=12` })],
    [9, 'GraphQL list (POST), random filters', () => gql(CARD_QUERY, { filter: asGraphQL(randomFilter()) })],
    [5, 'GraphQL list (GET), random filters', () => gqlGet(CARD_QUERY, { filter: asGraphQL(randomFilter()) })],
    [6, 'REST facets, random filters', () => ({ path: `/api/product/facets?${asQuery(randomFilter())}` })],
    [3, 'GraphQL facets, random filters', () => gql(FACETS_QUERY, { filter: asGraphQL(randomFilter()) })],
    [5, 'GraphQL suggestions, random words', () => gql(SUGGEST_QUERY, { query: randomWord(world.words) })],
    [3, 'REST suggestions, random words', () => ({ path: `/api/product/suggest?q=${encodeURIComponent(randomWord(world.words))}` })],
    [
      8,
      'page: vehicle list, random filters',
      () => {
        const { vehicleType, page: _page, ...rest } = randomFilter();
        return { path: `/e_vehicles/${SLUG_OF_TYPE[vehicleType ?? 'SCOOTER']}?${asQuery(rest)}`, page: true };
      },
    ],
    [3, 'page: search results, random words', () => ({ path: `/search-results?q=${encodeURIComponent(randomWord(world.words))}`, page: true })],
    // reads everybody makes: served from the cache once made
    [4, 'page: home', () => ({ path: '/', page: true })],
    [8, 'page: a product', () => ({ path: `/products/${pick(world.slugs)}`, page: true })],
    [2, 'page: blogs and a blog', () => ({ path: Math.random() < 0.5 || !world.blogs.length ? '/blogs' : `/blogs/${pick(world.blogs)}`, page: true })],
    [2, 'page: a brand', () => ({ path: `/brands/${pick(world.brands)}`, page: true })],
    [2, 'page: about, FAQ, comparisons', () => ({ path: pick(['/about', '/faq', '/product-comparison', '/e_vehicles']), page: true })],
    [1, 'page: an unknown product (404)', () => ({ path: `/products/no-such-vehicle-${int(1, 1e9)}`, page: true, expect: 404 })],
    [
      3,
      'REST product, brands, blogs',
      () => ({ path: pick([`/api/product/${pick(world.slugs)}`, '/api/brand', '/api/blog/allblogs', '/api/location/getLocation']) }),
    ],
    // signed-in reads: never cached
    [
      4,
      'customer: rides, wishlist, me',
      () =>
        gql(pick(['{ myTestDrives { id status product { id name } } }', '{ myWishlist { id name price } }', '{ me { id name email role } }']), {}, as('user')),
    ],
    [
      3,
      'customer: product list as a viewer',
      () => ({ path: `/api/product?${asQuery(randomFilter())}&limit=12`, headers: { authorization: `Bearer ${world.tokens.user}` } }),
    ],
    [
      4,
      'dealer: dashboard, rides, stock',
      () =>
        gql(
          pick([
            '{ dealerDashboard { testDriveCounts { pending confirmed completed cancelled } availableProductCount } }',
            `{ dealerTestDrives(page: ${int(1, 3)}, limit: 20) { id status slotStart product { name } } }`,
            `{ myProductAvailability(page: ${int(1, 3)}, limit: 20) { isAvailable product { id name } } }`,
          ]),
          {},
          as('dealer'),
        ),
    ],
    [
      4,
      'admin: dashboard, users, outbox',
      () =>
        gql(
          pick([
            '{ adminDashboard { userCount productCount blogCount roleCounts { user dealer } } }',
            `query($s: String) { users(search: $s, page: 1, limit: 10) { items { id name email } total } }`,
            `{ mailOutbox(page: ${int(1, 3)}, limit: 20) { items { id subject status } total } }`,
          ]),
          { s: randomWord(world.words) },
          as('admin'),
        ),
    ],
    // a write now and then: the customer's wishlist, which the 'popular' sort and the counts read
    [
      1,
      'customer: wishlist change',
      () => {
        const id = pick(world.productIds);
        const adding = !world.wishlisted.has(id);
        adding ? world.wishlisted.add(id) : world.wishlisted.delete(id);
        return gql(`mutation($id: ID!) { ${adding ? 'addToWishlist' : 'removeFromWishlist'}(productId: $id) { id } }`, { id }, as('user'));
      },
    ],
  ];
}

// ---------------------------------------------------------------- one soak

async function signIn(base, role) {
  const res = await send(base, { method: 'POST', path: '/api/auth/login', body: { email: `${role}@example.com`, password: 'Demo@1234' } });
  const token = res.status === 200 ? JSON.parse(res.text()).token : undefined;
  if (!token) throw new Error(`signing in as ${role}@example.com answered ${res.status ?? res.error?.message}`);
  return token;
}

/** What the mix needs to know of the demo data: product slugs and ids, brands, blogs, words of names. */
async function learn(base) {
  const json = async (target) => JSON.parse((await send(base, { path: target, headers: { 'accept-encoding': 'identity' } })).text());
  const products = (await json('/api/product?page=1&limit=1000')).data;
  const brands = (await json('/api/brand')).data ?? [];
  const blogs = (await json('/api/blog/allblogs')).data ?? [];
  const words = [...new Set(products.flatMap((p) => p.name.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 3))];
  const tokens = {};
  for (const role of ['user', 'dealer', 'admin']) tokens[role] = await signIn(base, role);
  const wishlist = await send(base, {
    method: 'POST',
    path: '/graphql',
    body: { query: '{ myWishlist { id } }' },
    headers: { authorization: `Bearer ${tokens.user}` },
  });
  return {
    slugs: products.map((p) => p.slug ?? p._id),
    productIds: products.map((p) => p._id),
    brands: brands.map((b) => b.slug ?? b._id).filter(Boolean),
    blogs: blogs.map((b) => b._id).filter(Boolean),
    words: words.length ? words : ['ather', 'ola', 'tata'],
    tokens,
    wishlisted: new Set(JSON.parse(wishlist.text()).data.myWishlist.map((p) => p.id)),
  };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** A request failed when it did not answer, answered another status than expected, or a GraphQL answer carried errors. */
function failure(spec, res) {
  if (res.error) return res.error.message;
  const expected = spec.expect ?? 200;
  if (res.status !== expected) return `status ${res.status}`;
  if (spec.graphql && res.text().includes('"errors":')) return `GraphQL errors: ${res.text().slice(0, 160)}`;
  return undefined;
}

/** The probe's breakdown of the server's memory now (scripts/memory-probe.cjs), as one line. */
async function probe(pid, file, label) {
  process.kill(pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  try {
    const p = JSON.parse(fs.readFileSync(file, 'utf8'));
    const line = [
      `rss ${p.status.VmRSS} (anon ${p.status.RssAnon}, file ${p.status.RssFile})`,
      `V8 heap used/total ${p.memoryUsage.heapUsed}/${p.memoryUsage.heapTotal} (new space ${p.heapSpaces.new_space?.size}, V8's malloc ${p.heap.malloced_memory}, peak ${p.heap.peak_malloced_memory})`,
      `external ${p.memoryUsage.external}, arrayBuffers ${p.memoryUsage.arrayBuffers}`,
      `wasm memories [${p.webAssemblyMemories.join(', ')}]`,
      ...Object.entries(p.smaps)
        .filter(([k]) => k !== 'topFiles')
        .map(([k, v]) => `${k} ${v}`),
    ].join('; ');
    console.log(`soak: ${label}: probe (MB): ${line}`);
    return p;
  } catch (error) {
    console.log(`soak: ${label}: no probe answer (${error.message})`);
    return undefined;
  }
}

async function soak(label, env, options) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-soak-'));
  const probeFile = path.join(dataDir, 'memory-probe.json');
  const nodeOptions = [process.env.NODE_OPTIONS, options.nodeOptions, options.probe && `--require ${path.join(root, 'scripts', 'memory-probe.cjs')}`]
    .filter(Boolean)
    .join(' ');
  const probeEnv = { ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}), ...(options.probe ? { MEMORY_PROBE_FILE: probeFile } : {}) };
  console.log(`soak: ${label}: starting the server`);
  const server = await startServer({
    client: true,
    dataDir,
    env: { NODE_ENV: 'production', DEMO_DATA: 'true', ...UNLIMITED_COST_ENV, ...probeEnv, ...env },
    output: 'inherit',
    timeoutMs: 180_000,
  });
  try {
    return await drive(label, server, probeFile, options);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU seconds a process has used (user and system; Linux /proc). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The load of one soak on a started server, and what its memory did. */
async function drive(label, server, probeFile, options) {
  const pid = server.child.pid;
  const afterStart = memoryOf(pid);
  const cpuAtStart = cpuSeconds(pid);
  const probes = {};
  if (options.probe) probes.start = await probe(pid, probeFile, `${label}: after start`);
  const base = server.url;
  const world = await learn(base);
  const mix = mixOf(world);
  const totalWeight = mix.reduce((sum, [w]) => sum + w, 0);
  const choose = () => {
    let roll = Math.random() * totalWeight;
    for (const entry of mix) if ((roll -= entry[0]) < 0) return entry;
    return mix[mix.length - 1];
  };

  const durationMs = options.minutes * 60_000;
  const samples = [];
  const checkpoints = {};
  const byName = new Map(mix.map(([, name]) => [name, { count: 0, failed: 0, ms: [] }]));
  const errors = new Map();
  let inFlight = 0;
  let sent = 0;
  let skipped = 0;
  const started = Date.now();
  const sample = () => {
    const m = memoryOf(pid);
    samples.push({ at: Date.now() - started, ...m });
    return m;
  };
  const sampler = setInterval(sample, 5_000);
  const marks = [1, 5].filter((m) => m * 60_000 <= durationMs);
  const markTimers = marks.map((m) =>
    setTimeout(async () => {
      checkpoints[m] = sample().rss;
      console.log(`soak: ${label}: ${m} min: ${checkpoints[m]} MB resident (${sent} requests, ${[...errors.values()].reduce((a, b) => a + b, 0)} failed)`);
      if (options.probe) probes[m] = await probe(pid, probeFile, `${label}: ${m} min`);
    }, m * 60_000),
  );
  const progress = setInterval(() => {
    const m = memoryOf(pid);
    console.log(`soak: ${label}: ${((Date.now() - started) / 60_000).toFixed(1)} min: ${m.rss} MB resident, ${sent} requests, ${inFlight} in flight`);
  }, 60_000);
  // tokens last 15 minutes: sign in again every 10
  const refresh = setInterval(async () => {
    for (const role of Object.keys(world.tokens)) {
      try {
        world.tokens[role] = await signIn(base, role);
      } catch (error) {
        errors.set(`sign-in: ${error.message}`, (errors.get(`sign-in: ${error.message}`) ?? 0) + 1);
      }
    }
  }, 10 * 60_000);

  const pending = new Set();
  const interval = 1000 / options.rate;
  // on schedule: request n goes out at n * interval, whether or not the earlier ones have answered
  while (Date.now() - started < durationMs) {
    const due = started + sent * interval;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent++;
    if (inFlight >= 500) {
      // the server is far behind: counted, not piled on
      skipped++;
      continue;
    }
    const [, name, make] = choose();
    const spec = make();
    inFlight++;
    const p = send(base, spec).then((res) => {
      inFlight--;
      const stats = byName.get(name);
      stats.count++;
      stats.ms.push(res.ms);
      const why = failure(spec, res);
      if (why) {
        stats.failed++;
        const key = `${name}: ${why}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    });
    pending.add(p);
    p.finally(() => pending.delete(p));
  }
  await Promise.all(pending);
  clearInterval(sampler);
  clearInterval(progress);
  clearInterval(refresh);
  markTimers.forEach(clearTimeout);
  const end = sample();
  const elapsed = (Date.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuAtStart;
  if (options.probe) probes.end = await probe(pid, probeFile, `${label}: end`);

  const all = [...byName.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
  const failed = [...errors.values()].reduce((a, b) => a + b, 0) + skipped;
  const fiveMin = checkpoints[5];
  const drift = fiveMin ? (end.rss - fiveMin) / fiveMin : undefined;
  return {
    label,
    minutes: options.minutes,
    rate: options.rate,
    achieved: all.length / elapsed,
    afterStart: afterStart.rss,
    oneMin: checkpoints[1],
    fiveMin,
    end: end.rss,
    peakUnderLoad: Math.max(...samples.map((s) => s.rss)),
    peakEver: end.peak,
    drift,
    requests: all.length,
    failed,
    skipped,
    errors: [...errors.entries()].sort((a, b) => b[1] - a[1]),
    latency: { p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99) },
    cpu,
    byName: [...byName.entries()].map(([name, s]) => ({
      name,
      count: s.count,
      failed: s.failed,
      p95: percentile(
        s.ms.sort((a, b) => a - b),
        95,
      ),
    })),
    pass: failed === 0 && (drift === undefined || Math.abs(drift) <= 0.1),
  };
}

// ---------------------------------------------------------------- report

const mb = (n) => (Number.isFinite(n) ? `${Math.round(n)} MB` : '-');
const ms = (n) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : '-');

function report(results) {
  const lines = [
    '| Database | Minutes | Requests (per second) | After start | 1 min | 5 min | End | End against 5 min | Peak under load | Peak, whole life (VmHWM) | p50 / p95 / p99 | Server CPU | Failed | Result |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.label} | ${r.minutes} | ${r.requests} (${r.achieved.toFixed(1)}) | ${mb(r.afterStart)} | ${mb(r.oneMin)} | ${mb(r.fiveMin)} | ${mb(r.end)} | ${
        r.drift === undefined ? '-' : `${r.drift >= 0 ? '+' : ''}${(r.drift * 100).toFixed(1)} %`
      } | ${mb(r.peakUnderLoad)} | ${mb(r.peakEver)} | ${ms(r.latency.p50)} / ${ms(r.latency.p95)} / ${ms(r.latency.p99)} | ${r.cpu.toFixed(0)} s | ${r.failed} | ${r.pass ? 'pass' : 'FAIL'} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  ensureBuilt(root, options.build);
  const results = [];
  if (options.only !== 'postgres') results.push(await soak('embedded PGlite', {}, options));
  if (options.postgres && options.only !== 'pglite') {
    const temp = await temporaryDatabase(root, options.postgres, 'evb_mem_soak');
    try {
      results.push(await soak('PostgreSQL server', { DATABASE_URL: temp.url }, options));
    } finally {
      await temp.drop();
    }
  }
  for (const r of results) {
    console.log(`\nsoak: ${r.label}: ${r.pass ? 'PASS' : 'FAIL'}`);
    for (const row of r.byName) console.log(`  ${row.name}: ${row.count} requests, ${row.failed} failed, p95 ${ms(row.p95)}`);
    for (const [why, n] of r.errors.slice(0, 20)) console.log(`  failed ${n}x: ${why}`);
    if (r.skipped) console.log(`  ${r.skipped} requests not sent: 500 were already waiting for an answer`);
  }
  console.log(`\n${report(results)}\n`);
  console.log(
    `Server started as npm start does: MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'} node ${nodeFlags().join(' ')} server/dist/main.js${options.nodeOptions ? `, with NODE_OPTIONS ${options.nodeOptions}` : ''}`,
  );
  console.log(
    `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GB, Node ${process.version}, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`soak: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
