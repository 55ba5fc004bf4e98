import { FILTER_BOUNDS, LISTS, NUMERIC_FILTER_KEYS, type NumericField, type NumericFilterKey, type ProductSortValue } from '@evbazaar/common';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { inOrderOf } from '../../lib/in-order';
import { byName } from '../../db/name-order';
import { brands, nameWords, productColors, productNameWords, products, wishlistItems, type VehicleType } from '../../db/schema';

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
  /** typo-tolerant text (trigram matching, the header search's results); ranks by closeness unless `sortGiven` */
  q?: string;
  /**
   * The ids `q` matched (`withCandidates`): found once per request, so a page, its count and the
   * facets look up the same few hundred products instead of searching the index again each.
   */
  candidates?: readonly string[];
}

export interface ProductListQuery extends ProductFilterQuery {
  /** a sort was asked for (typed text otherwise orders by closeness) */
  sortGiven?: boolean;
  sort: ProductSortKey;
  offset: number;
  limit: number;
  /** the columns the answer reads; every column when absent */
  columns?: readonly ProductColumn[];
}

/** The range a shopper compares: the stored effective range (the certified figure, else the highest claimed). */
const rangeKm = sql`${products.effectiveRange}`;

// every order ends in the unique id, so it is total and a page boundary never repeats or skips a row
const ORDER: Record<ProductSortKey, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  price_asc: [sql`${products.price} asc nulls last`, asc(products.id)],
  price_desc: [sql`${products.price} desc nulls last`, desc(products.id)],
  // products that state no range come last (docs/decisions/0031)
  range_desc: [sql`${rangeKm} desc nulls last`, desc(products.id)],
  // best rated first: the higher average, then the more reviews behind it (kept on the row from product_ratings)
  rating: [sql`${products.ratingAverage} desc nulls last`, desc(products.ratingCount), asc(products.id)],
  // most wishlisted first (the count kept on the row by wishlist_items' triggers)
  popular: [desc(products.wishlistCount), desc(products.createdAt), desc(products.id)],
  name: [byName(products.name), asc(products.id)],
};

// typed text (`q`) is not a placeholder filter: it runs unprepared (see run())
type FilterKey = Exclude<keyof ProductFilterQuery, 'q' | 'candidates'>;
const placeholder = (key: FilterKey | 'pattern') => sql.placeholder(key);

/** The numeric fields a filter bounds and the facets report, as columns. */
export const NUMERIC_FIELD_COLUMNS: Record<NumericField, SQL> = {
  price: sql`${products.price}`,
  range: rangeKm,
  topSpeed: sql`${products.topSpeed}`,
  battery: sql`${products.battery}`,
  charging: sql`${products.charging}`,
};

const numericCondition = (key: NumericFilterKey) => () => {
  const { field, atLeast } = FILTER_BOUNDS[key];
  return atLeast ? sql`${NUMERIC_FIELD_COLUMNS[field]} >= ${placeholder(key)}` : sql`${NUMERIC_FIELD_COLUMNS[field]} <= ${placeholder(key)}`;
};

