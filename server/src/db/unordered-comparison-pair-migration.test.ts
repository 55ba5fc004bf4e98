import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../test/helpers';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from './client';

const PAIR_TAG = '0003_unordered_comparison_pair';

// A copy of the folder whose journal stops before the migration gives the database as it was.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-migrations-'));
const journalPath = path.join(folder, 'meta', '_journal.json');
const fullJournal = fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
const journal = JSON.parse(fullJournal) as { entries: { tag: string }[] };
const before = { ...journal, entries: journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === PAIR_TAG)) };

const rowsOf = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  fs.writeFileSync(journalPath, JSON.stringify(before));
  ({ database: handle, drop } = await freshDatabase({ migrationsFolder: folder }));
  await handle.migrate();
  await handle.db.execute(sql`insert into products (id, name, description, vehicle_type) values ('p-a', 'A', 'An EV', 'scooter'), ('p-b', 'B', 'An EV', 'scooter')`);
  // the old index allowed the same pair in both orders
  await handle.db.execute(sql`
    insert into comparisons (id, product1_id, product2_id, created_at) values
      ('c-old', 'p-a', 'p-b', now() - interval '1 day'), ('c-new', 'p-b', 'p-a', now())`);
  fs.writeFileSync(journalPath, fullJournal);
  await handle.migrate();
});

afterAll(async () => {
  await handle?.close();
  await drop?.();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the unordered-comparison-pair migration', () => {
  it('keeps the older of a pair saved in both orders', async () => {
    expect(await rowsOf(handle, sql`select id from comparisons order by id`)).toEqual([{ id: 'c-old' }]);
  });

  it('then refuses the pair in either order in the database itself', async () => {
    await expect(handle.db.execute(sql`insert into comparisons (id, product1_id, product2_id) values ('c-2', 'p-b', 'p-a')`)).rejects.toThrow();
    await expect(handle.db.execute(sql`insert into comparisons (id, product1_id, product2_id) values ('c-3', 'p-a', 'p-b')`)).rejects.toThrow();
  });
});
