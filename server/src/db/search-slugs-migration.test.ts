import { sql } from 'drizzle-orm';
import { migrateAcross, rowsOf } from '../../test/migration-step';
import type { DatabaseHandle } from './client';

const TAG = '0009_search_trigrams_and_slugs';

let handle: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migrateAcross(TAG, async (before) => {
    await before.db.execute(sql`
      insert into products (id, name, description, vehicle_type, created_at) values
        ('p-old', 'Ather 450X', 'An EV', 'scooter', now() - interval '2 days'),
        ('p-new', 'Ather 450X', 'An EV', 'scooter', now() - interval '1 day'),
        ('p-ola', 'Ola S1 Pro (Gen 2)', 'An EV', 'scooter', now()),
        ('p-vs', 'Speed vs Range', 'An EV', 'bike', now())`);
  }));
});

afterAll(() => close());

describe('the search-trigrams-and-slugs migration', () => {
  it('gives every existing product a readable slug, the older of equal names the plain one', async () => {
    expect(await rowsOf(handle, sql`select id, slug from products order by id`)).toEqual([
      { id: 'p-new', slug: 'ather-450x-2' },
      { id: 'p-ola', slug: 'ola-s1-pro-gen-2' },
      { id: 'p-old', slug: 'ather-450x' },
      // compare addresses join slugs with -vs-, so a slug never holds the word
      { id: 'p-vs', slug: 'speed-versus-range' },
    ]);
  });

  it('then makes a unique slug on every insert and on a rename, and keeps it on other changes', async () => {
    await handle.db.execute(sql`update products set description = 'Changed' where id = 'p-ola'`);
    await handle.db.execute(sql`update products set name = 'TVS iQube' where id = 'p-new'`);
    await handle.db.execute(sql`insert into products (id, name, description, vehicle_type) values ('p-3', 'Ather 450X', 'An EV', 'scooter')`);
    expect(await rowsOf(handle, sql`select id, slug from products where id in ('p-3', 'p-ola', 'p-new') order by id`)).toEqual([
      { id: 'p-3', slug: 'ather-450x-2' },
      { id: 'p-new', slug: 'tvs-iqube' },
      { id: 'p-ola', slug: 'ola-s1-pro-gen-2' },
    ]);
  });

  it('turns on trigram matching', async () => {
    const [row] = await rowsOf(handle, sql`select similarity('ather', 'athr') > 0.3 as close`);
    expect(row.close).toBe(true);
  });
});