/** Each filter as SQL over a placeholder of the same name, so one statement serves every value. */
const CONDITIONS: Record<Exclude<FilterKey, 'search'>, () => SQL> = {
  vehicleType: () => sql`${products.vehicleType} = ${placeholder('vehicleType')}`,
  brandIds: () => sql`${products.brandId} = any(${placeholder('brandIds')}::text[])`,
  ...(Object.fromEntries(NUMERIC_FILTER_KEYS.map((key) => [key, numericCondition(key)])) as Record<NumericFilterKey, () => SQL>),
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
export const MAX_FACET_BRANDS = LISTS.facetBrands.rows;

/** Most statement shapes kept prepared per database; further shapes run unprepared. */
const MAX_PREPARED_SHAPES = 300;

/**
 * Numbers the prepared statements' names across the process: a connection of the pool knows a
 * name once, so two sets of list queries on one pool (a second service, a test's own) must never
 * give one name to two texts.
 */
let preparedNames = 0;

/**
 * Prepared statements of the list, its count and its facets, one per shape (which filters are
 * present, the sort, the columns): Drizzle builds each SQL text once and the server parses it
 * once per connection, while every value travels as a parameter.
 */
export function createProductListQueries(db: Database) {
  const shapes = new Map<string, Prepared<unknown>>();
  type Built<T> = { prepare(name: string): Prepared<T>; execute(values?: Record<string, unknown>): Promise<T> };
  function prepared<T>(key: string, build: () => Built<T>): Prepared<T> {
    const found = shapes.get(key) as Prepared<T> | undefined;
    if (found) return found;
    if (shapes.size >= MAX_PREPARED_SHAPES) return build();
    preparedNames += 1;
    const statement = build().prepare(`products_${preparedNames}`);
    shapes.set(key, statement as Prepared<unknown>);
    return statement;
  }

  /** The query with the ids its typed text matches, searched for once (none to find without typed text). */
  async function withCandidates<Q extends ProductFilterQuery>(query: Q): Promise<Q> {
    if (!query.q || query.candidates) return query;
    return { ...query, candidates: await candidatesOf(db, query.q, RESULT_CANDIDATES) };
  }

  /**
   * Runs a statement of the list: prepared per shape, or, with typed text (`q`, the header search's
   * results), unprepared with the text's candidates as one more condition (the text shapes that
   * plan, so it is not kept).
   */
  async function run<T>(
    query: ProductFilterQuery,
    key: string,
    build: (ex: Executor, text: SQL | undefined) => Built<T>,
    values: Record<string, unknown>,
  ): Promise<T> {
    if (!query.q) return prepared(key, () => build(db, undefined)).execute(values);
    const { candidates } = await withCandidates(query);
    // the candidates as a list of ids, then primary-key look-ups: `in (subquery)` was planned as a scan of every product
    return build(db, sql`${products.id} = any(${sql.param(candidates)}::text[])`).execute(values);
  }

  /** One page of products with only the asked columns, in a total order (closest first for typed text without a sort). */
  function page(query: ProductListQuery) {
    const keys = presentKeys(query);
    const cols = query.columns ? [...new Set<ProductColumn>(['id', ...query.columns])].sort() : undefined;
    const order = query.q && !query.sortGiven ? [sql`${closeness(query.q)} desc`, asc(products.name), asc(products.id)] : ORDER[query.sort];
    const values = { ...placeholderValues(query), limit: query.limit, offset: query.offset };
    return run(
      query,
      `list|${keys.join(',')}|${query.sort}|${cols?.join(',') ?? '*'}`,
      (ex, text) => {
        const selection = cols ? Object.fromEntries(cols.map((c) => [c, products[c]])) : getTableColumns(products);
        if (!keys.includes('search') && !text) {
          // the page's ids first, from an index in the sort's order (index-only where it covers the
          // filters), then only those rows: a deep page skips index entries, not wide rows (docs/decisions/0050)
          const ids = ex
            .select({ id: products.id })
            .from(products)
            .where(whereOf(keys))
            .orderBy(...order)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))
            .as('page_ids');
          return ex
            .select(selection as typeof products._.columns)
            .from(ids)
            .innerJoin(products, eq(products.id, ids.id))
            .orderBy(...order) as unknown as Built<ProductRow[]>;
        }
        const base = ex.select(selection as typeof products._.columns).from(products);
        const joined = keys.includes('search') || text ? base.leftJoin(brands, eq(brands.id, products.brandId)) : base;
        return joined
          .where(and(whereOf(keys), text))
          .orderBy(...order)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')) as unknown as Built<ProductRow[]>;
      },
      values,
    );
  }

  /** How many products match: a count an index answers, apart from the page. */
  async function total(query: ProductFilterQuery) {
    const keys = presentKeys(query);
    // typed text alone: its candidates are the matching products (distinct ids, read a moment ago)
    if (query.q && !keys.length) return (await withCandidates(query)).candidates!.length;
    const rows = await run(
      query,
      `count|${keys.join(',')}`,
      (ex, text) => {
        const base = ex.select({ total: count() }).from(products);
        const joined = keys.includes('search') ? base.leftJoin(brands, eq(brands.id, products.brandId)) : base;
        return joined.where(and(whereOf(keys), text)) as unknown as Built<{ total: number }[]>;
      },
      placeholderValues(query),
    );
    return rows[0]!.total;
  }

  /**
   * Facets of a filter, in two statements over the rows of the vehicle type, search and typed text:
   * each brand with how many products match every other filter, and each numeric field's min and
   * max under every filter but its own (so a slider shows how far it can still move).
   */
  async function facets(filter: ProductFilterQuery) {
    const query = await withCandidates(filter);
    const keys = presentKeys(query);
    const baseKeys: FilterKey[] = keys.filter((k) => k === 'vehicleType' || k === 'search');
    const others = (...own: FilterKey[]) => {
      const rest = keys.filter((k) => !baseKeys.includes(k) && !own.includes(k));
      return rest.length ? sql` filter (where ${and(...rest.map(conditionOf))})` : sql``;
    };
    const values = placeholderValues(query);
    const brandRows = await run(
      query,
      `facet-brands|${keys.join(',')}`,
      (ex, text) =>
        ex
          .select({ id: brands.id, name: brands.name, slug: brands.slug, count: sql<number>`count(*)${others('brandIds')}`.mapWith(Number) })
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .where(and(whereOf(baseKeys), text))
          .groupBy(brands.id, brands.name, brands.slug)
          .orderBy(byName(brands.name), asc(brands.id))
          .limit(MAX_FACET_BRANDS) as unknown as Built<{ id: string; name: string; slug: string; count: number }[]>,
      values,
    );
    const bound = (expression: SQL, ...own: FilterKey[]) => ({
      min: sql<number | null>`min(${expression})${others(...own)}`.mapWith(nullableNumber),
      max: sql<number | null>`max(${expression})${others(...own)}`.mapWith(nullableNumber),
    });
    type BoundsRow = { total: number; price: Bounds; range: Bounds; topSpeed: Bounds; battery: Bounds; charging: Bounds };
    const [bounds] = await run(
      query,
      `facet-bounds|${keys.join(',')}`,
      (ex, text) => {
        const base = ex
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
        return joined.where(and(whereOf(baseKeys), text)) as unknown as Built<BoundsRow[]>;
      },
      values,
    );
    return { brands: brandRows, ...bounds! };
  }

  /** Every product's id in the order of a sort (the in-memory list pages, docs/decisions/0050). */
  const idsInOrder = async (sort: ProductSortKey) =>
    (
      await prepared(
        `ids-in-order|${sort}`,
        () =>
          db
            .select({ id: products.id })
            .from(products)
            .orderBy(...ORDER[sort]) as unknown as Built<{ id: string }[]>,
      ).execute()
    ).map((row) => row.id);

  /** One page of the given products in a sort's order, by primary key (the few a filter matches). */
  const orderIds = async (ids: readonly string[], sort: ProductSortKey, offset: number, limit: number) =>
    ids.length
      ? (
          await prepared(
            `order-ids|${sort}`,
            () =>
              db
                .select({ id: products.id })
                .from(products)
                .where(sql`${products.id} = any(${sql.placeholder('ids')}::text[])`)
                .orderBy(...ORDER[sort])
                .limit(sql.placeholder('limit'))
                .offset(sql.placeholder('offset')) as unknown as Built<{ id: string }[]>,
          ).execute({ ids, limit, offset })
        ).map((row) => row.id)
      : [];

  /** The rows of a page whose ids are known, with only the asked columns, in the order of the ids (a row deleted since is left out). */
  async function pageByIds(ids: readonly string[], columns?: readonly ProductColumn[]): Promise<ProductRow[]> {
    if (!ids.length) return [];
    const cols = columns ? [...new Set<ProductColumn>(['id', ...columns])].sort() : undefined;
    const rows = await prepared(`by-ids|${cols?.join(',') ?? '*'}`, () => {
      const selection = cols ? Object.fromEntries(cols.map((c) => [c, products[c]])) : getTableColumns(products);
      return db
        .select(selection as typeof products._.columns)
        .from(products)
        .where(sql`${products.id} = any(${sql.placeholder('ids')}::text[])`) as unknown as Built<ProductRow[]>;
    }).execute({ ids });
    return inOrderOf(ids, rows).filter((row): row is ProductRow => row !== null);
  }

  return { page, total, facets, withCandidates, idsInOrder, orderIds, pageByIds };
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
  ids.length
    ? db
        .select()
        .from(products)
        .where(inArray(products.id, [...ids]))
    : Promise.resolve([] as ProductRow[]);

