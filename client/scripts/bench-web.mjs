// Reports the gzip size of the JavaScript each main route loads on a first visit:
// the entry chunk, its start-up steps and their static imports, plus the route's lazy chunks and their imports
// (a /dashboard page loads the back-office route table, the shell and the screen).
// Run after `npm run build -w client`. Fails when a route exceeds its budget (issue 14's targets:
// `/` at most 120 KB gz, a product page at most 150 KB gz).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build found: run `npm run build -w client` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const BUDGETS_KB = { '/': 120, '/products/:id': 150 };
const ROUTES = {
  '/': 'src/routes/home.tsx',
  '/e_vehicles/scooter': 'src/routes/e-vehicles-by-type.tsx',
  '/products/:id': 'src/routes/product-detail.tsx',
  '/blogs': 'src/routes/blogs.tsx',
  '/blogs/:id': 'src/routes/blog-detail.tsx',
  '/login': 'src/routes/login.tsx',
  '/register': 'src/routes/register.tsx',
  '/book_ride': 'src/routes/my-test-rides.tsx',
  '/profile': 'src/routes/profile.tsx',
  '/contact': 'src/routes/contact.tsx',
  '/product-comparison': 'src/routes/product-comparison.tsx',
};
const BACK_OFFICE = ['src/routes/dashboard/route-table.tsx', 'src/routes/dashboard/shell.tsx'];
Object.assign(ROUTES, {
  '/dashboard (admin)': [...BACK_OFFICE, 'src/routes/dashboard/index.tsx'],
  '/dashboard/users': [...BACK_OFFICE, 'src/routes/dashboard/users.tsx'],
  '/dashboard/dealer/book_ride': [...BACK_OFFICE, 'src/routes/dashboard/dealer-book-ride.tsx'],
});

const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
};

/** Every JS file a chunk needs before it runs: itself and its static imports, recursively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
}

/**
 * The manifest key of a module's chunk: its source path, or, when Rollup also made that chunk
 * hold modules shared with others (keyed `_name-hash.js`), the dynamic entry of that name.
 */
function chunkKey(src) {
  if (manifest[src]) return src;
  const name = path.basename(src).replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].isDynamicEntry && manifest[k].name === name);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
// the entry and the start-up chunks the build preloads with it (vite.config.ts, bootPreloads)
const entryFiles = closure(entryKey);
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, href] of indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)) {
  const key = Object.keys(manifest).find((k) => manifest[k].file === href);
  if (key) closure(key, entryFiles);
}
const kb = (bytes) => (bytes / 1024).toFixed(1);

console.log(`entry (shell, every route): ${kb([...entryFiles].reduce((s, f) => s + gz(f), 0))} KB gz`);
const over = [];
for (const [route, keys] of Object.entries(ROUTES)) {
  const absent = [keys].flat().filter((key) => !chunkKey(key));
  if (absent.length) {
    console.log(`${route.padEnd(28)} (no chunk for ${absent.join(', ')})`);
    if (BUDGETS_KB[route]) over.push(`${route}: no chunk`);
    continue;
  }
  const files = new Set(entryFiles);
  for (const key of [keys].flat()) closure(chunkKey(key), files);
  const total = [...files].reduce((s, f) => s + gz(f), 0);
  const limit = BUDGETS_KB[route];
  const budget = limit ? ` (budget ${limit} KB${total / 1024 > limit ? ', OVER' : ''})` : '';
  console.log(`${route.padEnd(28)} ${kb(total).padStart(7)} KB gz JavaScript${budget}`);
  if (limit && total / 1024 > limit) over.push(`${route}: ${kb(total)} KB > ${limit} KB`);
}
if (over.length) {
  console.error(`JavaScript over budget (gz): ${over.join('; ')}`);
  process.exitCode = 1;
}
