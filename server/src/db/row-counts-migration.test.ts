import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { endPool, temporaryDatabase } from '../../test/helpers';
import { migrateAcross, rowsOf } from '../../test/migration-step';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from './client';
import { buildPendingIndexesOnline } from './online-indexes';

const TAG = '0018_row_counts_and_read_indexes';

let handle: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migrateAcross(TAG, async (before) => {
    await before.db.execute(sql`
      insert into users (id, email, password_hash, role) values
        ('u1', 'a@example.com', 'x', 'USER'), ('u2', 'b@example.com', 'x', 'USER'), ('u3', 'c@example.com', 'x', 'DEALER')`);
    await before.db.execute(sql`
      insert into products (id, name, description, vehicle_type) values
        ('p1', 'One', 'An EV', 'scooter'), ('p2', 'Two', 'An EV', 'scooter'), ('p3', 'Three', 'An EV', 'bike')`);
  }));
}, 120_000);

afterAll(() => close());

describe('the row-counts-and-read-indexes migration', () => {
  it('starts the kept counts from the rows already there, then follows writes', async () => {
    const counts = async () =>
      Object.fromEntries((await rowsOf(handle, sql`select name, n from row_counts where n <> 0 order by name`)).map((r) => [r.name, Number(r.n)]));
    expect(await counts()).toEqual({
      products: 3,
      'products.type.bike': 1,
      'products.type.scooter': 2,
      users: 3,
      'users.role.DEALER': 1,
      'users.role.USER': 2,
    });
    await handle.db.execute(sql`delete from users where id = 'u1'`);
    expect(await counts()).toMatchObject({ users: 2, 'users.role.USER': 1 });
  });

  it('leaves every new index valid', async () => {
    const rows = await rowsOf(
      handle,
      sql`select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
          where c.relname in ('users_name_prefix_idx', 'users_email_prefix_idx', 'users_username_prefix_idx', 'users_contact_prefix_idx',
            'products_type_newest_idx', 'products_facets_idx', 'products_vehicle_type_created_idx') order by 1`,
    );
    expect(rows).toEqual([
      { name: 'products_facets_idx', valid: true },
      { name: 'products_type_newest_idx', valid: true },
      { name: 'users_contact_prefix_idx', valid: true },
      { name: 'users_email_prefix_idx', valid: true },
      { name: 'users_name_prefix_idx', valid: true },
      { name: 'users_username_prefix_idx', valid: true },
    ]);
  });
});

// CONCURRENTLY exists only on a PostgreSQL server: this part runs when the suite runs on one (DATABASE_URL)
const onServer = process.env.DATABASE_URL ? describe : describe.skip;
onServer('indexes of pending migrations on a PostgreSQL server', () => {
  it('are built CONCURRENTLY before the migration, an interrupted one again, none on a fresh database and none on a column still to come', async () => {
    const { url, drop } = await temporaryDatabase(process.env.DATABASE_URL!);
    const pool = new Pool({ connectionString: url });
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-migrations-'));
    try {
      expect(await buildPendingIndexesOnline(pool, MIGRATIONS_FOLDER)).toEqual([]);
      // the database as 0017 left it
      fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.tag < TAG) }));
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(drizzle(pool), { migrationsFolder: folder });
      // a build that was interrupted leaves an invalid index behind
      await pool.query(`create index "users_name_prefix_idx" on users (lower(name) text_pattern_ops)`);
      await pool.query(`update pg_index set indisvalid = false where indexrelid = 'users_name_prefix_idx'::regclass`);

      const built = await buildPendingIndexesOnline(pool, MIGRATIONS_FOLDER);
      // the sorts' indexes on columns 0020 adds are left to the migration itself
      expect(built.sort()).toEqual([
        'products_brand_name_idx',
        'products_facets_idx',
        'products_type_name_idx',
        'products_type_newest_idx',
        'products_type_range_idx',
        'users_contact_prefix_idx',
        'users_email_prefix_idx',
        'users_name_prefix_idx',
        'users_username_prefix_idx',
      ]);
      const valid = await pool.query(`select bool_and(i.indisvalid) as ok from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = any($1)`, [
        built,
      ]);
      expect(valid.rows[0].ok).toBe(true);
      // the migration then finds them and completes
      await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });
      expect((await pool.query(`select count(*)::int as n from row_counts`)).rows[0].n).toBeGreaterThan(0);
    } finally {
      await endPool(pool);
      await drop();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
