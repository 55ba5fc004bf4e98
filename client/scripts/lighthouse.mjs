// `node scripts/lighthouse.mjs` (part of `npm run bench:web`): Lighthouse's mobile performance
// score for /, a product page and /blogs, on the built site served by the real server with
// demo data, in the system Chromium (CHROME_PATH or /usr/bin/chromium). Lighthouse's default
// mobile settings apply (emulated Moto G Power, slow 4G, 4x CPU slowdown).
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

function score(url) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'evb-lh-')), 'report.json');
  const run = spawnSync(
    process.execPath,
    [cli, url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run'],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed for ${url}: ${run.stderr.slice(-500)}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const a = report.audits;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].displayValue,
    lcp: a['largest-contentful-paint'].displayValue,
    tbt: a['total-blocking-time'].displayValue,
    cls: a['cumulative-layout-shift'].displayValue,
  };
}

const server = await startServer();
try {
  const { productId } = await demoIds(server.url);
  const pages = [['/', '/'], ['/products/{id}', `/products/${productId}`], ['/blogs', '/blogs']];
  const rows = [];
  for (const [name, route] of pages) {
    const r = score(`${server.url}${route}`);
    console.log(`${name.padEnd(16)} performance ${r.score}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}`);
    rows.push(`| ${name} | ${r.score} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`);
  }
  const section = `<!-- lighthouse:start -->\n## Lighthouse (mobile, performance)\n\nProduced by \`client/scripts/lighthouse.mjs\` (Lighthouse 12, default mobile settings, system Chromium, built site with demo data), ${new Date().toISOString().slice(0, 10)}.\n\n| Page | Score | FCP | LCP | TBT | CLS |\n|---|---:|---:|---:|---:|---:|\n${rows.join('\n')}\n<!-- lighthouse:end -->\n`;
  const doc = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Web performance\n';
  const updated = doc.includes('<!-- lighthouse:start -->') ? doc.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->\n/, section) : `${doc.trimEnd()}\n\n${section}`;
  fs.writeFileSync(docFile, updated);
  console.log(`Wrote ${path.relative(process.cwd(), docFile)}`);
} finally {
  await server.stop();
}
