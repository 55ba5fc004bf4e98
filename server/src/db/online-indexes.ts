import fs from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';

/** `CREATE [UNIQUE] INDEX IF NOT EXISTS "name" ON "table" …`: a statement the server can build CONCURRENTLY. */
export const INDEX_STATEMENT = /^CREATE (UNIQUE )?INDEX IF NOT EXISTS "([\w]+)" ON "([\w]+)"/i;
/** `DROP INDEX IF EXISTS "name"`: a statement the server can run CONCURRENTLY. */
export const DROP_INDEX_STATEMENT = /^DROP INDEX IF EXISTS "([\w]+)"$/i;

/** undefined_column, undefined_table: what a pending migration creates before its index */
const UNBUILDABLE_YET = new Set(['42703', '42P01']);

interface JournalEntry {
  tag: string;
  when: number;
}

/** The index statements of the migrations the database has not run yet (none on a fresh database). */
async function pendingIndexStatements(pool: Pool, migrationsFolder: string) {
  const journalTable = await pool.query<{ found: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  // a fresh database: its tables are created empty by the migrations, where a plain build is instant
  if (!journalTable.rows[0]?.found) return [];
  const applied = await pool.query<{ last: string }>(`select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`);
  const last = applied.rows[0]!.last;
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries
    .filter((entry) => entry.when > Number(last))
    .flatMap((entry) => fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8').split('--> statement-breakpoint'))
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim()
        .replace(/;$/, ''),
    )
    .filter((statement) => INDEX_STATEMENT.test(statement) || DROP_INDEX_STATEMENT.test(statement));
}

/**
 * On a PostgreSQL server, builds the indexes of pending migrations CONCURRENTLY before the migrations
 * run: those run in one transaction, where CONCURRENTLY is refused, and a plain build holds every write
 * to the table until it ends (seconds on a million rides). The migration's own
 * `CREATE INDEX IF NOT EXISTS` then finds the index built. A build interrupted earlier leaves an
 * invalid index, which is dropped and built again. Likewise `DROP INDEX IF EXISTS "name"` is run
 * CONCURRENTLY first, in the migration's order. Returns the names of the indexes built.
 */
export async function buildPendingIndexesOnline(pool: Pool, migrationsFolder: string): Promise<string[]> {
  const built: string[] = [];
  for (const statement of await pendingIndexStatements(pool, migrationsFolder)) {
    const dropped = DROP_INDEX_STATEMENT.exec(statement);
    if (dropped) {
      // a plain DROP INDEX waits for every reader of the table and holds them all while it waits
      await pool.query(`drop index concurrently if exists "${dropped[1]}"`);
      continue;
    }
    const [, , name, table] = INDEX_STATEMENT.exec(statement)!;
    const state = await pool.query<{ table_exists: boolean; valid: boolean | null }>(
      `select to_regclass($1) is not null as table_exists,
        (select i.indisvalid from pg_index i join pg_class c on c.oid = i.indexrelid
          join pg_namespace n on n.oid = c.relnamespace where c.relname = $2 and n.nspname = current_schema()) as valid`,
      [table, name],
    );
    const { table_exists: tableExists, valid } = state.rows[0]!;
    // an index on a table the same migration creates is built there, on an empty table
    if (!tableExists || valid === true) continue;
    if (valid === false) await pool.query(`drop index concurrently if exists "${name}"`);
    try {
      await pool.query(
        statement.replace(
          /^CREATE (UNIQUE )?INDEX IF NOT EXISTS/i,
          (_, unique: string | undefined) => `CREATE ${unique ?? ''}INDEX CONCURRENTLY IF NOT EXISTS`,
        ),
      );
    } catch (error) {
      // a column (or table) the same migration adds: the migration builds the index after adding it
      if (!UNBUILDABLE_YET.has((error as { code?: string }).code ?? '')) throw error;
      await pool.query(`drop index concurrently if exists "${name}"`);
      continue;
    }
    built.push(name);
  }
  return built;
}
