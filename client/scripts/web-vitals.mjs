// The public measures Lighthouse reports for a mobile visit — First Contentful Paint, Largest
// Contentful Paint, Cumulative Layout Shift, Total Blocking Time — taken with the system
// Chromium under Lighthouse's mobile conditions: a 360×780 phone, 4× CPU slowdown and slow 4G
// (DevTools throttling: 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up). Each page is
// loaded RUNS times (default 3) in a fresh browser context; the median is reported.
//
// The results and the bundle figures of scripts/bench-web.mjs go into docs/web-performance.md,
// between the generated-section markers (the text around them is kept).
//
// Usage: node scripts/web-vitals.mjs   (after `npm run build`; starts the built server with a
// temporary DATA_DIR, or measures BASE_URL when set). NO_DOC=1 prints without writing the doc.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoIds, launchBrowser, startServer } from './lib/harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const docPath = path.resolve(here, '..', '..', 'docs', 'web-performance.md');
const RUNS = Number(process.env.RUNS || 3);

const MOBILE = { width: 360, height: 780 };
const CPU_SLOWDOWN = 4;
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
// Lighthouse's "good" thresholds on mobile (score ≥ 90)
const GOOD = { fcp: 1800, lcp: 2500, cls: 0.1, tbt: 200 };

/** Runs in the page before its scripts: records paints, layout shifts and long tasks. */
function observe() {
  const v = { fcp: null, lcp: null, lcpElement: null, shifts: [], longTasks: [] };
  window.__vitals = v;
  const on = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      // entry type unsupported
    }
  };
  on('paint', (e) => {
    if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  });
  on('largest-contentful-paint', (e) => {
    v.lcp = e.renderTime || e.loadTime || e.startTime;
    const el = e.element;
    v.lcpElement = el
      ? `${el.tagName.toLowerCase()}${el.getAttribute('src') ? `[src=${el.getAttribute('src')}]` : ''} "${(el.textContent || '').trim().slice(0, 40)}"`
      : null;
  });
  on('layout-shift', (e) => {
    if (!e.hadRecentInput) {
      const sources = (e.sources || []).map((s) =>
        s.node && s.node.nodeType === 1 ? `${s.node.tagName.toLowerCase()}.${String(s.node.className).split(' ')[0]}` : '#text',
      );
      v.shifts.push({ t: e.startTime, value: e.value, sources });
    }
  });
  on('longtask', (e) => v.longTasks.push({ start: e.startTime, duration: e.duration }));
}

/** Lighthouse's CLS: the largest session window (shifts < 1 s apart, window ≤ 5 s). */
function cumulativeLayoutShift(shifts) {
  let best = 0;
  let current = 0;
  let windowStart = 0;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last > 1000 || s.t - windowStart > 5000) {
      current = 0;
      windowStart = s.t;
    }
    current += s.value;
    last = s.t;
    best = Math.max(best, current);
  }
  return best;
}

/**
 * Lighthouse's TBT: the part over 50 ms of each long task between FCP and Time to Interactive;
 * TTI is approximated as the end of the last long task before a 5 s quiet window.
 */
function totalBlockingTime(longTasks, fcp) {
  let tbt = 0;
  let lastEnd = fcp;
  for (const task of [...longTasks].sort((a, b) => a.start - b.start)) {
    const end = task.start + task.duration;
    if (end <= fcp) continue;
    if (task.start - lastEnd >= 5000) break;
    tbt += Math.max(0, end - Math.max(task.start, fcp) - 50);
    lastEnd = end;
  }
  return tbt;
}

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: MOBILE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let jsBytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') jsBytes += e.response.encodedDataLength || 0;
  });
  const sizes = new Map();
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  const scripts = new Set();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
  // a quiet window after the last activity, so TTI (and so TBT) can settle
  await page.waitForTimeout(5500);
  const v = await page.evaluate(() => window.__vitals);
  jsBytes = [...scripts].reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
  await context.close();
  return {
    fcp: v.fcp,
    lcp: v.lcp,
    cls: cumulativeLayoutShift(v.shifts),
    tbt: v.fcp == null ? null : totalBlockingTime(v.longTasks, v.fcp),
    lcpElement: v.lcpElement,
    shiftSources: [...new Set(v.shifts.flatMap((s) => s.sources))].slice(0, 4),
    jsKb: jsBytes / 1024,
  };
}

