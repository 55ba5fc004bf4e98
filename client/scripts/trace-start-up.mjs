// `node scripts/trace-start-up.mjs [path ...]`: where a public page's main-thread time goes while it
// starts, from a Chromium performance trace (the data Lighthouse's bootup-time and
// mainthread-work-breakdown audits read). For each page (default: /, a product page,
// /e_vehicles/scooter, /blogs) on the built site with demo data, at 360×780 and no CPU or network
// throttling (the host's own speed, which Lighthouse's simulation multiplies), cold cache, it loads
// the page until `html[data-page-live]` (or, on a first visit, `html[data-boot=on-intent]`) plus
// 3 s of quiet and prints:
// - the top-level tasks of 10 ms or more (Lighthouse's simulation drops shorter ones; each kept one
//   counts x the CPU slowdown) with what ran in them;
// - the time by kind (script evaluation, style and layout, parsing, ...), as the audit groups it;
// - JavaScript self time by source module: by chunk, or by the module of the sources when the
//   build has source maps (`npx vite build --sourcemap`; `source-map-js` reads them).
// TRACE_RUNS=n takes the median task list of n loads (default 1); TRACE_OUT=dir keeps the traces;
// TRACE_NOJS=1 loads the pages without JavaScript (what the server's HTML and styles cost alone);
// TRACE_RETURNING=1 as a returning visitor (something in storage: the page starts after its first
// paint without waiting for a tap, docs/decisions/0072), which is how every visit started before.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { demoIds, launchBrowser, startServer } from './lib/harness.mjs';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const LONG_MS = 10;

let SourceMapConsumer;
try {
  ({ SourceMapConsumer } = createRequire(import.meta.url)('source-map-js'));
} catch {
  SourceMapConsumer = undefined;
}

const consumers = new Map();
/** The source module of a position in a built chunk, when the chunk has a source map. */
function sourceOf(url, line, column) {
  const file = url.replace(/^https?:\/\/[^/]+\//, '');
  if (!consumers.has(file)) {
    const map = path.join(dist, `${file}.map`);
    consumers.set(file, SourceMapConsumer && fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
  }
  const consumer = consumers.get(file);
  if (!consumer) return file.replace(/-[\w-]{8}\.js$/, '.js');
  const pos = consumer.originalPositionFor({ line: line + 1, column });
  if (!pos.source) return file;
  return pos.source
    .replace(/^(\.\.\/)+/, '')
    .replace(/^node_modules\/((@[^/]+\/)?[^/]+)\/.*/, '$1')
    .replace(/^client\/src\//, 'src/');
}

const GROUPS = {
  script: [
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'FireAnimationFrame',
    'RunMicrotasks',
    'v8.callFunction',
    'FireIdleCallback',
    'XHRReadyStateChange',
  ],
  'parse/compile': ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'CompileScript'],
  'style/layout': ['UpdateLayoutTree', 'RecalculateStyles', 'Layout', 'ParseAuthorStyleSheet'],
  html: ['ParseHTML'],
  paint: ['Paint', 'Layerize', 'PrePaint', 'Commit', 'CompositeLayers'],
  gc: ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase', 'V8.GCScavenger'],
};
const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([group, names]) => names.map((n) => [n, group])));
const groupOf = (name) => GROUP_OF.get(name) ?? 'other';

