// Bundles the server into dist/main.js. Packages stay external (installed by npm),
// except our own @evbazaar/common workspace, which ships TypeScript source.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@evbazaar/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
// migrations are read at run time from beside the bundle
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// the dealer finder's PIN codes (docs/decisions/0063), read beside the bundle
fs.mkdirSync(path.join(dist, 'data'), { recursive: true });
fs.copyFileSync(path.join(root, 'src/modules/geo/pincodes.tsv'), path.join(dist, 'data/pincodes.tsv'));
// /docs/api from schema.graphql and docs/api/*.md (docs/decisions/0058): made here, served as built
execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/api-docs/build-cli.ts'), path.join(dist, 'api-docs')], { cwd: root, stdio: 'inherit' });
console.log('server built into dist/');