const median = (values) => {
  const sorted = values.filter((x) => x != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

const server = process.env.BASE_URL ? { url: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} } : await startServer();
const browser = await launchBrowser();
const chromiumVersion = browser.version();
const results = [];
try {
  const { productId } = await demoIds(server.url);
  const pages = [
    ['/', '/'],
    ['/products/{id}', `/products/${productId}`],
    ['/blogs', '/blogs'],
  ];
  for (const [label, route] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, `${server.url}${route}`));
    const row = {
      label,
      fcp: median(runs.map((r) => r.fcp)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
      jsKb: median(runs.map((r) => r.jsKb)),
      lcpElement: runs.at(-1).lcpElement,
      shiftSources: runs.at(-1).shiftSources,
    };
    results.push(row);
    console.log(
      `${label.padEnd(16)} FCP ${ms(row.fcp)}  LCP ${ms(row.lcp)}  CLS ${row.cls.toFixed(3)}  TBT ${ms(row.tbt)}  JS ${row.jsKb.toFixed(0)} KB  LCP element: ${row.lcpElement ?? '-'}${row.shiftSources.length ? `  shifted: ${row.shiftSources.join(', ')}` : ''}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

function ms(value) {
  return value == null ? '   -   ' : `${(value / 1000).toFixed(2)} s`.padStart(7);
}

if (!process.env.NO_DOC) writeDoc();

function writeDoc() {
  let bundle;
  try {
    bundle = execFileSync(process.execPath, [path.join(here, 'bench-web.mjs')], { encoding: 'utf8' });
  } catch (error) {
    bundle = `${error.stdout ?? ''}${error.stderr ?? ''}`;
  }
  const mark = (value, good, text) => (value == null ? '–' : `${text}${value <= good ? '' : ' ⚠'}`);
  const table = [
    '| Page | FCP | LCP | CLS | TBT | JS transferred | LCP element |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| \`${r.label}\` | ${mark(r.fcp, GOOD.fcp, ms(r.fcp).trim())} | ${mark(r.lcp, GOOD.lcp, ms(r.lcp).trim())} | ${mark(r.cls, GOOD.cls, r.cls.toFixed(3))} | ${mark(r.tbt, GOOD.tbt, `${Math.round(r.tbt)} ms`)} | ${r.jsKb.toFixed(0)} KB | ${(r.lcpElement ?? '–').replace(/\|/g, '\\|')} |`,
    ),
  ].join('\n');
  const generated = [
    '<!-- web-vitals:start (generated by client/scripts/web-vitals.mjs; edits here are overwritten) -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on the built server with demo data: headless Chromium ${chromiumVersion} at`,
    `${MOBILE.width}×${MOBILE.height}, ${CPU_SLOWDOWN}× CPU slowdown, slow 4G (562.5 ms RTT, 1.47 Mbit/s down), cold cache,`,
    `median of ${RUNS} loads. ⚠ marks a figure outside Lighthouse's "good" range (FCP ≤ 1.8 s, LCP ≤ 2.5 s,`,
    'CLS ≤ 0.1, TBT ≤ 200 ms). The CPU slowdown is relative to this machine, so compare runs on one machine.',
    '',
    table,
    '',
    'JavaScript per route (gzip, first visit; `npm run bench:web`):',
    '',
    '```',
    bundle.trim(),
    '```',
    '<!-- web-vitals:end -->',
  ].join('\n');
  const intro = '# Web performance\n\nFigures for the visitor pages, refreshed by `npm run bench:web -w client`.\n\n';
  const current = fs.existsSync(docPath) ? fs.readFileSync(docPath, 'utf8') : `${intro}<!-- web-vitals:start --><!-- web-vitals:end -->\n`;
  const updated = current.replace(/<!-- web-vitals:start[\s\S]*?<!-- web-vitals:end -->/, () => generated);
  fs.writeFileSync(docPath, updated.includes(generated) ? updated : `${current.trimEnd()}\n\n${generated}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), docPath)}`);
}
