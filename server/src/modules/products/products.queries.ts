import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { byName } from '../../db/name-order';
import { brands, productColors, products, wishlistItems, type VehicleType } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ColorRow = typeof productColors.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ColorValues = Omit<typeof productColors.$inferInsert, 'id' | 'productId' | 'position'>;

export type ProductSortKey = 'newest' | 'oldest' | 'price_asc' | 'price_desc' | 'name';

export interface ProductListQuery {
  vehicleType?: VehicleType;
  brandId?: string;
  search?: string;
  /** typo-tolerant text (trigram matching, the header search's results); ranks by closeness unless `sortGiven` */
  q?: string;
  sortGiven?: boolean;
  sort: ProductSortKey;
  offset: number;
  limit: number;
}

const ORDER: Record<ProductSortKey, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  price_asc: [sql`${products.price} asc nulls last`, desc(products.createdAt)],
  price_desc: [sql`${products.price} desc nulls last`, desc(products.createdAt)],
  name: [byName(products.name), asc(products.id)],
};

function listFilter(query: ProductListQuery) {
  const conditions: SQL[] = [];
  if (query.vehicleType) conditions.push(eq(products.vehicleType, query.vehicleType));
  if (query.brandId) conditions.push(eq(products.brandId, query.brandId));
  if (query.q) conditions.push(sql`${products.id} in (${matchingIds(query.q, RESULT_CANDIDATES)})`);
  if (query.search) {
    // LIKE wildcards typed by the visitor are matched literally
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // the brand arm as an id list, so both arms use indexes (products_name_trgm_idx, products_brand_idx)
    const brandIds = sql`array(select ${brands.id} from ${brands} where ${ilike(brands.name, pattern)})`;
    conditions.push(or(ilike(products.name, pattern), sql`${products.brandId} = any(${brandIds})`)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of products plus the total matching count, in one query (a window count). */
export async function listProducts(db: Executor, query: ProductListQuery) {
  if (query.q) return withTrigramThreshold(db, (tx) => listPage(tx, query));
  return listPage(db, query);
}

async function listPage(db: Executor, query: ProductListQuery) {
  const order = query.q && !query.sortGiven ? [sql`${closeness(query.q)} desc`, asc(products.name), asc(products.id)] : ORDER[query.sort];
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(listFilter(query))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length || query.offset === 0) return { rows: rows.map((r) => r.product), total: rows[0]?.total ?? 0 };
  // a page past the end has no row to carry the count
  const [{ total }] = await db.select({ total: count() }).from(products).leftJoin(brands, eq(brands.id, products.brandId)).where(listFilter(query));
  return { rows: [], total };
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export const findProducts = (db: Executor, ids: readonly string[]) =>
  ids.length ? db.select().from(products).where(inArray(products.id, [...ids])) : Promise.resolve([] as ProductRow[]);

export const productsOfBrands = (db: Executor, brandIds: readonly string[]) =>
  brandIds.length
    ? db.select().from(products).where(inArray(products.brandId, [...brandIds])).orderBy(desc(products.createdAt))
    : Promise.resolve([] as ProductRow[]);

export const colorsOf = (db: Executor, productIds: readonly string[]) =>
  productIds.length
    ? db.select().from(productColors).where(inArray(productColors.productId, [...productIds])).orderBy(asc(productColors.position))
    : Promise.resolve([] as ColorRow[]);

/** Every member of the given variant groups (a group is its root product and the products pointing at it). */
export const variantGroupMembers = (db: Executor, rootIds: readonly string[]) =>
  rootIds.length
    ? db
        .select()
        .from(products)
        .where(or(inArray(products.id, [...rootIds]), inArray(products.parentProductId, [...rootIds])))
        .orderBy(asc(products.createdAt), asc(products.id))
    : Promise.resolve([] as ProductRow[]);

/** Which of the products the user keeps in the wishlist. */
export async function wishlistedAmong(db: Executor, userId: string, productIds: readonly string[]) {
  if (!productIds.length) return new Set<string>();
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, [...productIds])));
  return new Set(rows.map((r) => r.productId));
}

