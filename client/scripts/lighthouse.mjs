// `node scripts/lighthouse.mjs` (part of `npm run bench:web`): Lighthouse's mobile performance
// score for /, a product page, /e_vehicles/scooter, /blogs, /hi and a Hindi product page (median of three runs each), on the
// built site served by the real server with demo data, in the system Chromium (CHROME_PATH or
// /usr/bin/chromium). Lighthouse's default mobile settings apply (emulated Moto G Power, slow 4G,
// 4x CPU slowdown). Fails when a page's median is below the floor of issue 14 (90); the target (95)
// is reported beside it.
//
// Each page is then run again as a slower phone would see it, whatever host runs the script (issue
// 28): the 4x slowdown assumes a host of about Lighthouse benchmark index 1,000, so a faster host is
// slowed by 4 x index / 1,000 (`--throttling.cpuSlowdownMultiplier`). Runs come in pairs: a default
// run, then a scaled one with the index the default run has just measured. Its target (95) is
// reported, not enforced: on a shared machine the index and the score move with the load.
//
// Beside each scaled run, the same slowdown is applied to a reference measured in the same minute:
// the page's own server HTML with its scripts taken out (served through a small proxy in this
// script, compressed as the server compresses it, every other request passed through). What it
// scores is what this host's browser costs for layout and paint alone, the most any script work
// could give back; the gap between the two is what the page's JavaScript still costs.
//
// LH_RUNS changes the number of runs (default 3); LH_PAGES=/,/blogs runs only those pages (names as
// in the table) and leaves the doc as it is; LH_REPORTS=dir keeps every run's JSON report there.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { demoIds, startServer } from './lib/harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const docFile = path.resolve(here, '../../docs/web-performance.md');
const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LH_RUNS ?? 3);
const FLOOR = 90;
const TARGET = 95;

/** The CPU slowdown that makes a host of this benchmark index behave like one of index 1,000 under Lighthouse's 4x. */
const scaledSlowdown = (index) => Math.round(((4 * index) / 1000) * 100) / 100;

