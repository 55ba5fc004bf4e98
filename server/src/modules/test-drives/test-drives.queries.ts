import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { testDrives, type TestDriveStatus } from '../../db/schema';

export type TestDriveRow = typeof testDrives.$inferSelect;

export async function insertTestDrive(db: Executor, values: { userId: string; productId: string; locationId: string; shopId: string }) {
  const [row] = await db.insert(testDrives).values(values).returning();
  return row;
}

export async function findTestDrive(db: Executor, id: string): Promise<TestDriveRow | undefined> {
  const [row] = await db.select().from(testDrives).where(eq(testDrives.id, id)).limit(1);
  return row;
}

/** A customer's rides, newest first; product, shop and location are read by id through their services. */
export const listUserRides = (db: Executor, userId: string, window: Window) =>
  db
    .select()
    .from(testDrives)
    .where(eq(testDrives.userId, userId))
    .orderBy(desc(testDrives.createdAt), desc(testDrives.id))
    .limit(window.limit)
    .offset(window.offset);

type Window = { limit: number; offset: number };

/** The rides a shop still lists: the partial index test_drives_shop_listed_idx serves the page and the count. */
const listedAt = (shopId: string) => and(eq(testDrives.shopId, shopId), isNull(testDrives.removedByDealerAt));

/** A shop's rides not removed from its list, newest first; product and customer are read by id through their services. */
export const listShopRides = (db: Executor, shopId: string, window: Window) =>
  db
    .select()
    .from(testDrives)
    .where(listedAt(shopId))
    .orderBy(desc(testDrives.createdAt), desc(testDrives.id))
    .limit(window.limit)
    .offset(window.offset);

export async function countShopRides(db: Executor, shopId: string) {
  const [{ n }] = await db.select({ n: count() }).from(testDrives).where(listedAt(shopId));
  return Number(n);
}

/** Cancels only while still pending, so a concurrent status change is never overwritten. */
export async function cancelPending(db: Executor, id: string) {
  const [row] = await db
    .update(testDrives)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(testDrives.id, id), eq(testDrives.status, 'pending')))
    .returning();
  return row;
}

export async function updateStatus(db: Executor, id: string, status: TestDriveStatus) {
  const [row] = await db.update(testDrives).set({ status, updatedAt: new Date() }).where(eq(testDrives.id, id)).returning();
  return row;
}

export async function markRemovedByDealer(db: Executor, id: string) {
  const [row] = await db.update(testDrives).set({ removedByDealerAt: new Date() }).where(and(eq(testDrives.id, id), isNull(testDrives.removedByDealerAt))).returning();
  return row;
}
