import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dealerProducts, dealerProfiles, products, users } from '../../db/schema';
import { shopIsPublic } from './shop-visibility';

export type DealerProfileRow = typeof dealerProfiles.$inferSelect;
export type DealerProductRow = typeof dealerProducts.$inferSelect;

export async function findProfileByUser(db: Executor, userId: string): Promise<DealerProfileRow | undefined> {
  const [row] = await db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, userId)).limit(1);
  return row;
}

/** The shop with its owner's verification, or undefined when missing. */
export async function findShop(db: Executor, id: string): Promise<(DealerProfileRow & { isPublic: boolean }) | undefined> {
  const [row] = await db
    .select({ shop: dealerProfiles, isPublic: sql<boolean>`coalesce(${shopIsPublic}, false)` })
    .from(dealerProfiles)
    .innerJoin(users, eq(users.id, dealerProfiles.userId))
    .where(eq(dealerProfiles.id, id))
    .limit(1);
  return row ? { ...row.shop, isPublic: Boolean(row.isPublic) } : undefined;
}

/** Insert or update the owner's single profile (one per user by dealer_profiles_user_key). */
export async function upsertProfile(db: Executor, values: typeof dealerProfiles.$inferInsert): Promise<DealerProfileRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(dealerProfiles)
    .values(values)
    .onConflictDoUpdate({ target: dealerProfiles.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row;
}

export const profilesByIds = (db: Executor, ids: string[]) =>
  ids.length ? db.select().from(dealerProfiles).where(inArray(dealerProfiles.id, ids)) : Promise.resolve([] as DealerProfileRow[]);

/** Public shops in any of these cities, by shop name. */
export function publicShopsInCities(db: Executor, cityIds: string[]) {
  if (!cityIds.length) return Promise.resolve([] as DealerProfileRow[]);
  return db
    .select({ shop: dealerProfiles })
    .from(dealerProfiles)
    .innerJoin(users, eq(users.id, dealerProfiles.userId))
    .where(and(inArray(dealerProfiles.cityId, cityIds), shopIsPublic))
    .orderBy(asc(dealerProfiles.shopName), asc(dealerProfiles.id))
    .then((rows) => rows.map((r) => r.shop));
}

/** A shop's availability entries with the product's id and name, by product name. */
export const listShopAvailability = (db: Executor, dealerProfileId: string) =>
  db
    .select({
      ...getTableColumns(dealerProducts),
      product: { id: products.id, name: products.name },
    })
    .from(dealerProducts)
    .innerJoin(products, eq(products.id, dealerProducts.productId))
    .where(eq(dealerProducts.dealerProfileId, dealerProfileId))
    .orderBy(asc(products.name), asc(dealerProducts.id));

export type AvailabilityWithProduct = Awaited<ReturnType<typeof listShopAvailability>>[number];

export async function findAvailability(db: Executor, id: string): Promise<DealerProductRow | undefined> {
  const [row] = await db.select().from(dealerProducts).where(eq(dealerProducts.id, id)).limit(1);
  return row;
}

export async function findShopProduct(db: Executor, dealerProfileId: string, productId: string): Promise<DealerProductRow | undefined> {
  const [row] = await db
    .select()
    .from(dealerProducts)
    .where(and(eq(dealerProducts.dealerProfileId, dealerProfileId), eq(dealerProducts.productId, productId)))
    .limit(1);
  return row;
}

/** One entry per shop and product (dealer_products_dealer_product_key): a second save updates it. */
export async function upsertAvailability(db: Executor, values: { dealerProfileId: string; productId: string; isAvailable: boolean }) {
  const [row] = await db
    .insert(dealerProducts)
    .values(values)
    .onConflictDoUpdate({
      target: [dealerProducts.dealerProfileId, dealerProducts.productId],
      set: { isAvailable: values.isAvailable, updatedAt: new Date() },
    })
    .returning();
  return row;
}

export async function deleteAvailability(db: Executor, id: string) {
  const rows = await db.delete(dealerProducts).where(eq(dealerProducts.id, id)).returning({ id: dealerProducts.id });
  return rows.length > 0;
}

/** Entries of public shops in a city that have the product available, with the shop's name. */
export const availableInCity = (db: Executor, cityId: string, productId: string) =>
  db
    .select({
      ...getTableColumns(dealerProducts),
      dealerProfile: { id: dealerProfiles.id, shopName: dealerProfiles.shopName },
    })
    .from(dealerProducts)
    .innerJoin(dealerProfiles, eq(dealerProfiles.id, dealerProducts.dealerProfileId))
    .innerJoin(users, eq(users.id, dealerProfiles.userId))
    .where(and(eq(dealerProducts.productId, productId), eq(dealerProducts.isAvailable, true), eq(dealerProfiles.cityId, cityId), shopIsPublic))
    .orderBy(asc(dealerProfiles.shopName), asc(dealerProducts.id));

/** Products a shop has available, by name. */
export const availableProductsOfShop = (db: Executor, dealerProfileId: string) =>
  db
    .select({ product: products })
    .from(dealerProducts)
    .innerJoin(products, eq(products.id, dealerProducts.productId))
    .where(and(eq(dealerProducts.dealerProfileId, dealerProfileId), eq(dealerProducts.isAvailable, true)))
    .orderBy(asc(products.name), asc(products.id))
    .then((rows) => rows.map((r) => r.product));