export const productsOfBrands = (db: Executor, brandIds: readonly string[]) =>
  brandIds.length
    ? db
        .select()
        .from(products)
        .where(inArray(products.brandId, [...brandIds]))
        .orderBy(desc(products.createdAt))
    : Promise.resolve([] as ProductRow[]);

export const colorsOf = (db: Executor, productIds: readonly string[]) =>
  productIds.length
    ? db
        .select()
        .from(productColors)
        .where(inArray(productColors.productId, [...productIds]))
        .orderBy(asc(productColors.position))
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

/**
 * Runs one statement with only bitmap scans allowed (SET LOCAL, then back). A trigram match under a
 * LIMIT is estimated to be common, so the planner reads products in table or index order hoping for
 * early matches: for a typo like "hyundia 408" that rechecked 40,000 names (230 ms) where the GIN
 * trigram index finds them in 3 ms.
 */
async function throughBitmapScans<T>(tx: Executor, statement: () => Promise<T>) {
  const only = (value: 'on' | 'off') =>
    tx.execute(
      sql`select set_config('enable_seqscan', ${value}, true), set_config('enable_indexscan', ${value}, true), set_config('enable_indexonlyscan', ${value}, true)`,
    );
  await only('off');
  const result = await statement();
  await only('on');
  return result;
}

