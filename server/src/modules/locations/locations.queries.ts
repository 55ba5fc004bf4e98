import { LISTS } from '@evbazaar/common';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { byName } from '../../db/name-order';
import { locations } from '../../db/schema';

export type LocationRow = typeof locations.$inferSelect;

/** Bound of the public location list (the site serves one country's cities). */
export const MAX_LOCATIONS = LISTS.locations.rows;

export const listLocations = (db: Executor, window: { limit: number; offset: number }) =>
  db.select().from(locations).orderBy(byName(locations.stateName), byName(locations.cityName), asc(locations.id)).limit(window.limit).offset(window.offset);

export async function countLocations(db: Executor) {
  const [{ n }] = await db.select({ n: count() }).from(locations);
  return Number(n);
}

export async function findLocation(db: Executor, id: string): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id)).limit(1);
  return row;
}

export const locationsByIds = (db: Executor, ids: readonly string[]) =>
  ids.length
    ? db
        .select()
        .from(locations)
        .where(inArray(locations.id, [...ids]))
    : Promise.resolve([] as LocationRow[]);

export async function insertLocation(db: Executor, values: typeof locations.$inferInsert) {
  const [row] = await db.insert(locations).values(values).returning();
  return row;
}

export async function deleteLocation(db: Executor, id: string) {
  const rows = await db.delete(locations).where(eq(locations.id, id)).returning({ id: locations.id });
  return rows.length > 0;
}
