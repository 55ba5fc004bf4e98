import { and, avg, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { PUBLISHED_REVIEW_STATUS } from '@evbazaar/common';
import { productRatings, reviews, users, type ReviewStatus } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect & { authorName: string | null };

const reviewColumns = {
  id: reviews.id,
  testDriveId: reviews.testDriveId,
  userId: reviews.userId,
  productId: reviews.productId,
  shopId: reviews.shopId,
  productRating: reviews.productRating,
  shopRating: reviews.shopRating,
  text: reviews.text,
  status: reviews.status,
  moderationReason: reviews.moderationReason,
  moderatedAt: reviews.moderatedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  // the rider's first name only: a review names its author without giving the account away
  authorName: sql<string | null>`nullif(split_part(${users.name}, ' ', 1), '')`,
};

export async function insertReview(db: Executor, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  return row!;
}

export async function findReview(db: Executor, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(eq(reviews.id, id)).limit(1);
  return row;
}

export async function reviewsPage(db: Executor, where: SQL | undefined, { limit, offset }: { limit: number; offset: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export const whereProductApproved = (productId: string) => and(eq(reviews.productId, productId), eq(reviews.status, PUBLISHED_REVIEW_STATUS));
export const whereShopApproved = (shopId: string) => and(eq(reviews.shopId, shopId), eq(reviews.status, PUBLISHED_REVIEW_STATUS));
export const whereStatus = (status?: ReviewStatus) => (status ? eq(reviews.status, status) : undefined);

export async function updateStatus(db: Executor, id: string, values: { status: ReviewStatus; moderationReason: string | null }) {
  const [row] = await db
    .update(reviews)
    .set({ ...values, moderatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id, productId: reviews.productId });
  return row;
}

/** Recounts a product's approved reviews into product_ratings (none left: the row goes). */
export async function refreshRating(db: Executor, productId: string) {
  const [agg] = await db
    .select({ n: count(), average: avg(reviews.productRating) })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, PUBLISHED_REVIEW_STATUS)));
  if (!agg || agg.n === 0) {
    await db.delete(productRatings).where(eq(productRatings.productId, productId));
    return;
  }
  const values = { productId, average: Number(agg.average), count: agg.n };
  await db
    .insert(productRatings)
    .values(values)
    .onConflictDoUpdate({ target: productRatings.productId, set: { average: values.average, count: values.count, updatedAt: new Date() } });
}

export const ratingsOf = (db: Executor, productIds: string[]) =>
  productIds.length ? db.select().from(productRatings).where(inArray(productRatings.productId, productIds)) : Promise.resolve([]);

export const statusesOfRides = (db: Executor, rideIds: string[]) =>
  rideIds.length
    ? db.select({ testDriveId: reviews.testDriveId, status: reviews.status }).from(reviews).where(inArray(reviews.testDriveId, rideIds))
    : Promise.resolve([]);
