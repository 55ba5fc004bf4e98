import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '../src/db/client';
import { freshDatabase } from './helpers';

/**
 * A database migrated up to just before `tag`, filled by `before`, then migrated the rest of the way:
 * the migrator applies what its journal lists, so a copied folder with a shortened journal gives
 * the database as it was, and the full journal then applies the migration under test.
 */
export async function migrateAcross(tag: string, before: (handle: DatabaseHandle) => Promise<void>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const fullJournal = fs.readFileSync(journalPath, 'utf8');
  const journal = JSON.parse(fullJournal) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration tagged ${tag}`);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));

  const { database: handle, drop } = await freshDatabase({ migrationsFolder: folder });
  await handle.migrate();
  await before(handle);
  fs.writeFileSync(journalPath, fullJournal);
  await handle.migrate();
  return {
    handle,
    async close() {
      await handle.close();
      await drop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The rows of a raw statement, on either driver. */
export const rowsOf = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
