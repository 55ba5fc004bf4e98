// `node scripts/first-tap.mjs`: what a phone's first tap on a server-rendered page waits for
// (docs/decisions/0072). A first visit's page starts its scripts at the first use of a control,
// so its first tap pays for the start-up; a returning visitor's page (something in storage) starts
// after its first paint, as every page did before. For each, at 390 px with a CPU slowdown
// (FIRST_TAP_CPU, default 4: Lighthouse's mobile setting) and the page loaded cold, the "Open menu"
// button is tapped TAP_AFTER_MS after the load event (default 1000 and 5000: a quick tap, and
// one after reading) and the time until the menu shows is measured; median of FIRST_TAP_RUNS (3).
// Also printed: the main thread's busy time from the navigation to the tap (what reading costs).
import { demoIds, launchBrowser, startServer } from './lib/harness.mjs';

const CPU = Number(process.env.FIRST_TAP_CPU ?? 4);
const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 3);
const WAITS = (process.env.TAP_AFTER_MS ?? '1000,5000').split(',').map(Number);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function tapOnce(browser, url, { returning, waitMs }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  // a returning visitor: anything our pages keep in storage makes the page start at once
  if (returning) await context.addInitScript(() => localStorage.setItem('evb:returning', '1'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(waitMs);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const busy = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskOtherDuration']
    .map((name) => metrics.find((m) => m.name === name)?.value ?? 0)
    .reduce((sum, seconds) => sum + seconds * 1000, 0);
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.waitFor();
  const started = Date.now();
  await button.tap();
  await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ timeout: 60_000 });
  const tapToMenu = Date.now() - started;
  await context.close();
  return { tapToMenu, busy };
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const { productId } = await demoIds(server.url);
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', `/products/${productId}`];
  console.log(`CPU slowdown ${CPU}x, 390 px, cold load, median of ${RUNS} runs`);
  for (const p of paths) {
    for (const waitMs of WAITS) {
      for (const returning of [false, true]) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await tapOnce(browser, `${server.url}${p}`, { returning, waitMs }));
        const who = returning ? 'returning visitor (starts after paint)' : 'first visit (starts at the tap)';
        console.log(
          `${p.padEnd(34)} tap ${String(waitMs).padStart(5)} ms after load  ${who.padEnd(40)} tap to menu ${median(runs.map((r) => r.tapToMenu))} ms (${runs.map((r) => r.tapToMenu).join(', ')})  main thread busy before the tap ${median(runs.map((r) => Math.round(r.busy)))} ms`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
