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
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // after the bundle and public/ are written, so the banner SVGs are compressed too
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === '.vite' ? [] : walk(path.join(dir, e.name))) : [path.join(dir, e.name)]));
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

// Screens are lazy routes (see src/router.tsx), so each gets its own chunk; the
// vendor split keeps React and Chakra cached across releases of our own code.
export default defineConfig({
  plugins: [react(), precompress()],
  // TypeScript sources first: @evbazaar/common ships .ts, and a stray compiled .js beside
  // them must never shadow the source
  resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'] },
  server: {
    proxy: { '/graphql': api, '/api': api, '/uploads': api },
  },
  build: {
    target: 'es2022',
    // read by scripts/bench-web.mjs to add up what each route loads
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(urql|@urql|wonka|@0no-co)\//.test(id)) return 'urql';
          return undefined;
        },
      },
    },
  },
});
