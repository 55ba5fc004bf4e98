import { eq, sql } from 'drizzle-orm';
import { migrateAcross, rowsOf } from '../../test/migration-step';
import type { DatabaseHandle } from './client';
import { shopProducts, shops, testDrives } from './schema';

const RENAME_TAG = '0002_one_name_shop';

let handle: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migrateAcross(RENAME_TAG, async (before) => {
    // a shop with stock and a booked ride, written under the old names
    await before.db.execute(sql`
      insert into users (id, email, password_hash, role, is_verified) values
        ('u-dealer', 'dealer@old.test', 'x', 'DEALER', true),
        ('u-customer', 'customer@old.test', 'x', 'USER', true)`);
    await before.db.execute(sql`insert into products (id, name, description, vehicle_type) values ('p-1', 'Volt', 'An EV', 'scooter')`);
    await before.db.execute(sql`
      insert into locations (id, country_id, country_name, state_id, state_name, city_id, city_name, address1)
      values ('l-1', 'IN', 'India', 'MH', 'Maharashtra', 'c-1', 'Mumbai', '1 Marine Drive')`);
    await before.db.execute(sql`
      insert into dealer_profiles (id, user_id, shop_name, country_id, state_id, city_id, address1)
      values ('s-1', 'u-dealer', 'Old Name Motors', 'IN', 'MH', 'c-1', '2 Marine Drive')`);
    await before.db.execute(sql`insert into dealer_products (id, dealer_profile_id, product_id, is_available) values ('sp-1', 's-1', 'p-1', true)`);
    await before.db.execute(sql`
      insert into test_drives (id, user_id, product_id, location_id, dealer_profile_id, status)
      values ('r-1', 'u-customer', 'p-1', 'l-1', 's-1', 'pending')`);
  }));
});

afterAll(() => close());

describe('the one-name-shop migration', () => {
  it('keeps the shop, its stock and its ride under the new names', async () => {
    expect(await handle.db.select().from(shops).where(eq(shops.id, 's-1'))).toMatchObject([{ userId: 'u-dealer', shopName: 'Old Name Motors', cityId: 'c-1' }]);
    expect(await handle.db.select().from(shopProducts)).toMatchObject([{ id: 'sp-1', shopId: 's-1', productId: 'p-1', isAvailable: true }]);
    expect(await handle.db.select().from(testDrives)).toMatchObject([{ id: 'r-1', shopId: 's-1', userId: 'u-customer', status: 'pending' }]);
  });

  it('leaves no table, column or index under the old names', async () => {
    const leftovers = await rowsOf(
      handle,
      sql`select relname from pg_class where relnamespace = 'public'::regnamespace and relname like '%dealer_pro%'
          union all select column_name from information_schema.columns where table_schema = 'public' and column_name = 'dealer_profile_id'
          union all select conname from pg_constraint where connamespace = 'public'::regnamespace and conname like '%dealer_pro%'`,
    );
    expect(leftovers).toEqual([]);
    const indexes = (await rowsOf(handle, sql`select indexname from pg_indexes where tablename in ('shops', 'shop_products', 'test_drives')`)).map(
      (r) => r.indexname,
    );
    expect(indexes).toEqual(
      expect.arrayContaining([
        'shops_pkey',
        'shops_user_key',
        'shops_city_idx',
        'shop_products_shop_product_key',
        'test_drives_shop_created_idx',
        'test_drives_shop_status_idx',
      ]),
    );
  });

  it('still enforces the renamed keys: one shop per dealer, one pending ride per customer, product and shop', async () => {
    await expect(
      handle.db.insert(shops).values({ userId: 'u-dealer', shopName: 'Second', countryId: 'IN', stateId: 'MH', cityId: 'c-1', address1: 'x' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'shops_user_key' }) });
    await expect(handle.db.insert(testDrives).values({ userId: 'u-customer', productId: 'p-1', locationId: 'l-1', shopId: 's-1' })).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'test_drives_one_pending_key' }),
    });
  });
});
