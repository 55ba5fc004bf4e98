// `npm run lint:migrations` (part of `npm run lint`, so of `npm test`): every migration passes Squawk's
// rules for a live database (.squawk.toml), and every index statement has the one form the server runs
// CONCURRENTLY before the migration (server/src/db/online-indexes.ts): `CREATE [UNIQUE] INDEX IF NOT
// EXISTS "name" ON "table" …` and `DROP INDEX IF EXISTS "name"`. Migrations written before the linter
// are exempted by name, each with its reason (EXEMPT below). docs/ops/migrations.md explains the rules.
//   node scripts/lint-migrations.mjs [folder]   (default server/src/db/migrations)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const folder = path.resolve(process.argv[2] ?? path.join(root, 'server/src/db/migrations'));

/** Migrations that ran on live databases before the linter: changing them now would change nothing. */
export const EXEMPT = {
  '0001_token_version_and_unique_locations.sql': 'a unique index on locations (a few hundred rows), before indexes were built online',
  '0002_one_name_shop.sql': 'renamed the dealer tables and columns in one release, before any integrator (issue 23 adds deprecations)',
  '0003_unordered_comparison_pair.sql': 'rebuilt the comparisons pair key (a few hundred rows), before indexes were built online',
  '0004_back_office_paging.sql': 'paging indexes on users, enquiries and test rides of a young site, before indexes were built online',
  '0007_ride_slots.sql': 'the slot index on test rides of a young site, before indexes were built online',
  '0008_product_filters_and_brand_slugs.sql': 'slug NOT NULL set on a catalogue of a few hundred rows, filled in the same migration',
  '0009_search_trigrams_and_slugs.sql': 'slug NOT NULL set on a catalogue of a few hundred rows, filled in the same migration',
  '0011_product_effective_range.sql': 'a stored generated column rewrote a catalogue of a few hundred rows',
  '0016_enquiry_handled.sql': 'a foreign key on enquiries, a table of a few thousand rows at most, validated at once',
};

// the same forms as server/src/db/online-indexes.ts reads
const CREATE_FORM = /^CREATE (UNIQUE )?INDEX IF NOT EXISTS "[\w]+" ON "[\w]+"/i;
const DROP_FORM = /^DROP INDEX IF EXISTS "[\w]+"$/i;

/** The statements of a drizzle migration file, without comments or the trailing semicolon. */
const statementsOf = (text) =>
  text
    .split('--> statement-breakpoint')
    .map((s) =>
      s
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim()
        .replace(/;$/, ''),
    )
    .filter(Boolean);

/** Index statements not in the form the server runs concurrently (an index of a table the same file creates is built empty, at once). */
function indexFormProblems(file, text) {
  const problems = [];
  const created = new Set([...text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"([\w]+)"/gi)].map((m) => m[1]));
  for (const statement of statementsOf(text)) {
    const table = /\bON "([\w]+)"/i.exec(statement)?.[1];
    if (/^CREATE (UNIQUE )?INDEX/i.test(statement) && table && created.has(table)) continue;
    const head = statement.replace(/\s+/g, ' ').slice(0, 120);
    if (/^CREATE (UNIQUE )?INDEX/i.test(statement) && !CREATE_FORM.test(statement))
      problems.push(`${file}: write an index as CREATE [UNIQUE] INDEX IF NOT EXISTS "name" ON "table" …, which the server builds CONCURRENTLY first: ${head}`);
    if (/^DROP INDEX/i.test(statement) && !DROP_FORM.test(statement))
      problems.push(`${file}: write a dropped index as DROP INDEX IF EXISTS "name", which the server drops CONCURRENTLY first: ${head}`);
  }
  return problems;
}

function main() {
  const files = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const checked = files.filter((f) => !(f in EXEMPT));
  const problems = checked.flatMap((f) => indexFormProblems(f, fs.readFileSync(path.join(folder, f), 'utf8')));
  const squawk = createRequire(import.meta.url).resolve('squawk-cli/js/bin/squawk', { paths: [root] });
  const run = checked.length
    ? spawnSync(process.execPath, [squawk, '-c', path.join(root, '.squawk.toml'), '--reporter', 'gcc', ...checked.map((f) => path.join(folder, f))], {
        encoding: 'utf8',
      })
    : { status: 0, stdout: '', stderr: '' };
  const squawkLines = `${run.stdout}${run.stderr}`.split('\n').filter((l) => /: (warning|error)/.test(l));
  if (run.status !== 0 && !squawkLines.length) problems.push(`squawk failed to run: ${run.stderr || run.stdout}`);
  problems.push(...squawkLines.map((line) => path.relative(root, line)));
  if (problems.length) {
    console.error(`Migrations not safe on a live database (docs/ops/migrations.md):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`migrations lint clean: ${checked.length} checked, ${files.length - checked.length} exempted by name`);
}

main();
