// `npm run codegen:check`: fails when a generated file differs from what `npm run codegen`
// would write now (generated code is never edited by hand, and never left stale), or when a
// client/src/**/*.generated.ts is left over from a .graphql file that is gone.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen';

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
  console.log(`generated code is up to date (${outputs.length} files)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
