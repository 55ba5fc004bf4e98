import { and, count, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { OPEN_RIDE_STATUSES, type RideCanceller } from '@evbazaar/common';
import { shopRideCounts, shopRideHours, testDrives, type TestDriveStatus } from '../../db/schema';

export type TestDriveRow = typeof testDrives.$inferSelect;
export type RideHoursRow = typeof shopRideHours.$inferSelect;

/** statuses that hold a slot place (the rides kernel's open rides) */
const OPEN_STATUSES = [...OPEN_RIDE_STATUSES];

export async function insertTestDrive(
  db: Executor,
  values: {
    userId: string;
    productId: string;
    locationId: string;
    shopId: string;
    slotStart?: Date | null;
    slotEnd?: Date | null;
    colorName?: string | null;
    colorCode?: string | null;
  },
) {
  const [row] = await db.insert(testDrives).values(values).returning();
  return row;
}

export async function findTestDrive(db: Executor, id: string): Promise<TestDriveRow | undefined> {
  const [row] = await db.select().from(testDrives).where(eq(testDrives.id, id)).limit(1);
  return row;
}

/** The ride, locked until the transaction ends: a status change reads it after any change in flight. */
export async function lockTestDrive(tx: Executor, id: string): Promise<TestDriveRow | undefined> {
  const [row] = await tx.select().from(testDrives).where(eq(testDrives.id, id)).for('update');
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

/** The rides a shop still lists: the partial index test_drives_shop_listed_idx serves the page. */
const listedAt = (shopId: string) => and(eq(testDrives.shopId, shopId), isNull(testDrives.removedByDealerAt));

/**
 * A shop's rides not removed from its list, newest first; product and customer are read by id through
 * their services. The page's ids come first from an index-only walk of test_drives_shop_listed_idx, so
 * a deep page skips index entries, not rows (docs/decisions/0050); then only those rows are read.
 */
export function listShopRides(db: Executor, shopId: string, window: Window) {
  const page = db
    .select({ id: testDrives.id })
    .from(testDrives)
    .where(listedAt(shopId))
    .orderBy(desc(testDrives.createdAt), desc(testDrives.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select(getTableColumns(testDrives))
    .from(page)
    .innerJoin(testDrives, eq(testDrives.id, page.id))
    .orderBy(desc(testDrives.createdAt), desc(testDrives.id));
}

/** How many rides the shop lists: the sum of the counts the database keeps per status (docs/decisions/0050). */
export async function countShopRides(db: Executor, shopId: string) {
  const [{ n }] = await db
    .select({ n: sql<string | null>`sum(${shopRideCounts.n})` })
    .from(shopRideCounts)
    .where(eq(shopRideCounts.shopId, shopId));
  return Number(n ?? 0);
}

/** Cancels only while pending or confirmed, so a concurrent status change is never overwritten. */
export async function cancelOpen(db: Executor, id: string, by: RideCanceller, reason: string | null) {
  const [row] = await db
    .update(testDrives)
    .set({ status: 'cancelled', cancelledBy: by, cancelReason: reason, completedAt: null, updatedAt: new Date() })
    .where(and(eq(testDrives.id, id), inArray(testDrives.status, OPEN_STATUSES)))
    .returning();
  return row;
}

/**
 * A dealer's status change. The first confirm or cancel stamps the response time; a cancel keeps
 * the dealer's reason, any other status clears an earlier one; `completedAt` as the service decides.
 */
export async function updateStatus(
  db: Executor,
  id: string,
  { status, reason, completedAt }: { status: TestDriveStatus; reason: string | null; completedAt: Date | null },
) {
  const responds = status === 'confirmed' || status === 'cancelled';
  const [row] = await db
    .update(testDrives)
    .set({
      status,
      cancelledBy: status === 'cancelled' ? 'dealer' : null,
      cancelReason: status === 'cancelled' ? reason : null,
      completedAt,
      ...(responds ? { firstResponseAt: sql`coalesce(${testDrives.firstResponseAt}, now())` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(testDrives.id, id))
    .returning();
  return row;
}

/** Moves an open ride to another slot; only while still pending or confirmed. */
export async function moveSlot(db: Executor, id: string, slotStart: Date, slotEnd: Date) {
  const [row] = await db
    .update(testDrives)
    .set({ slotStart, slotEnd, updatedAt: new Date() })
    .where(and(eq(testDrives.id, id), inArray(testDrives.status, OPEN_STATUSES)))
    .returning();
  return row;
}

export async function markRemovedByDealer(db: Executor, id: string) {
  const [row] = await db
    .update(testDrives)
    .set({ removedByDealerAt: new Date() })
    .where(and(eq(testDrives.id, id), isNull(testDrives.removedByDealerAt)))
    .returning();
  return row;
}

// ---------------------------------------------------------------- hours and slots

export async function findRideHours(db: Executor, shopId: string): Promise<RideHoursRow | undefined> {
  const [row] = await db.select().from(shopRideHours).where(eq(shopRideHours.shopId, shopId)).limit(1);
  return row;
}

/** The calendars of these shops (those that have one). */
export const rideHoursOf = (db: Executor, shopIds: string[]) =>
  shopIds.length
    ? db.select({ shopId: shopRideHours.shopId, weekly: shopRideHours.weekly }).from(shopRideHours).where(inArray(shopRideHours.shopId, shopIds))
    : Promise.resolve([]);

/**
 * The shop's hours row, locked until the transaction ends: every slot booking and move of the
 * shop queues here, so counting the places and inserting is one step for capacity.
 */
export async function lockRideHours(tx: Executor, shopId: string): Promise<RideHoursRow | undefined> {
  const [row] = await tx.select().from(shopRideHours).where(eq(shopRideHours.shopId, shopId)).for('update');
  return row;
}

export async function upsertRideHours(db: Executor, values: typeof shopRideHours.$inferInsert) {
  const { shopId: _shopId, ...changes } = values;
  const [row] = await db
    .insert(shopRideHours)
    .values(values)
    .onConflictDoUpdate({ target: shopRideHours.shopId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row;
}

/** Open rides of a shop whose slot overlaps [from, to), optionally leaving one ride out: the places they take. */
export const openSlotRides = (db: Executor, shopId: string, from: Date, to: Date, exceptRideId?: string) =>
  db
    .select({ slotStart: testDrives.slotStart, slotEnd: testDrives.slotEnd })
    .from(testDrives)
    .where(
      and(
        eq(testDrives.shopId, shopId),
        lt(testDrives.slotStart, to),
        gt(testDrives.slotEnd, from),
        inArray(testDrives.status, OPEN_STATUSES),
        exceptRideId ? ne(testDrives.id, exceptRideId) : undefined,
      ),
    ) as Promise<{ slotStart: Date; slotEnd: Date }[]>;

// ---------------------------------------------------------------- response time

/** Rides needed before a shop's response time is shown. */
export const RESPONSE_MIN_RIDES = 5;

/**
 * Each shop's median minutes from booking to the dealer's first confirm or cancel, over rides
 * booked in the last 90 days that got an answer; shops with fewer than 5 such rides are left out.
 */
export async function responseTimes(db: Executor, shopIds: string[]) {
  if (shopIds.length === 0) return new Map<string, { medianMinutes: number; rides: number }>();
  const rows = await db
    .select({
      shopId: testDrives.shopId,
      medianSeconds: sql<string>`percentile_cont(0.5) within group (order by extract(epoch from ${testDrives.firstResponseAt} - ${testDrives.createdAt}))`,
      rides: count(),
    })
    .from(testDrives)
    .where(and(inArray(testDrives.shopId, shopIds), isNotNull(testDrives.firstResponseAt), gte(testDrives.createdAt, sql`now() - interval '90 days'`)))
    .groupBy(testDrives.shopId)
    .having(sql`count(*) >= ${RESPONSE_MIN_RIDES}`);
  return new Map(rows.map((r) => [r.shopId, { medianMinutes: Math.max(1, Math.round(Number(r.medianSeconds) / 60)), rides: Number(r.rides) }]));
}
