import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/helpers';
import { blogs, comparisons, locations, productRatings, products, rowCounts, shopRideCounts, testDrives, users, wishlistItems } from './schema';

// The counts the dashboards read are kept by triggers (migration 0018); after any mix of writes they
// must equal a real count, per role, per type and per shop and status.
describe('counts kept by the database', () => {
  const { t } = useTestApp();
  const db = () => t.app.deps.db;

  async function kept() {
    const rows = await db().select().from(rowCounts);
    return Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [r.name, r.n]));
  }

  async function counted() {
    const one = async (table: typeof blogs | typeof locations | typeof comparisons | typeof users | typeof products) =>
      (await db().select({ n: count() }).from(table))[0].n;
    const expected: Record<string, number> = {
      users: await one(users),
      products: await one(products),
      blogs: await one(blogs),
      locations: await one(locations),
      comparisons: await one(comparisons),
    };
    for (const r of await db().select({ role: users.role, n: count() }).from(users).groupBy(users.role)) expected[`users.role.${r.role}`] = r.n;
    for (const r of await db().select({ type: products.vehicleType, n: count() }).from(products).groupBy(products.vehicleType))
      expected[`products.type.${r.type}`] = r.n;
    return Object.fromEntries(Object.entries(expected).filter(([, n]) => n !== 0));
  }

  async function ridesKept() {
    const rows = await db().select().from(shopRideCounts);
    return Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [`${r.shopId}|${r.status}`, r.n]));
  }

  async function ridesCounted() {
    const rows = await db()
      .select({ shopId: testDrives.shopId, status: testDrives.status, n: count() })
      .from(testDrives)
      .where(isNull(testDrives.removedByDealerAt))
      .groupBy(testDrives.shopId, testDrives.status);
    return Object.fromEntries(rows.map((r) => [`${r.shopId}|${r.status}`, r.n]));
  }

  it('follows inserts, role and type changes and deletes, one row or many at a time', async () => {
    const admin = await t.seed.user({ role: 'ADMIN' });
    const someone = await t.seed.user({ role: 'USER' });
    await t.seed.user({ role: 'DEALER' });
    const scooter = await t.seed.product({ vehicleType: 'scooter' });
    await t.seed.product({ vehicleType: 'bike' });
    await t.seed.blog();
    await t.seed.comparison();
    expect(await kept()).toEqual(await counted());

    // one statement changing several rows, and one changing none of the counted columns
    await db()
      .update(users)
      .set({ role: 'AGENT' })
      .where(sql`${users.id} in (${admin.id}, ${someone.id})`);
    await db().update(users).set({ name: 'Renamed' }).where(eq(users.id, someone.id));
    await db().update(products).set({ vehicleType: 'commercial' }).where(eq(products.id, scooter.id));
    expect(await kept()).toEqual(await counted());

    await db().delete(comparisons);
    await db().delete(users).where(eq(users.id, someone.id));
    await db().delete(blogs);
    expect(await kept()).toEqual(await counted());
    expect((await kept())['users.role.AGENT']).toBe(1);
  });

  it("keeps each shop's listed rides per status through status changes, removal and deletion", async () => {
    const dealer = await t.seed.dealer();
    const other = await t.seed.dealer();
    const rides = [];
    for (let i = 0; i < 4; i++) rides.push(await t.seed.testDrive({ dealer }));
    await t.seed.testDrive({ dealer: other, status: 'confirmed' });
    expect(await ridesKept()).toEqual(await ridesCounted());

    await db().update(testDrives).set({ status: 'confirmed' }).where(eq(testDrives.id, rides[0].id));
    await db().update(testDrives).set({ status: 'cancelled' }).where(eq(testDrives.shopId, dealer.shop.id));
    await db().update(testDrives).set({ removedByDealerAt: new Date() }).where(eq(testDrives.id, rides[1].id));
    expect(await ridesKept()).toEqual(await ridesCounted());
    expect((await ridesKept())[`${dealer.shop.id}|cancelled`]).toBe(3);

    await db()
      .delete(testDrives)
      .where(and(eq(testDrives.shopId, dealer.shop.id), eq(testDrives.id, rides[2].id)));
    expect(await ridesKept()).toEqual(await ridesCounted());
  });

  it("keeps each product's wishlist count and its rating summary on the row the sorts read", async () => {
    const [one, two] = [await t.seed.product(), await t.seed.product()];
    const people = [await t.seed.user(), await t.seed.user(), await t.seed.user()];
    const row = async (id: string) =>
      (await db().select({ w: products.wishlistCount, a: products.ratingAverage, c: products.ratingCount }).from(products).where(eq(products.id, id)))[0];
    await db()
      .insert(wishlistItems)
      .values([...people.map((p) => ({ userId: p.id, productId: one.id })), { userId: people[0].id, productId: two.id }]);
    expect(await row(one.id)).toMatchObject({ w: 3 });
    expect(await row(two.id)).toMatchObject({ w: 1 });
    await db().delete(wishlistItems).where(eq(wishlistItems.userId, people[0].id));
    expect(await row(one.id)).toMatchObject({ w: 2 });
    expect(await row(two.id)).toMatchObject({ w: 0 });

    await db().insert(productRatings).values({ productId: one.id, average: 4.5, count: 2 });
    expect(await row(one.id)).toEqual({ w: 2, a: 4.5, c: 2 });
    await db().update(productRatings).set({ average: 4, count: 3 }).where(eq(productRatings.productId, one.id));
    expect(await row(one.id)).toEqual({ w: 2, a: 4, c: 3 });
    await db().delete(productRatings).where(eq(productRatings.productId, one.id));
    expect(await row(one.id)).toEqual({ w: 2, a: null, c: 0 });
  });
});
