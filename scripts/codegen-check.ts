// `npm run codegen:check`: fails when a generated file differs from what `npm run codegen`
// would write now (generated code is never edited by hand, and never left stale).
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen';

async function main() {
  const outputs = await generate({ ...config, silent: true }, false);
  const stale = outputs.filter((o) => !fs.existsSync(o.filename) || fs.readFileSync(o.filename, 'utf8') !== o.content).map((o) => path.relative(process.cwd(), o.filename));
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
