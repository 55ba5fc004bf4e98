import { sql } from 'drizzle-orm';
import { migrateAcross, rowsOf } from '../../test/migration-step';
import type { DatabaseHandle } from './client';

const PAIR_TAG = '0003_unordered_comparison_pair';

let handle: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migrateAcross(PAIR_TAG, async (before) => {
    await before.db.execute(
      sql`insert into products (id, name, description, vehicle_type) values ('p-a', 'A', 'An EV', 'scooter'), ('p-b', 'B', 'An EV', 'scooter')`,
    );
    // the old index allowed the same pair in both orders
    await before.db.execute(sql`
      insert into comparisons (id, product1_id, product2_id, created_at) values
        ('c-old', 'p-a', 'p-b', now() - interval '1 day'), ('c-new', 'p-b', 'p-a', now())`);
  }));
});

afterAll(() => close());

describe('the unordered-comparison-pair migration', () => {
  it('keeps the older of a pair saved in both orders', async () => {
    expect(await rowsOf(handle, sql`select id from comparisons order by id`)).toEqual([{ id: 'c-old' }]);
  });

  it('then refuses the pair in either order in the database itself', async () => {
    await expect(handle.db.execute(sql`insert into comparisons (id, product1_id, product2_id) values ('c-2', 'p-b', 'p-a')`)).rejects.toThrow();
    await expect(handle.db.execute(sql`insert into comparisons (id, product1_id, product2_id) values ('c-3', 'p-a', 'p-b')`)).rejects.toThrow();
  });
});
