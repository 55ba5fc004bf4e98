import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { byName } from '../../db/name-order';
import { shopProducts, shops, products, users } from '../../db/schema';
import { shopIsPublic } from '../../lib/shop-visibility';

export type ShopRow = typeof shops.$inferSelect;
export type ShopProductRow = typeof shopProducts.$inferSelect;

export async function findShopByUser(db: Executor, userId: string): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.userId, userId)).limit(1);
  return row;
}

/** The shop with its owner's verification, or undefined when missing. */
export async function findShop(db: Executor, id: string): Promise<(ShopRow & { isPublic: boolean }) | undefined> {
  const [row] = await db
    .select({ shop: shops, isPublic: sql<boolean>`coalesce(${shopIsPublic}, false)` })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.userId))
    .where(eq(shops.id, id))
    .limit(1);
  return row ? { ...row.shop, isPublic: Boolean(row.isPublic) } : undefined;
}

/** Insert or update the owner's single profile (one per user by shops_user_key). */
export async function upsertShop(db: Executor, values: typeof shops.$inferInsert): Promise<ShopRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(shops)
    .values(values)
    .onConflictDoUpdate({ target: shops.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row;
}

/** Pins the shop at a position (an admin's correction). */
export async function setShopPosition(db: Executor, id: string, position: { lat: number; lng: number }): Promise<ShopRow> {
  const [row] = await db
    .update(shops)
    .set({ ...position, positionPinned: true, updatedAt: new Date() })
    .where(eq(shops.id, id))
    .returning();
  return row;
}

export const shopsByIds = (db: Executor, ids: string[]) =>
  ids.length ? db.select().from(shops).where(inArray(shops.id, ids)) : Promise.resolve([] as ShopRow[]);

/** Public shops in any of these cities, by shop name. */
export function publicShopsInCities(db: Executor, cityIds: string[]) {
  if (!cityIds.length) return Promise.resolve([] as ShopRow[]);
  return db
    .select({ shop: shops })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.userId))
    .where(and(inArray(shops.cityId, cityIds), shopIsPublic))
    .orderBy(byName(shops.shopName), asc(shops.id))
    .then((rows) => rows.map((r) => r.shop));
}

/** A shop's availability entries with the product's id and name, by product name. */
export const listShopAvailability = (db: Executor, shopId: string, window: { limit: number; offset: number }) =>
  db
    .select({ ...getTableColumns(shopProducts), product: { id: products.id, name: products.name } })
    .from(shopProducts)
    .innerJoin(products, eq(products.id, shopProducts.productId))
    .where(eq(shopProducts.shopId, shopId))
    .orderBy(byName(products.name), asc(shopProducts.id))
    .limit(window.limit)
    .offset(window.offset);

export async function countShopAvailability(db: Executor, shopId: string) {
  const [{ n }] = await db.select({ n: count() }).from(shopProducts).where(eq(shopProducts.shopId, shopId));
  return Number(n);
}

export type AvailabilityWithProduct = Awaited<ReturnType<typeof listShopAvailability>>[number];

export async function findAvailability(db: Executor, id: string): Promise<ShopProductRow | undefined> {
  const [row] = await db.select().from(shopProducts).where(eq(shopProducts.id, id)).limit(1);
  return row;
}

export async function findShopProduct(db: Executor, shopId: string, productId: string): Promise<ShopProductRow | undefined> {
  const [row] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.shopId, shopId), eq(shopProducts.productId, productId)))
    .limit(1);
  return row;
}

/** One entry per shop and product (shop_products_shop_product_key): a second save updates it. */
export async function upsertAvailability(db: Executor, values: { shopId: string; productId: string; isAvailable: boolean }) {
  const [row] = await db
    .insert(shopProducts)
    .values(values)
    .onConflictDoUpdate({ target: [shopProducts.shopId, shopProducts.productId], set: { isAvailable: values.isAvailable, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function deleteAvailability(db: Executor, id: string) {
  const rows = await db.delete(shopProducts).where(eq(shopProducts.id, id)).returning({ id: shopProducts.id });
  return rows.length > 0;
}

/** Entries of public shops in a city that have the product available, with the shop's name. */
export const availableInCity = (db: Executor, cityId: string, productId: string) =>
  db
    .select({ ...getTableColumns(shopProducts), shop: { id: shops.id, shopName: shops.shopName } })
    .from(shopProducts)
    .innerJoin(shops, eq(shops.id, shopProducts.shopId))
    .innerJoin(users, eq(users.id, shops.userId))
    .where(and(eq(shopProducts.productId, productId), eq(shopProducts.isAvailable, true), eq(shops.cityId, cityId), shopIsPublic))
    .orderBy(byName(shops.shopName), asc(shopProducts.id));

/** Products a shop has available, by name. */
export const availableProductsOfShop = (db: Executor, shopId: string) =>
  db
    .select({ product: products })
    .from(shopProducts)
    .innerJoin(products, eq(products.id, shopProducts.productId))
    .where(and(eq(shopProducts.shopId, shopId), eq(shopProducts.isAvailable, true)))
    .orderBy(byName(products.name), asc(products.id))
    .then((rows) => rows.map((r) => r.product));
