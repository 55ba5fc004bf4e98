import type { ProductSortValue } from '@evbazaar/common';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { byName } from '../../db/name-order';
import { brands, productColors, products, wishlistItems, type VehicleType } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ColorRow = typeof productColors.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ColorValues = Omit<typeof productColors.$inferInsert, 'id' | 'productId' | 'position'>;

export type ProductSortKey = ProductSortValue;
export type ProductColumn = keyof ProductRow;

/** What narrows the list; each absent key is no filter. */
export interface ProductFilterQuery {
  vehicleType?: VehicleType;
  brandIds?: string[];
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  minRange?: number;
  minTopSpeed?: number;
  minBattery?: number;
  maxCharging?: number;
}

export interface ProductListQuery extends ProductFilterQuery {
  sort: ProductSortKey;
  offset: number;
  limit: number;
  /** the columns the answer reads; every column when absent */
  columns?: readonly ProductColumn[];
}

/** The range a shopper compares: the certified figure, else the highest claimed (as the cards show it). */
const rangeKm = sql`coalesce(${products.range}, ${products.rangeMax})`;
/** How many wishlists hold the product (an index-only count per row on wishlist_items_product_idx). */
const wishlistCount = sql`(select count(*) from ${wishlistItems} where ${wishlistItems.productId} = ${products.id})`;

// every order ends in the unique id, so it is total and a page boundary never repeats or skips a row
const ORDER: Record<ProductSortKey, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  price_asc: [sql`${products.price} asc nulls last`, asc(products.id)],
  price_desc: [sql`${products.price} desc nulls last`, desc(products.id)],
  range_desc: [sql`${rangeKm} desc nulls last`, desc(products.id)],
  popular: [sql`${wishlistCount} desc`, desc(products.createdAt), desc(products.id)],
  name: [byName(products.name), asc(products.id)],
};

type FilterKey = keyof ProductFilterQuery;
const placeholder = (key: FilterKey | 'pattern') => sql.placeholder(key);

/** Each filter as SQL over a placeholder of the same name, so one statement serves every value. */
const CONDITIONS: Record<Exclude<FilterKey, 'search'>, () => SQL> = {
  vehicleType: () => sql`${products.vehicleType} = ${placeholder('vehicleType')}`,
  brandIds: () => sql`${products.brandId} = any(${placeholder('brandIds')}::text[])`,
  minPrice: () => sql`${products.price} >= ${placeholder('minPrice')}`,
  maxPrice: () => sql`${products.price} <= ${placeholder('maxPrice')}`,
  minRange: () => sql`${rangeKm} >= ${placeholder('minRange')}`,
  minTopSpeed: () => sql`${products.topSpeed} >= ${placeholder('minTopSpeed')}`,
  minBattery: () => sql`${products.battery} >= ${placeholder('minBattery')}`,
  maxCharging: () => sql`${products.charging} <= ${placeholder('maxCharging')}`,
};
const FILTER_KEYS = [...(Object.keys(CONDITIONS) as Exclude<FilterKey, 'search'>[]), 'search'] as const;

/** The keys of the filters present, in a fixed order: the shape of the statement. */
const presentKeys = (query: ProductFilterQuery) => FILTER_KEYS.filter((k) => query[k] !== undefined && (k !== 'brandIds' || query.brandIds!.length > 0));

function conditionOf(key: FilterKey): SQL {
  // LIKE wildcards typed by the visitor are matched literally (escaped in placeholderValues)
  if (key === 'search') return or(ilike(products.name, placeholder('pattern')), ilike(brands.name, placeholder('pattern')))!;
  return CONDITIONS[key]();
}

const whereOf = (keys: readonly FilterKey[]) => (keys.length ? and(...keys.map(conditionOf)) : undefined);

/** The placeholder values of a filter. */
function placeholderValues(query: ProductFilterQuery): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of presentKeys(query)) values[key] = query[key];
  if (query.search) values.pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return values;
}

interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** Most brands the facets list (by name): a panel of checkboxes, bounded like every list. */
export const MAX_FACET_BRANDS = 200;

/** Most statement shapes kept prepared per database; further shapes run unprepared. */
const MAX_PREPARED_SHAPES = 300;

/**
 * Prepared statements of the list, its count and its facets, one per shape (which filters are
 * present, the sort, the columns): Drizzle builds each SQL text once and the server parses it
 * once per connection, while every value travels as a parameter.
 */
