import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { wishlistItems } from '../../db/schema';

export async function productIdsOf(db: Executor, userId: string) {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productId));
  return rows.map((r) => r.productId);
}

/** Adding twice is harmless: the (user, product) key keeps one row. */
export const addItem = (db: Executor, userId: string, productId: string) => db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();

export const removeItem = (db: Executor, userId: string, productId: string) =>
  db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