/** One cold load of a page with the trace and a sampling profile. */
async function trace(browser, url) {
  const noScript = process.env.TRACE_NOJS === '1';
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: !noScript,
  });
  if (process.env.TRACE_RETURNING === '1') await context.addInitScript(() => localStorage.setItem('evb:returning', '1'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        'toplevel',
        // the sampling profile (JavaScript by module) costs the page time itself: TRACE_PROFILE=0 leaves it out
        ...(process.env.TRACE_PROFILE === '0' ? [] : ['disabled-by-default-v8.cpu_profiler']),
      ],
    },
  });
  await page.goto(url, { waitUntil: 'load' });
  // polled through CDP in the page's own world: Playwright's selector engine would add its own script to the trace
  for (let waited = 0; !noScript; waited += 100) {
    // live, or waiting for the visitor's first use of a control (a first visit: docs/decisions/0072)
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: "document.documentElement.hasAttribute('data-page-live') || document.documentElement.dataset.boot === 'on-intent'",
    });
    if (result.value) break;
    if (waited > 30_000) throw new Error(`${url} did not come live`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

/** The page's renderer main thread: the CrRendererMain thread that parsed the page's HTML. */
function mainThread(events, url) {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  const any = events.filter((e) => e.name === 'ParseHTML');
  const chosen = parse ?? any.at(-1);
  return { pid: chosen.pid, tid: chosen.tid, start: chosen.ts };
}

/** The events a task is made of, as the performance panel names them (wrappers such as RunTask left out). */
const meaningful = (name) => GROUP_OF.has(name);

function analyse(events, url) {
  const { pid, tid, start } = mainThread(events, url);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = own.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const inside = own.filter((e) => meaningful(e.name));
  // what each long task did: the largest of its direct events, by name
  const long = tasks
    .filter((t) => t.ts >= start && t.dur >= LONG_MS * 1000)
    .map((t) => {
      const kinds = new Map();
      for (const e of inside) {
        if (e.ts < t.ts || e.ts >= t.ts + t.dur || !e.dur) continue;
        // only the outermost events of the task (events are nested; count the top level)
        const nested = inside.some((p) => p !== e && p.dur && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.ts >= t.ts && p.dur > e.dur);
        if (nested) continue;
        const label =
          e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule'
            ? `${e.name} ${short(e.args?.data?.url ?? e.args?.data?.functionName ?? '')}`
            : e.name;
        kinds.set(label, (kinds.get(label) ?? 0) + e.dur / 1000);
      }
      const what = [...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
      return { at: (t.ts - start) / 1000, ms: t.dur / 1000, cpu: (t.tdur ?? t.dur) / 1000, what: what.join(', ') };
    });
  // time by kind, counting each event's self time
  const byGroup = new Map();
  const selfOf = new Map();
  const sorted = inside.filter((e) => e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  for (const e of sorted) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    selfOf.set(e, e.dur);
    if (stack.length) selfOf.set(stack.at(-1), selfOf.get(stack.at(-1)) - e.dur);
    stack.push(e);
  }
  for (const [e, self] of selfOf) byGroup.set(groupOf(e.name), (byGroup.get(groupOf(e.name)) ?? 0) + self / 1000);
  // JavaScript self time by module, from the CPU profile's samples
  const byModule = new Map();
  const nodes = new Map();
  let samples = [];
  let deltas = [];
  for (const e of events.filter((x) => x.pid === pid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
    const data = e.args?.data?.cpuProfile;
    for (const n of data?.nodes ?? []) nodes.set(n.id, n);
    samples = samples.concat(data?.samples ?? []);
    deltas = deltas.concat(e.args?.data?.timeDeltas ?? []);
  }
  samples.forEach((id, i) => {
    const node = nodes.get(id);
    const frame = node?.callFrame;
    if (!frame) return;
    const name = frame.url ? sourceOf(frame.url, frame.lineNumber, frame.columnNumber) : `(${frame.functionName || 'native'})`;
    byModule.set(name, (byModule.get(name) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  // thread time of every task after the HTML began: what the page cost the CPU, whatever else ran on the machine
  const cpu = tasks.filter((t) => t.ts >= start).reduce((sum, t) => sum + (t.tdur ?? t.dur), 0) / 1000;
  return { long, byGroup, byModule, cpu };
}

const short = (url) => url.replace(/^https?:\/\/[^/]+\//, '').replace(/-[\w-]{8}\.js$/, '.js');
const fmt = (map, n) =>
  [...map]
    .filter(([name]) => !/^\((idle|program|root)\)$/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');

const server = await startServer();
const browser = await launchBrowser();
try {
  const { productId } = await demoIds(server.url);
  const asked = process.argv.slice(2);
  const paths = asked.length ? asked : ['/', `/products/${productId}`, '/e_vehicles/scooter', '/blogs'];
  const runs = Number(process.env.TRACE_RUNS ?? 1);
  for (const p of paths) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const events = await trace(browser, `${server.url}${p}`);
      if (process.env.TRACE_OUT) {
        fs.mkdirSync(process.env.TRACE_OUT, { recursive: true });
        fs.writeFileSync(path.join(process.env.TRACE_OUT, `${p.replace(/\W+/g, '_')}-${i}.json`), JSON.stringify({ traceEvents: events }));
      }
      results.push(analyse(events, `${server.url}${p}`));
    }
    const total = (r) => r.long.reduce((s, t) => s + t.cpu, 0);
    results.sort((a, b) => total(a) - total(b));
    const r = results[Math.floor(results.length / 2)];
    console.log(
      `\n${p}: ${r.long.length} tasks of ${LONG_MS} ms or more, ${total(r).toFixed(0)} ms of thread time in them (runs: ${results.map((x) => total(x).toFixed(0)).join(', ')}); main thread busy ${r.cpu.toFixed(0)} ms in all`,
    );
    for (const t of r.long)
      console.log(`  at ${t.at.toFixed(0).padStart(5)} ms  ${t.ms.toFixed(1).padStart(6)} ms (thread ${t.cpu.toFixed(1).padStart(5)})  ${t.what}`);
    console.log('  main thread by kind (self time):');
    console.log(fmt(r.byGroup, 8));
    console.log('  JavaScript self time by module:');
    console.log(fmt(r.byModule, 25));
  }
} finally {
  await browser.close();
  await server.stop();
}
