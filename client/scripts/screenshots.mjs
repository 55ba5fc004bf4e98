// Screenshots of the main pages at 1280 px and 360 px, signed in where a page needs it, and a
// list of what sticks out sideways at each width (the page should never scroll sideways).
// Usage: node scripts/screenshots.mjs [outDir]   (after `npm run build`; default evbazaar-shots in the system temp folder)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoIds, launchBrowser, startServer, tokenOf } from './lib/harness.mjs';

const outDir = process.argv[2] || path.join(os.tmpdir(), 'evbazaar-shots');
fs.mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  const { productId, blogId } = await demoIds(server.url);
  const pages = [
    ['home', '/'],
    ['product', `/products/${productId}`],
    ['blogs', '/blogs'],
    ['blog', `/blogs/${blogId}`],
    ['login', '/login'],
    ['e-vehicles', '/e_vehicles/scooter'],
    ['comparisons', '/product-comparison'],
    ['dashboard-admin', '/dashboard', 'admin@example.com'],
    ['dashboard-users', '/dashboard/users', 'admin@example.com'],
    ['dashboard-products', '/dashboard/products', 'admin@example.com'],
    ['dashboard-dealer', '/dashboard', 'dealer@example.com'],
    ['dashboard-dealer-rides', '/dashboard/dealer/book_ride', 'dealer@example.com'],
    ['book-ride', '/book_ride', 'user@example.com'],
  ];
  const only = process.env.ONLY?.split(',');
  // one sign-in per account: the server allows few auth attempts per IP
  const tokens = new Map();
  for (const [name, route, email] of pages) {
    if (only && !only.includes(name)) continue;
    if (email && !tokens.has(email)) tokens.set(email, await tokenOf(server.url, email));
    const token = email ? tokens.get(email) : undefined;
    for (const width of [1280, 360]) {
      const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 780 }, deviceScaleFactor: 1 });
      if (token) await context.addInitScript((t) => sessionStorage.setItem('userToken', t), token);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      const report = await page.evaluate(() => {
        const vw = document.documentElement.clientWidth;
        const wide = [];
        for (const el of document.querySelectorAll('body *')) {
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.right <= vw + 1) continue;
          // inside a sideways scroller is fine
          let p = el.parentElement;
          let scrolls = false;
          while (p && p !== document.body) {
            const s = getComputedStyle(p);
            if (/(auto|scroll|hidden|clip)/.test(s.overflowX) && p.getBoundingClientRect().right <= vw + 1) {
              scrolls = true;
              break;
            }
            p = p.parentElement;
          }
          if (!scrolls)
            wide.push(
              `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').slice(0, 2).join('.') : ''} right=${Math.round(r.right)}`,
            );
        }
        return { scrollWidth: document.documentElement.scrollWidth, vw, wide: wide.slice(0, 8) };
      });
      const file = path.join(outDir, `${name}-${width}.png`);
      // scroll through once so lazy images load, then shoot the page in parts a reader can view
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(400);
      await page.screenshot({ path: file, fullPage: true });
      const part = width > 400 ? 1600 : 1100;
      for (let y = 0, i = 1; y < height && height > part; y += part, i += 1) {
        await page.screenshot({ path: file.replace('.png', `-part${i}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(part, height - y) } });
      }
      const sideways = report.scrollWidth > report.vw ? ` SCROLLS SIDEWAYS (${report.scrollWidth} > ${report.vw})` : '';
      console.log(`${name}@${width}${sideways}${errors.length ? ` errors: ${errors.join('; ')}` : ''}`);
      for (const w of report.wide) console.log(`   wider than the screen: ${w}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
