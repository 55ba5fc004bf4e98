// `npm run schema:baseline`: writes the published schema (docs/api/schema.graphql) from schema.graphql,
// then runs the compatibility check on it, so a break the changelog does not announce is named now.
import fs from 'node:fs';
import path from 'node:path';
import { COMPAT_FILES, published, readCompatFiles, schemaCompatProblems } from './schema-compat';

async function main() {
  fs.writeFileSync(COMPAT_FILES.baseline, published(fs.readFileSync(COMPAT_FILES.schema, 'utf8')));
  console.log(`wrote ${path.relative(process.cwd(), COMPAT_FILES.baseline)}`);
  const problems = await schemaCompatProblems(readCompatFiles());
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