/**
 * Candidates per arm of the header's suggestions: it shows 8, so twice that per arm is plenty, and
 * each candidate is ranked on every keystroke (50 made a common prefix 2.3x slower at 50,000 products
 * than at 500, where fewer names match).
 */
export const SUGGESTION_CANDIDATES = 16;
/**
 * Candidates per arm of the results list (its total counts at most twice this, ten pages of 12):
 * nobody pages further through a typed search, and each one is ranked on every request, so the cost
 * of a common word stays that of a rare one whatever the catalogue's size (docs/decisions/0050).
 */
export const RESULT_CANDIDATES = 60;

/** Words of the typed text looked up at most (a 100-character search could hold 50). */
const TYPED_WORDS = 6;
/**
 * Names read per typed word before the whole text is compared with them: enough that a page of
 * matches survives the comparison, few enough that a word shared by thousands of names costs the
 * same as a rare one (decision 0071).
 */
const NAMES_PER_WORD = 64;

/**
 * Ids of the products whose name, or whose brand's name, holds something close to the text: up to
 * `cap` names close to it, found through the words of names (decision 0071: each typed word against
 * name_words, a vocabulary of a few thousand words at any catalogue size, then NAMES_PER_WORD names
 * holding such a word, kept where the whole text is close to the whole name as `<%` decides); plus
 * `cap` products of the closest of up to 5 matching brands (brands_name_trgm_idx, then
 * products_brand_name_idx per brand: the first few by name without sorting the brand's products).
 * The caller ranks them.
 */
function candidatesOf(db: Executor, text: string, cap: number): Promise<string[]> {
  return withTrigramThreshold(db, (tx) => matchingIds(tx, text, cap));
}

async function matchingIds(tx: Executor, text: string, cap: number): Promise<string[]> {
  const rowsOf = (result: unknown) => ((result as { rows?: { id: string }[] }).rows ?? (result as { id: string }[])).map((r) => r.id);
  const byName = await throughBitmapScans(tx, () =>
    tx.execute(sql`
      select ${products.id} as id from (
        select distinct of_word.product_id from (
          select distinct typed from unnest((regexp_split_to_array(lower(${text}), '[^[:alnum:]]+'))[1:${sql.raw(String(TYPED_WORDS))}]) as typed where typed <> ''
        ) words
          cross join lateral (
            select ${productNameWords.productId} as product_id from ${nameWords}
              join ${productNameWords} on ${productNameWords.word} = ${nameWords.word}
            where words.typed <% ${nameWords.word}
            limit ${NAMES_PER_WORD}
          ) of_word
      ) candidates
        join ${products} on ${products.id} = candidates.product_id
      where ${text} <% ${products.name}
      limit ${cap}`),
  );
  // the closest brands' products first, `cap` in all
  const byBrand = await tx.execute(sql`
    select of_brand.id from (
      select ${brands.id} as brand_id, ${text} <<-> ${brands.name} as distance from ${brands} where ${text} <% ${brands.name}
      order by distance, ${brands.id} limit 5
    ) matched
      cross join lateral (
        select ${products.id} as id, ${products.name} as name from ${products} where ${products.brandId} = matched.brand_id
        order by ${products.name}, ${products.id} limit ${cap}
      ) of_brand
    order by matched.distance, matched.brand_id, of_brand.name, of_brand.id
    limit ${cap}`);
  return [...new Set([...rowsOf(byName), ...rowsOf(byBrand)])];
}

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
      .where(sql`${products.id} = any(${sql.param(await matchingIds(tx, text, SUGGESTION_CANDIDATES))}::text[])`)
      .orderBy(sql`${closeness(text)} desc`, asc(products.name), asc(products.id))
      .limit(limit);
    return rows.map((r) => r.id);
  });
}

/** Products by slug. */
export const findProductsBySlugs = (db: Executor, slugs: readonly string[]) =>
  slugs.length
    ? db
        .select()
        .from(products)
        .where(inArray(products.slug, [...slugs]))
    : Promise.resolve([] as ProductRow[]);
