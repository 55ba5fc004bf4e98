import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:3000';

/**
 * Writes `.br` and `.gz` copies of the text assets beside them, so a static server with
 * pre-compressed serving (@fastify/static `preCompressed: true`) sends ~4× fewer bytes of
 * JavaScript: uncompressed, the home page transfers ~650 KB of it, ~3.5 s on slow 4G.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'evbazaar-precompress',
    // the browser bundle only: the server bundle is never served
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // after the bundle and public/ are written, so the banner SVGs are compressed too
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? (e.name === '.vite' ? [] : walk(path.join(dir, e.name))) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Names the source module of each lazy route in the route table: `lazy(() => import('./routes/x'))`
 * becomes `lazyPage(() => import('./routes/x'), 'src/routes/x.tsx')`, the key of its chunk in
 * the Vite manifest, so the server preloads the chunks of the page it rendered (src/lib/lazy-page.ts).
 */
function pageModules(): Plugin {
  let root = '';
  const lazyImport = /\blazy\(\(\) => import\('(\.[^']+)'\)\)/g;
  return {
    name: 'evbazaar-page-modules',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!id.endsWith('/src/router.tsx')) return null;
      const ids = new Map<string, string>();
      for (const [, spec] of code.matchAll(lazyImport)) {
        const resolved = await this.resolve(spec, id);
        if (resolved) ids.set(spec, path.relative(root, resolved.id).split(path.sep).join('/'));
      }
      const rewritten = code.replace(lazyImport, (whole, spec: string) =>
        ids.has(spec) ? `__lazyPage(() => import('${spec}'), ${JSON.stringify(ids.get(spec))})` : whole,
      );
      return { code: `import { lazyPage as __lazyPage } from './lib/lazy-page';\n${rewritten}`, map: null };
    },
  };
}

/** The start-up steps `src/main.tsx` loads with `import()` (each is evaluated in its own task). */
const BOOT_STEPS = ['src/boot.tsx', 'src/app-element.tsx'];

/**
 * A modulepreload link for every chunk of the start-up steps (and their imports), so they are not
 * fetched one after another once the entry runs. The server moves these links out of the head of
 * server-rendered pages (server/src/http/ssr.ts), whose entry fetches them after the first paint;
 * `scripts/bench-web.mjs` counts them as the shell every route loads.
 */
function bootPreloads(): Plugin {
  let root = '';
  return {
    name: 'evbazaar-boot-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ctx.chunk;
        const bundle = ctx.bundle;
        if (!entry || entry.type !== 'chunk' || !bundle) return html;
        const files = new Set<string>();
        // a step's chunk may also hold modules it shares with others: look for the step among them
        const isStep = (id: string) => BOOT_STEPS.includes(path.relative(root, id).split(path.sep).join('/'));
        const walk = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(walk);
          const steps = chunk.dynamicImports.filter((d) => {
            const target = bundle[d];
            return target?.type === 'chunk' && target.moduleIds.some(isStep);
          });
          steps.forEach(walk);
        };
        walk(entry.fileName);
        files.delete(entry.fileName);
        for (const file of entry.imports) files.delete(file);
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

function manualChunks(id: string) {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  if (/node_modules\/(urql|@urql|wonka|@0no-co)\//.test(id)) return 'urql';
  return undefined;
}

// Screens are lazy routes (see src/router.tsx), so each gets its own chunk; the
// vendor split keeps React and Chakra cached across releases of our own code.
// `vite build --ssr src/entry-server.tsx` builds the server renderer into dist-ssr/ (not served)
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [pageModules(), react(), bootPreloads(), precompress()],
  // TypeScript sources first: @evbazaar/common ships .ts, and a stray compiled .js beside
  // them must never shadow the source
  resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'] },
  server: { proxy: { '/graphql': api, '/api': api, '/uploads': api } },
  // the server renderer is one bundle, tree-shaken like the browser's: with its packages external it
  // imported all of Chakra UI's modules, ~23 MB of V8 heap in the server for components no page uses
  // (docs/benchmarks-memory.md, docs/decisions/0049)
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // read by scripts/bench-web.mjs to add up what each route loads
    manifest: !isSsrBuild,
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
    // the vendor split is for browsers' caches
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks } },
  },
}));
