import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { scaleTargets, seedScaleData } from './scale';

/** The scale seed at 3/1000 of factor 1 (150 products, 300 users, 15 shops, 3,000 rides): small enough for PGlite. */
const FACTOR = 0.003;

describe('scale data (npm run seed:scale)', () => {
  const { t } = useTestApp();
  let counts: Awaited<ReturnType<typeof seedScaleData>>;

  const one = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0];

  beforeAll(async () => {
    counts = await seedScaleData(t.app.deps, FACTOR);
  }, 120_000);

  it('reaches every count of the factor', () => {
    expect(counts).toEqual(scaleTargets(FACTOR));
    expect(counts).toEqual({ products: 150, users: 300, shops: 15, rides: 3000, auditEvents: 15000 });
  });

  it('keeps every ride bookable: the product available at the shop, the location in the shop city', async () => {
    const broken = await one<{ n: number }>(sql`
      select count(*)::int as n from test_drives t
        join shops s on s.id = t.shop_id join locations l on l.id = t.location_id
      where l.city_id <> s.city_id
        or not exists (select 1 from shop_products sp where sp.shop_id = t.shop_id and sp.product_id = t.product_id and sp.is_available)`);
    expect(broken.n).toBe(0);
  });

  it('gives every shop a dealer and every product a colour at its price', async () => {
    const shopsWithoutDealer = await one<{ n: number }>(sql`select count(*)::int as n from shops s join users u on u.id = s.user_id where u.role <> 'DEALER'`);
    const mispriced = await one<{ n: number }>(sql`
      select count(*)::int as n from products p where p.price is distinct from (select min(c.price) from product_colors c where c.product_id = p.id)`);
    expect(shopsWithoutDealer.n).toBe(0);
    expect(mispriced.n).toBe(0);
  });

  it('gives the demo dealer shop its share of the rides, about 1 %', async () => {
    const demo = await one<{ n: number }>(sql`
      select count(*)::int as n from test_drives t join shops s on s.id = t.shop_id join users u on u.id = s.user_id where u.email = 'dealer@example.com'`);
    expect(demo.n).toBeGreaterThanOrEqual(30);
    expect(demo.n).toBeLessThanOrEqual(80);
  });

  it("fills the audit trail with events a dealer's view finds by its shop, inside the retention", async () => {
    const orphans = await one<{ n: number }>(sql`
      select count(*)::int as n from audit_events e
      where e.action in ('shop.stock_changed', 'test_ride.status_changed')
        and not exists (select 1 from shops s where e.target_keys @> array['shop:' || s.id])`);
    const old = await one<{ n: number }>(sql`select count(*)::int as n from audit_events where occurred_at < now() - interval '730 days'`);
    const indexes = await one<{ n: number }>(sql`select count(*)::int as n from pg_indexes where tablename = 'audit_events'`);
    expect(orphans.n).toBe(0);
    expect(old.n).toBe(0);
    // the primary key and the four of migration 0025, built again after the load
    expect(indexes.n).toBe(5);
  });

  it('refuses a database that is not empty', async () => {
    await expect(seedScaleData(t.app.deps, FACTOR)).rejects.toThrow('empty database');
  });

  it('is served as it is: the demo accounts sign in and the dealer reads its rides a page at a time', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const login = await t.api.post('/api/auth/login').send({ email: account.email, password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
    }
    const login = await t.api.post('/api/auth/login').send({ email: 'dealer@example.com', password: DEMO_PASSWORD });
    const token = login.body.token as string;
    const rides = await t.api.get('/api/test-drive/dealer?limit=10').set('authorization', `Bearer ${token}`);
    expect(rides.status).toBe(200);
    expect(rides.body.data).toHaveLength(10);
    const list = await t.api.get('/api/product?vehicleType=scooter&page=1&limit=12');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(12);
  });
});
