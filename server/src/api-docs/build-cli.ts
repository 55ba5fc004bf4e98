// `node --import tsx src/api-docs/build-cli.ts <outDir>` (server/scripts/build.mjs): /docs/api from
// schema.graphql and docs/api/*.md, at build time, with no network.
import fs from 'node:fs';
import path from 'node:path';
import { writeApiDocs } from './build-api-docs';

const repository = path.resolve(__dirname, '../../..');
const outDir = path.resolve(process.argv[2] ?? path.join(repository, 'server/dist/api-docs'));
const count = writeApiDocs(
  { schemaSdl: fs.readFileSync(path.join(repository, 'schema.graphql'), 'utf8'), guidesDir: path.join(repository, 'docs/api') },
  outDir,
);
console.log(`API documentation: ${count} pages built`);
