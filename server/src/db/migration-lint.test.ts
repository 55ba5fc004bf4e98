import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '../../../scripts/lint-migrations.mjs');

/** Runs the migration linter on a folder holding these files. */
function lint(files: Record<string, string>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-migrations-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
    const run = spawnSync(process.execPath, [script, folder], { encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe('the migration linter (npm run lint:migrations)', () => {
  it('passes the project’s migrations', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect({ status: run.status, output: run.stdout.trim() }).toEqual({ status: 0, output: expect.stringMatching(/^migrations lint clean/) });
  });

  it('passes an expand step: a nullable column and an index in the form built online', () => {
    const run = lint({
      '0100_expand.sql':
        'ALTER TABLE "users" ADD COLUMN "nickname" text;--> statement-breakpoint\nCREATE INDEX IF NOT EXISTS "users_nickname_idx" ON "users" USING btree ("nickname");',
      '0101_new_table.sql':
        'CREATE TABLE "notes" ("id" text PRIMARY KEY NOT NULL, "user_id" text NOT NULL);--> statement-breakpoint\nCREATE INDEX "notes_user_idx" ON "notes" USING btree ("user_id");',
    });
    expect(run).toEqual({ status: 0, output: expect.stringContaining('2 checked') });
  });

  it.each([
    ['a NOT NULL column without a default', 'ALTER TABLE "users" ADD COLUMN "nickname" text NOT NULL;', /adding-required-field|adding-not-nullable-field/],
    ['a blocking index build', 'CREATE INDEX "users_nickname_idx" ON "users" USING btree ("nickname");', /CREATE \[UNIQUE\] INDEX IF NOT EXISTS/],
    ['a blocking index drop', 'DROP INDEX "users_role_idx";', /DROP INDEX IF EXISTS "name"/],
    ['a column type change (a table rewrite)', 'ALTER TABLE "users" ALTER COLUMN "name" SET DATA TYPE varchar(80);', /changing-column-type/],
  ])('refuses %s', (_what, sql, reason) => {
    const run = lint({ '0100_contract.sql': sql });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(reason);
  });
});
