// `npm run bench -- --scale --uncached`: the long tail at factor 1 against factor 0.01 on PostgreSQL.
// Both servers run at once, pinned to the same core, and take turns case by case, round by round, so
// the two sides of each ratio are measured minutes apart at most, under the same noise.
import { UNCACHED_CASES, requestSource } from './uncached.mjs';
import { median } from './load.mjs';
import { memoryOf, query, scaleDatabase, signIn, startPinnedServer } from './servers.mjs';

const FACTORS = [0.01, 1];
const CONNECTIONS = [1, 20];
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** What the generators need to know of one database: types with their price bounds and pages, words, the demo dealer's pages. */
async function readCatalogue(root, url) {
  const types = await query(
    root,
    url,
    `select vehicle_type as type, count(*)::int as n, min(price)::float as lo, max(price)::float as hi from products group by 1 order by 1`,
  );
  const names = await query(root, url, `(select name from products order by md5(id) limit 400) union all (select name from brands order by md5(id) limit 100)`);
  const words = [...new Set(names.flatMap((r) => r.name.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 4))];
  const [rides] = await query(
    root,
    url,
    `select count(*)::int as n from test_drives t join shops s on s.id = t.shop_id join users u on u.id = s.user_id
     where u.email = 'dealer@example.com' and t.removed_by_dealer_at is null`,
  );
  return {
    types: types.map((t) => t.type),
    priceOf: Object.fromEntries(types.map((t) => [t.type, { minPrice: t.lo, maxPrice: t.hi }])),
    pagesOf: Object.fromEntries(types.map((t) => [t.type, Math.max(1, Math.ceil(t.n / 12))])),
    words,
    dealerPages: Math.max(1, Math.ceil(rides.n / 20)),
  };
}

/** One timed run of a case on one server: autocannon asks the generator for every request's path. */
function hitCase(autocannon, side, testCase, next, { connections, duration }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const headers = side.tokens[testCase.as] ? { authorization: `Bearer ${side.tokens[testCase.as]}` } : {};
    const instance = autocannon(
      { url: side.url, connections, duration, requests: [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: next() }) }] },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const at = (p) => (times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] : NaN);
        resolve({ p50: at(50), p95: at(95), p99: at(99), count: times.length, bad: result.non2xx + result.errors + result.timeouts });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Checks each case once on a server: the first question answers 200 with the expected shape. */
async function probe(side, testCase, next) {
  const headers = side.tokens[testCase.as] ? { authorization: `Bearer ${side.tokens[testCase.as]}` } : {};
  const res = await fetch(`${side.url}${next()}`, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`answered ${res.status}: ${text.slice(0, 120)}`);
  if (!testCase.check(JSON.parse(text))) throw new Error(`answered without the expected shape: ${text.slice(0, 120)}`);
}

/** The reads to measure: all, or those whose name holds one of `words`. */
function chosenCases(words) {
  if (!words) return UNCACHED_CASES;
  const chosen = UNCACHED_CASES.filter((c) => words.some((word) => c.name.includes(word)));
  if (!chosen.length) throw new Error(`no uncached read is named with ${words.join(' or ')}: ${UNCACHED_CASES.map((c) => c.name).join('; ')}`);
  return chosen;
}

export async function measureUncached(root, autocannon, options, serverUrl) {
  const cases = chosenCases(options.cases);
  const sides = [];
  try {
    for (const factor of FACTORS) {
      const db = await scaleDatabase(root, serverUrl, factor);
      // the planner's figures of freshly seeded tables, as autovacuum leaves them on a live database
      await query(root, db.url, 'vacuum analyze');
      const catalogue = await readCatalogue(root, db.url);
      console.log(`bench: uncached cases at factor ${factor} (${db.name}): ${JSON.stringify(db.counts)}`);
      const server = await startPinnedServer({ databaseUrl: db.url, demoData: false });
      const side = {
        factor,
        db,
        catalogue,
        server,
        url: server.url,
        tokens: { admin: await signIn(server.url, 'admin'), dealer: await signIn(server.url, 'dealer') },
      };
      // one generator per case and side: the same seed asks both sides questions of the same kind
      side.next = cases.map((c) => requestSource(c, catalogue, 1000 + UNCACHED_CASES.indexOf(c)));
      sides.push(side);
    }
    const rows = cases.map((c) => ({ name: c.name, runs: new Map() }));
    for (const [i, testCase] of cases.entries()) {
      for (const side of sides) {
        try {
          await probe(side, testCase, side.next[i]);
          await hitCase(autocannon, side, testCase, side.next[i], { connections: 1, duration: 1 });
        } catch (error) {
          rows[i].skipped = `not measured at factor ${side.factor}: ${error.message}`;
        }
      }
    }
    for (let round = 1; round <= options.rounds; round++) {
      for (const [i, testCase] of cases.entries()) {
        if (rows[i].skipped) continue;
        // the side measured first changes every round
        const order = round % 2 ? sides : [...sides].reverse();
        for (const connections of CONNECTIONS) {
          for (const side of order) {
            const result = await hitCase(autocannon, side, testCase, side.next[i], { connections, duration: options.duration });
            if (result.bad) console.warn(`bench: ${testCase.name} at factor ${side.factor}: ${result.bad} failed requests`);
            const key = `${side.factor}|${connections}`;
            rows[i].runs.set(key, [...(rows[i].runs.get(key) ?? []), result]);
            console.log(`bench:   round ${round} ${testCase.name}, factor ${side.factor}, -c ${connections}: p95 ${result.p95} ms (${result.count} requests)`);
          }
        }
      }
    }
    const summary = rows.map((row) => {
      const of = (factor, connections, key) => median((row.runs.get(`${factor}|${connections}`) ?? []).map((r) => r[key]));
      const figures = {};
      for (const factor of FACTORS)
        for (const connections of CONNECTIONS)
          figures[`${factor}|${connections}`] = {
            p50: of(factor, connections, 'p50'),
            p95: of(factor, connections, 'p95'),
            p99: of(factor, connections, 'p99'),
          };
      return { name: row.name, skipped: row.skipped, figures };
    });
    return {
      factors: FACTORS,
      connections: CONNECTIONS,
      rows: summary,
      databases: sides.map((s) => ({ factor: s.factor, name: s.db.name, counts: s.db.counts, memory: memoryOf(s.server.pid) })),
    };
  } finally {
    await settle();
    for (const side of sides) await side.server.stop();
  }
}