/** One Lighthouse run; undefined when Lighthouse itself failed (its trace errors such as NO_NAVSTART). */
/** A child process run to its end (asynchronously: the reference proxy serves from this process meanwhile). */
function runChild(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

async function scoreOnce(url, cpuSlowdown) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'evb-lh-')), 'report.json');
  const lighthouse = await runChild(
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    ],
    { ...process.env, CHROME_PATH: chrome },
  );
  if (lighthouse.status !== 0 || !fs.existsSync(out)) {
    console.warn(`lighthouse run failed for ${url}: ${lighthouse.stderr.trim().split('\n').pop()}`);
    return undefined;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  if (process.env.LH_REPORTS) {
    fs.mkdirSync(process.env.LH_REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${cpuSlowdown ? `cpu${cpuSlowdown}` : 'default'}-${Date.now()}.json`;
    fs.copyFileSync(out, path.join(process.env.LH_REPORTS, name));
  }
  if (report.runtimeError || report.categories.performance.score === null) {
    console.warn(`lighthouse run failed for ${url}: ${report.runtimeError?.code ?? 'no performance score'}`);
    return undefined;
  }
  const a = report.audits;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].displayValue,
    lcp: a['largest-contentful-paint'].displayValue,
    tbt: a['total-blocking-time'].displayValue,
    cls: a['cumulative-layout-shift'].displayValue,
    // how fast this host ran Lighthouse's own benchmark: a slower host scores lower for the same page
    index: Math.round(report.environment?.benchmarkIndex ?? 0),
  };
}

/** A run that Lighthouse completed: a failed run (a broken trace, not a slow page) is run again, up to 3 times. */
async function score(url, cpuSlowdown) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await scoreOnce(url, cpuSlowdown);
    if (result) return result;
  }
  throw new Error(`lighthouse failed 3 times in a row for ${url}`);
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** The run with the median score (its FCP/LCP/TBT/CLS are reported with it), every run's score, and the median benchmark index. */
function summary(runs) {
  const sorted = [...runs].sort((x, y) => x.score - y.score);
  return { ...sorted[Math.floor(sorted.length / 2)], all: sorted.map((r) => r.score), index: median(runs.map((r) => r.index)) };
}

/**
 * `RUNS` pairs of runs: one with the default settings, then one slowed by 4 x the index that run
 * has just measured / 1,000, so each scaled run follows the host's speed of the moment (a shared
 * machine's speed changes from one minute to the next).
 */
async function pagePairs(url, referenceUrl) {
  const plain = [];
  const scaled = [];
  const reference = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await score(url);
    plain.push(run);
    const slowdown = scaledSlowdown(run.index);
    scaled.push({ ...(await score(url, slowdown)), slowdown, asked: run.index });
    reference.push(await score(referenceUrl, slowdown));
  }
  return {
    plain: summary(plain),
    scaled: { ...summary(scaled), slowdowns: scaled.map((r) => r.slowdown), asked: median(scaled.map((r) => r.asked)) },
    reference: summary(reference),
  };
}

const NO_SCRIPTS = '/__lighthouse-reference';

/**
 * The reference pages: `${NO_SCRIPTS}/path` is the server's HTML of /path with its script tags
 * and the list of the chunks it would fetch taken out, brotli-compressed as the server sends it;
 * every other request (styles, images) is passed to the server as it is.
 */
function referenceProxy(target) {
  const proxy = http.createServer(async (req, res) => {
    if (req.url.startsWith(NO_SCRIPTS)) {
      const page = await fetch(`${target}${req.url.slice(NO_SCRIPTS.length) || '/'}`);
      const html = (await page.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<meta name="evb:modules"[^>]*>/g, '');
      res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-store' });
      return res.end(zlib.brotliCompressSync(html));
    }
    const { host, ...headers } = req.headers;
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

const verdictOf = (score, floor) =>
  score >= TARGET ? 'meets target' : floor === undefined || score >= floor ? `below target ${TARGET}` : `BELOW FLOOR ${floor}`;

const server = await startServer();
const proxy = await referenceProxy(server.url);
const proxyUrl = `http://127.0.0.1:${proxy.address().port}`;
try {
  const { productId } = await demoIds(server.url);
  const pages = [
    ['/', '/'],
    ['/products/{id}', `/products/${productId}`],
    ['/e_vehicles/scooter', '/e_vehicles/scooter'],
    ['/blogs', '/blogs'],
    // the Hindi twins (issue 26): at or above their English pages' scores
    ['/hi', '/hi'],
    ['/hi/products/{id}', `/hi/products/${productId}`],
  ];
  const only = process.env.LH_PAGES?.split(',').map((p) => p.trim());
  const rows = [];
  const scaledRows = [];
  const below = [];
  for (const [name, route] of pages) {
    if (only && !only.includes(name)) continue;
    const url = `${server.url}${route}`;
    const { plain: r, scaled: s, reference: ref } = await pagePairs(url, `${proxyUrl}${NO_SCRIPTS}${route}`);
    const verdict = verdictOf(r.score, FLOOR);
    console.log(
      `${name.padEnd(20)} performance ${r.score} (runs ${r.all.join(', ')}; ${verdict})  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  benchmark index ${r.index}`,
    );
    rows.push(`| ${name} | ${r.score} (${r.all.join(', ')}) | ${verdict} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.index} |`);
    if (r.score < FLOOR) below.push(`${name} ${r.score}`);

    const scaledVerdict = verdictOf(s.score);
    const slowdowns = s.slowdowns.map((x) => `${x}×`).join(', ');
    console.log(
      `${''.padEnd(20)} as on index 1,000 (CPU ${slowdowns}): performance ${s.score} (runs ${s.all.join(', ')}; ${scaledVerdict})  FCP ${s.fcp}  LCP ${s.lcp}  TBT ${s.tbt}  CLS ${s.cls}  benchmark index ${s.asked} before, ${s.index} during`,
    );
    console.log(`${''.padEnd(20)} its HTML without scripts, same slowdowns: performance ${ref.score} (runs ${ref.all.join(', ')})  TBT ${ref.tbt}`);
    scaledRows.push(
      `| ${name} | ${s.asked} | ${slowdowns} | ${s.score} (${s.all.join(', ')}) | ${scaledVerdict} | ${s.fcp} | ${s.lcp} | ${s.tbt} | ${s.cls} | ${s.index} | ${ref.score} (${ref.all.join(', ')}) | ${ref.tbt} |`,
    );
  }
  if (below.length) process.exitCode = 1;
  const section = [
    '<!-- lighthouse:start -->',
    '## Lighthouse (mobile, performance)',
    '',
    `Produced by \`client/scripts/lighthouse.mjs\` (Lighthouse 12, system Chromium, built site with demo data; median of ${RUNS} runs, the runs in brackets), ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `Default mobile settings (4× CPU slowdown whatever the host; floor ${FLOOR}, target ${TARGET}):`,
    '',
    '| Page | Score (runs) | Verdict | FCP | LCP | TBT | CLS | Benchmark index |',
    '|---|---:|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `As on a host of benchmark index 1,000: each default run is followed by one with a CPU slowdown of 4 × the index it measured / 1,000 (target ${TARGET}). Index: median of the indexes the slowdowns were computed from; index during: median of those the scaled runs measured themselves. Reference: right after each scaled run, the page's own HTML without its scripts at the same slowdown (what this host's layout and paint alone allow):`,
    '',
    '| Page | Index | CPU slowdowns | Score (runs) | Verdict | FCP | LCP | TBT | CLS | Index during | Reference (runs) | Reference TBT |',
    '|---|---:|---|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    ...scaledRows,
    '<!-- lighthouse:end -->',
    '',
  ].join('\n');
  if (only) console.log('LH_PAGES given: docs/web-performance.md left as it is');
  else {
    const doc = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Web performance\n';
    const updated = doc.includes('<!-- lighthouse:start -->')
      ? doc.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->\n/, section)
      : `${doc.trimEnd()}\n\n${section}`;
    fs.writeFileSync(docFile, updated);
    console.log(`Wrote ${path.relative(process.cwd(), docFile)}`);
  }
  if (below.length) console.error(`Lighthouse performance below the floor of ${FLOOR}: ${below.join(', ')}`);
} finally {
  proxy.close();
  await server.stop();
}