export async function insertProduct(db: Executor, values: ProductValues) {
  const [row] = await db.insert(products).values(values).returning();
  return row;
}

export async function updateProduct(db: Executor, id: string, values: ProductValues) {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row as ProductRow | undefined;
}

/** Replaces the colours of a product as a whole, keeping their order. */
export async function replaceColors(db: Executor, productId: string, colors: ColorValues[]) {
  await db.delete(productColors).where(eq(productColors.productId, productId));
  if (!colors.length) return [];
  return db
    .insert(productColors)
    .values(colors.map((c, position) => ({ ...c, productId, position })))
    .returning();
}

export async function deleteProduct(db: Executor, id: string) {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- typo-tolerant search (pg_trgm)

/**
 * Lowest word similarity (0..1) of typed text to a product or brand name that still matches:
 * "athr" is 0.6 to "Ather 450X", "nexn" 0.6 to "Nexon"; below 0.4 the matches turn to noise.
 */
const WORD_SIMILARITY_THRESHOLD = 0.4;

/** Runs `work` in a transaction whose `<%` operator matches at WORD_SIMILARITY_THRESHOLD (SET LOCAL, so pooled connections keep the default). */
async function withTrigramThreshold<T>(db: Executor, work: (tx: Executor) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    return work(tx);
  });
}

/** Candidates per arm: suggestions rank at most twice this many rows, whatever the catalogue's size. */
export const SUGGESTION_CANDIDATES = 50;
/** Candidates per arm of the results list (its total counts at most twice this). */
export const RESULT_CANDIDATES = 500;

/**
 * Ids of the products whose name, or whose brand's name, holds something close to the text: the
 * `cap` closest names (GiST KNN on products_name_trgm_gist_idx, so a common word in 50,000 names
 * is not ranked row by row) plus `cap` products of each of up to 5 matching brands (brands_name_trgm_idx,
 * then products_brand_idx per brand: a plan walking all products by name for the brand is avoided).
 */
const matchingIds = (text: string, cap: number) => sql`
  (select ${products.id} from ${products} where ${text} <% ${products.name} order by ${text} <<-> ${products.name} limit ${cap})
  union
  (select of_brand.id from (select ${brands.id} as brand_id from ${brands} where ${text} <% ${brands.name} limit 5) matched
    cross join lateral (
      select ${products.id} as id from ${products} where ${products.brandId} = matched.brand_id order by ${products.name}, ${products.id} limit ${cap}
    ) of_brand)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * How close a product is to the typed text (higher is closer); the query must join brands.
 * Best word similarity to the name, to brand + name, or (a little less) to the brand alone,
 * plus half the whole-name similarity (so "ather 450x" ranks 450X above 450 Apex), plus a boost
 * when the name starts with the text (0.3) or one of its words does (0.15). Tuned on the demo data.
 */
function closeness(text: string) {
  const lowered = text.toLowerCase();
  return sql<number>`(
    greatest(
      word_similarity(${text}, ${products.name}),
      word_similarity(${text}, coalesce(${brands.name}, '') || ' ' || ${products.name}),
      0.9 * word_similarity(${text}, coalesce(${brands.name}, ''))
    )
    + 0.5 * similarity(${text}, ${products.name})
    + case
        when lower(${products.name}) like ${`${escapeLike(lowered)}%`} then 0.3
        when lower(${products.name}) like ${`% ${escapeLike(lowered)}%`} then 0.15
        else 0
      end)`;
}

/** The ids of the products closest to the typed text, closest first (at most `limit`). */
export async function suggestProductIds(db: Executor, text: string, limit: number): Promise<string[]> {
  return withTrigramThreshold(db, async (tx) => {
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(sql`${products.id} in (${matchingIds(text, SUGGESTION_CANDIDATES)})`)
      .orderBy(sql`${closeness(text)} desc`, asc(products.name), asc(products.id))
      .limit(limit);
    return rows.map((r) => r.id);
  });
}

/** Products by slug. */
export const findProductsBySlugs = (db: Executor, slugs: readonly string[]) =>
  slugs.length ? db.select().from(products).where(inArray(products.slug, [...slugs])) : Promise.resolve([] as ProductRow[]);
