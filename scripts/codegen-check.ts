// `npm run codegen:check`: fails when a generated file (or the persisted-query manifest) differs
// from what `npm run codegen` would write now (generated code is never edited by hand, and never left stale), or when a
// client/src/**/*.generated.ts is left over from a .graphql file that is gone.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen';
import { checkCatalogs } from './codegen/i18n-catalogs';
import { buildManifest, MANIFEST_PATH } from './codegen/persisted-operations';

async function main() {
  const outputs = await generate({ ...config, silent: true }, false);
  const stale = outputs
    .filter((o) => !fs.existsSync(o.filename) || fs.readFileSync(o.filename, 'utf8') !== o.content)
    .map((o) => path.relative(process.cwd(), o.filename));
  const written = new Set(outputs.map((o) => path.resolve(o.filename)));
  const leftOver = fs
    .readdirSync('client/src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.generated.ts'))
    .map((file) => path.join('client/src', file))
    .filter((file) => !written.has(path.resolve(file)));
  if (leftOver.length) {
    console.error(`Generated files without their .graphql: ${leftOver.join(', ')}. Delete them (and their imports).`);
    process.exit(1);
  }
  if (stale.length) {
    console.error(`Generated code is out of date: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  // the interface's texts: complete in every language, valid ICU, compiled files current
  const catalogProblems = checkCatalogs();
  if (catalogProblems.length) {
    console.error(`The catalogs (common/src/i18n) are not ready:\n${catalogProblems.join('\n')}`);
    process.exit(1);
  }
  // the persisted-query manifest is built from the generated client modules, checked above to be current
  const manifest = await buildManifest();
  if (!fs.existsSync(MANIFEST_PATH) || fs.readFileSync(MANIFEST_PATH, 'utf8') !== manifest) {
    console.error(`The persisted-query manifest is out of date: ${MANIFEST_PATH}. Run \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log(`generated code is up to date (${outputs.length} files, the catalogs and the persisted-query manifest)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