export function createProductListQueries(db: Database) {
  const shapes = new Map<string, Prepared<unknown>>();
  let counter = 0;
  function prepared<T>(key: string, build: () => { prepare(name: string): Prepared<T>; execute(values?: Record<string, unknown>): Promise<T> }): Prepared<T> {
    const found = shapes.get(key) as Prepared<T> | undefined;
    if (found) return found;
    if (shapes.size >= MAX_PREPARED_SHAPES) return build();
    counter += 1;
    const statement = build().prepare(`products_${counter}`);
    shapes.set(key, statement as Prepared<unknown>);
    return statement;
  }

  /** One page of products with only the asked columns, in a total order. */
  function page(query: ProductListQuery) {
    const keys = presentKeys(query);
    const cols = query.columns ? [...new Set<ProductColumn>(['id', ...query.columns])].sort() : undefined;
    const statement = prepared(`list|${keys.join(',')}|${query.sort}|${cols?.join(',') ?? '*'}`, () => {
      const selection = cols ? Object.fromEntries(cols.map((c) => [c, products[c]])) : getTableColumns(products);
      const base = db.select(selection as typeof products._.columns).from(products);
      const joined = keys.includes('search') ? base.leftJoin(brands, eq(brands.id, products.brandId)) : base;
      return joined
        .where(whereOf(keys))
        .orderBy(...ORDER[query.sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    });
    return statement.execute({ ...placeholderValues(query), limit: query.limit, offset: query.offset }) as Promise<ProductRow[]>;
  }

  /** How many products match: a count an index answers, apart from the page. */
  async function total(query: ProductFilterQuery) {
    const keys = presentKeys(query);
    const statement = prepared(`count|${keys.join(',')}`, () => {
      const base = db.select({ total: count() }).from(products);
      const joined = keys.includes('search') ? base.leftJoin(brands, eq(brands.id, products.brandId)) : base;
      return joined.where(whereOf(keys));
    });
    const [row] = (await statement.execute(placeholderValues(query))) as { total: number }[];
    return row.total;
  }

  /**
   * Facets of a filter, in two statements over the rows of the vehicle type and search: each
   * brand with how many products match every other filter, and each numeric field's min and max
   * under every filter but its own (so a slider shows how far it can still move).
   */
  async function facets(query: ProductFilterQuery) {
    const keys = presentKeys(query);
    const baseKeys: FilterKey[] = keys.filter((k) => k === 'vehicleType' || k === 'search');
    const others = (...own: FilterKey[]) => {
      const rest = keys.filter((k) => !baseKeys.includes(k) && !own.includes(k));
      return rest.length ? sql` filter (where ${and(...rest.map(conditionOf))})` : sql``;
    };
    const values = placeholderValues(query);
    const brandStatement = prepared(`facet-brands|${keys.join(',')}`, () =>
      db
        .select({ id: brands.id, name: brands.name, slug: brands.slug, count: sql<number>`count(*)${others('brandIds')}`.mapWith(Number) })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(whereOf(baseKeys))
        .groupBy(brands.id, brands.name, brands.slug)
        .orderBy(byName(brands.name), asc(brands.id))
        .limit(MAX_FACET_BRANDS),
    );
    const bound = (expression: SQL, ...own: FilterKey[]) => ({
      min: sql<number | null>`min(${expression})${others(...own)}`.mapWith(nullableNumber),
      max: sql<number | null>`max(${expression})${others(...own)}`.mapWith(nullableNumber),
    });
    const boundsStatement = prepared(`facet-bounds|${keys.join(',')}`, () => {
      const base = db
        .select({
          total: sql<number>`count(*)${others()}`.mapWith(Number),
          price: bound(sql`${products.price}`, 'minPrice', 'maxPrice'),
          range: bound(rangeKm, 'minRange'),
          topSpeed: bound(sql`${products.topSpeed}`, 'minTopSpeed'),
          battery: bound(sql`${products.battery}`, 'minBattery'),
          charging: bound(sql`${products.charging}`, 'maxCharging'),
        })
        .from(products);
      const joined = baseKeys.includes('search') ? base.leftJoin(brands, eq(brands.id, products.brandId)) : base;
      return joined.where(whereOf(baseKeys));
    });
    const brandRows = (await brandStatement.execute(values)) as { id: string; name: string; slug: string; count: number }[];
    const [bounds] = (await boundsStatement.execute(values)) as {
      total: number;
      price: Bounds;
      range: Bounds;
      topSpeed: Bounds;
      battery: Bounds;
      charging: Bounds;
    }[];
    return { brands: brandRows, ...bounds };
  }

  return { page, total, facets };
}

export interface Bounds {
  min: number | null;
  max: number | null;
}

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export type ProductListQueries = ReturnType<typeof createProductListQueries>;

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
