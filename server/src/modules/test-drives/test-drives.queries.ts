import { and, desc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { publicUserColumns } from '../users/users.queries';
import { dealerProfiles, locations, products, testDrives, users, type TestDriveStatus } from '../../db/schema';

export type TestDriveRow = typeof testDrives.$inferSelect;

export async function insertTestDrive(db: Executor, values: { userId: string; productId: string; locationId: string; dealerProfileId: string }) {
  const [row] = await db.insert(testDrives).values(values).returning();
  return row;
}

export async function findTestDrive(db: Executor, id: string): Promise<TestDriveRow | undefined> {
  const [row] = await db.select().from(testDrives).where(eq(testDrives.id, id)).limit(1);
  return row;
}

/** A customer's rides, newest first, with product, shop and location in one query. */
export const listUserRides = (db: Executor, userId: string) =>
  db
    .select({
      ...getTableColumns(testDrives),
      product: { id: products.id, name: products.name, images: products.images },
      dealer: {
        id: dealerProfiles.id,
        shopName: dealerProfiles.shopName,
        address1: dealerProfiles.address1,
        address2: dealerProfiles.address2,
        landmark: dealerProfiles.landmark,
      },
      location: { id: locations.id, cityName: locations.cityName, stateName: locations.stateName },
    })
    .from(testDrives)
    .innerJoin(products, eq(products.id, testDrives.productId))
    .innerJoin(dealerProfiles, eq(dealerProfiles.id, testDrives.dealerProfileId))
    .innerJoin(locations, eq(locations.id, testDrives.locationId))
    .where(eq(testDrives.userId, userId))
    .orderBy(desc(testDrives.createdAt), desc(testDrives.id));

/** A shop's rides not removed from its list, newest first, with product and customer in one query. */
export const listShopRides = (db: Executor, dealerProfileId: string) =>
  db
    .select({
      ...getTableColumns(testDrives),
      product: { id: products.id, name: products.name },
      user: { id: users.id, name: users.name, email: users.email },
    })
    .from(testDrives)
    .innerJoin(products, eq(products.id, testDrives.productId))
    .innerJoin(users, eq(users.id, testDrives.userId))
    .where(and(eq(testDrives.dealerProfileId, dealerProfileId), isNull(testDrives.removedByDealerAt)))
    .orderBy(desc(testDrives.createdAt), desc(testDrives.id));

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

export const locationsByIds = (db: Executor, ids: string[]) =>
  ids.length ? db.select().from(locations).where(inArray(locations.id, ids)) : Promise.resolve([] as (typeof locations.$inferSelect)[]);

/** Public account fields of customers; never the password hash. */
export const customersByIds = (db: Executor, ids: string[]) =>
  ids.length ? db.select(publicUserColumns).from(users).where(inArray(users.id, ids)) : Promise.resolve([]);
