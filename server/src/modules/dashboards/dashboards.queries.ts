import { and, count, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowCounts, shopProducts, shopRideCounts as shopRideCounts_, shops, locations, products, users, wishlistItems } from '../../db/schema';
import { shopIsPublic } from '../../lib/shop-visibility';

/** Ride counts of a shop per status, over the rides its table shows: removed ones are left out (docs/decisions/0015), kept by the database (0050). */
export const shopRideCounts = (db: Executor, shopId: string) =>
  db
    .select({ status: shopRideCounts_.status, count: shopRideCounts_.n })
    .from(shopRideCounts_)
    .where(and(eq(shopRideCounts_.shopId, shopId), gt(shopRideCounts_.n, 0)));

export async function shopAvailableProductCount(db: Executor, shopId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(shopProducts)
    .where(and(eq(shopProducts.shopId, shopId), eq(shopProducts.isAvailable, true)));
  return row?.count ?? 0;
}

/** Every count of the admin dashboard: one read of the counts the database keeps (docs/decisions/0050), by name. */
export async function adminCounts(db: Executor) {
  const rows = await db
    .select({ name: rowCounts.name, n: rowCounts.n })
    .from(rowCounts)
    .where(
      or(
        inArray(rowCounts.name, ['users', 'blogs', 'locations', 'products', 'comparisons']),
        like(rowCounts.name, 'users.role.%'),
        like(rowCounts.name, 'products.type.%'),
      ),
    );
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}

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
