import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogs, comparisons, shopProducts, shops, locations, products, testDrives, users, wishlistItems } from '../../db/schema';
import { shopIsPublic } from '../../lib/shop-visibility';

/** Ride counts of a shop per status, over the rides its table shows: removed ones are left out (docs/decisions/0015). */
export const shopRideCounts = (db: Executor, shopId: string) =>
  db
    .select({ status: testDrives.status, count: count() })
    .from(testDrives)
    .where(and(eq(testDrives.shopId, shopId), isNull(testDrives.removedByDealerAt)))
    .groupBy(testDrives.status);

export async function shopAvailableProductCount(db: Executor, shopId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(shopProducts)
    .where(and(eq(shopProducts.shopId, shopId), eq(shopProducts.isAvailable, true)));
  return row?.count ?? 0;
}

/** Every total of the admin dashboard in one statement of count subqueries. */
export async function totals(db: Executor) {
  const [row] = await db
    .select({
      users: db.$count(users),
      blogs: db.$count(blogs),
      locations: db.$count(locations),
      products: db.$count(products),
      comparisons: db.$count(comparisons),
    })
    .from(sql`(select 1) as one`);
  return row;
}

export const usersPerRole = (db: Executor) => db.select({ role: users.role, count: count() }).from(users).groupBy(users.role);

export const productsPerVehicleType = (db: Executor) =>
  db.select({ vehicleType: products.vehicleType, count: count() }).from(products).groupBy(products.vehicleType);

/** The agent's figures in one statement: own wishlist, products, verified shops, locations. */
export async function agentTotals(db: Executor, userId: string) {
  const publicOwners = db.select({ id: users.id }).from(users).where(shopIsPublic);
  const [row] = await db
    .select({
      wishlist: db.$count(wishlistItems, eq(wishlistItems.userId, userId)),
      products: db.$count(products),
      dealers: db.$count(shops, inArray(shops.userId, publicOwners)),
      locations: db.$count(locations),
    })
    .from(sql`(select 1) as one`);
  return row;
}
