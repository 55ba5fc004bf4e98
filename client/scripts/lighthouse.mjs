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
// LH_RUNS changes the number of runs (default 3); LH_PAGES=/,/blogs runs only those pages (names as
// in the table) and leaves the doc as it is; LH_REPORTS=dir keeps every run's JSON report there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
function scoreOnce(url, cpuSlowdown) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'evb-lh-')), 'report.json');
  const run = spawnSync(
    process.execPath,
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
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8' },
  );
  if (run.status !== 0 || !fs.existsSync(out)) {
    console.warn(`lighthouse run failed for ${url}: ${run.stderr.trim().split('\n').pop()}`);
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
function score(url, cpuSlowdown) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = scoreOnce(url, cpuSlowdown);
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
function pagePairs(url) {
  const plain = [];
  const scaled = [];
  for (let i = 0; i < RUNS; i++) {
    const run = score(url);
    plain.push(run);
    const slowdown = scaledSlowdown(run.index);
    scaled.push({ ...score(url, slowdown), slowdown, asked: run.index });
  }
  return { plain: summary(plain), scaled: { ...summary(scaled), slowdowns: scaled.map((r) => r.slowdown), asked: median(scaled.map((r) => r.asked)) } };
}

const verdictOf = (score, floor) =>
  score >= TARGET ? 'meets target' : floor === undefined || score >= floor ? `below target ${TARGET}` : `BELOW FLOOR ${floor}`;

const server = await startServer();
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
    const { plain: r, scaled: s } = pagePairs(url);
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
    scaledRows.push(
      `| ${name} | ${s.asked} | ${slowdowns} | ${s.score} (${s.all.join(', ')}) | ${scaledVerdict} | ${s.fcp} | ${s.lcp} | ${s.tbt} | ${s.cls} | ${s.index} |`,
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
    `As on a host of benchmark index 1,000: each default run is followed by one with a CPU slowdown of 4 × the index it measured / 1,000 (target ${TARGET}). Index: median of the indexes the slowdowns were computed from; index during: median of those the scaled runs measured themselves:`,
    '',
    '| Page | Index | CPU slowdowns | Score (runs) | Verdict | FCP | LCP | TBT | CLS | Index during |',
    '|---|---:|---|---:|---|---:|---:|---:|---:|---:|',
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
  await server.stop();
}
