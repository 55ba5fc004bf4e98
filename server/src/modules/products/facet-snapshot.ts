import { FILTER_BOUNDS, NUMERIC_FIELDS, filtersOn, type NumericField, type NumericFilterKey } from '@evbazaar/common';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { byName } from '../../db/name-order';
import { brands, products } from '../../db/schema';
import { facetsByWalks, type SnapshotFacets, type SortedColumn } from './facet-walks';
import { MAX_FACET_BRANDS, NUMERIC_FIELD_COLUMNS, type Bounds, type ProductFilterQuery, type ProductSortKey } from './products.queries';

/**
 * The columns the filter panel counts, for every product, in typed arrays, with each product's id
 * (about 110 bytes a product: 5.5 MB at 50,000). A filter's facets, total and list page are one pass
 * over its rows in memory instead of a scan of them in the database per new question (docs/decisions/0050).
 * Text filters (`search`, `q`) still go to the database. Kept by the catalogue's memo, so any
 * product or brand write, on any instance, makes the next read build it again.
 */
export interface FacetSnapshot {
  ids: string[];
  /** row positions in the order of a sort, read from the database once per sort the list is asked for */
  orders: Map<ProductSortKey, Promise<SnapshotOrder>>;
  /** each type's row positions in the snapshot's order ('' for all), for the passes that need no sort */
  rowsOfType: Map<string, Int32Array>;
  /** rows of one vehicle type are contiguous: [start, end) per type */
  typeRange: Map<string, [number, number]>;
  /** a type's rows in the order of one numeric field, made on first use (facet-walks.ts) */
  sortedColumns: Map<string, SortedColumn>;
  /** the brands a type has, made on first use */
  brandsOfType: Map<string, Int32Array>;
  brand: Int32Array;
  values: Record<NumericField, Float64Array>;
  /** brands by their position in `brand`, in the list's name order */
  brands: { id: string; name: string; slug: string }[];
  brandIndex: Map<string, number>;
  size: number;
}

export async function loadFacetSnapshot(db: Executor): Promise<FacetSnapshot> {
  const brandRows = await db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).orderBy(byName(brands.name), asc(brands.id));
  const brandIndex = new Map(brandRows.map((b, i) => [b.id, i]));
  // one narrow index-only read of products_facets_idx; numbers as float8, which both drivers give as numbers
  const numbers = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, sql<number | null>`${NUMERIC_FIELD_COLUMNS[f]}::float8`])) as Record<
    NumericField,
    SQL<number | null>
  >;
  const rows = await db
    .select({ id: products.id, type: products.vehicleType, brandId: products.brandId, ...numbers })
    .from(products)
    .orderBy(products.vehicleType);
  const size = rows.length;
  const brand = new Int32Array(size);
  const values = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, new Float64Array(size)])) as Record<NumericField, Float64Array>;
  const typeRange = new Map<string, [number, number]>();
  rows.forEach((row, i) => {
    brand[i] = row.brandId ? (brandIndex.get(row.brandId) ?? -1) : -1;
    for (const f of NUMERIC_FIELDS) values[f][i] = row[f] ?? NaN;
    const range = typeRange.get(row.type);
    if (range) range[1] = i + 1;
    else typeRange.set(row.type, [i, i + 1]);
  });
  return {
    ids: rows.map((row) => row.id),
    orders: new Map(),
    rowsOfType: new Map(),
    typeRange,
    sortedColumns: new Map(),
    brandsOfType: new Map(),
    brand,
    values,
    brands: brandRows,
    brandIndex,
    size,
  };
}

/**
 * Sorts the snapshot can order: their keys change only with a product write, which builds a new
 * snapshot. Rating and popularity move with every review and wishlist click: the database orders them.
 */
const SNAPSHOT_SORTS: ReadonlySet<ProductSortKey> = new Set(['newest', 'oldest', 'price_asc', 'price_desc', 'range_desc', 'name']);

/**
 * The snapshot's rows in the order of `sort`, as the database orders them (its own collation for
 * names, NULLs last): the ids in that order are read once per snapshot and sort; undefined for a
 * sort the snapshot cannot keep. A product the snapshot does not hold (written since) is left out.
 */
/** A sort's order: every row's position, and each vehicle type's apart (a type's list passes over its own rows only). */
export interface SnapshotOrder {
  all: Int32Array;
  byType: Map<string, Int32Array>;
}

export function snapshotOrder(snapshot: FacetSnapshot, sort: ProductSortKey, idsInOrder: (sort: ProductSortKey) => Promise<string[]>) {
  if (!SNAPSHOT_SORTS.has(sort)) return undefined;
  let order = snapshot.orders.get(sort);
  if (!order) {
    order = idsInOrder(sort).then((ids) => {
      const at = new Map(snapshot.ids.map((id, i) => [id, i]));
      const positions: number[] = [];
      for (const id of ids) {
        const i = at.get(id);
        if (i !== undefined) positions.push(i);
      }
      const byType = new Map<string, Int32Array>();
      for (const [type, [start, end]] of snapshot.typeRange) byType.set(type, Int32Array.from(positions.filter((i) => i >= start && i < end)));
      return { all: Int32Array.from(positions), byType };
    });
    // a failed read is asked again next time, not kept
    order.catch(() => snapshot.orders.delete(sort));
    snapshot.orders.set(sort, order);
  }
  return order;
}

/**
 * One page of a filter's products in a sort's order, and how many match in all: one pass over the
 * order, testing each row as the facets do (a product without a value for a filtered field never matches).
 */
export function pageFromSnapshot(snapshot: FacetSnapshot, sorted: SnapshotOrder | undefined, query: ProductFilterQuery, offset: number, limit: number) {
  const order = sorted ? (query.vehicleType ? (sorted.byType.get(query.vehicleType) ?? new Int32Array(0)) : sorted.all) : rowsOf(snapshot, query);
  const { active, testValues, testBound, testAtLeast } = numericTests(snapshot, query);
  const wanted = wantedBrands(snapshot, query);
  const tests = active.length;
  const ids: string[] = [];
  let total = 0;
  rows: for (let n = 0; n < order.length; n++) {
    const i = order[n];
    if (wanted) {
      const b = snapshot.brand[i];
      if (b < 0 || !wanted[b]) continue;
    }
    for (let k = 0; k < tests; k++) {
      const v = testValues[k][i];
      if (!(testAtLeast[k] ? v >= testBound[k] : v <= testBound[k])) continue rows;
    }
    if (total >= offset && ids.length < limit) ids.push(snapshot.ids[i]);
    total++;
  }
  return { ids, total };
}

/** The rows of a filter's vehicle type (or all) in the snapshot's own order, made once per snapshot and type. */
function rowsOf(snapshot: FacetSnapshot, query: ProductFilterQuery) {
  const key = query.vehicleType ?? '';
  let rows = snapshot.rowsOfType.get(key);
  if (!rows) {
    const [start, end] = query.vehicleType ? (snapshot.typeRange.get(query.vehicleType) ?? [0, 0]) : [0, snapshot.size];
    rows = new Int32Array(end - start);
    for (let n = 0; n < rows.length; n++) rows[n] = start + n;
    snapshot.rowsOfType.set(key, rows);
  }
  return rows;
}

/**
 * Every product of a filter, in no order, when they are few enough that the database orders them
 * faster by primary key than by walking a sort's index: a walk tests about (offset + limit) / (share
 * matching) index entries, the look-ups one each, so the ids go when their count squared is under
 * (offset + limit) x the rows the walk would pass over; no ids when they are more (the walk is short).
 * With their number, which is the list's total either way.
 */
export function fewMatches(snapshot: FacetSnapshot, query: ProductFilterQuery, offset: number, limit: number) {
  const [start, end] = query.vehicleType ? (snapshot.typeRange.get(query.vehicleType) ?? [0, 0]) : [0, snapshot.size];
  const few = Math.floor(Math.sqrt((offset + limit) * (end - start)));
  const { ids, total } = pageFromSnapshot(snapshot, undefined, query, 0, few);
  return { total, ids: total <= few ? ids : undefined };
}

/**
 * The numeric filters of a query as flat arrays for the hot loops: filter k tests column
 * testValues[k] against testBound[k], at least or at most as testAtLeast[k] says.
 */
function numericTests(snapshot: FacetSnapshot, query: ProductFilterQuery) {
  const active = (Object.keys(FILTER_BOUNDS) as NumericFilterKey[]).filter((k) => query[k] !== undefined);
  return {
    active,
    testValues: active.map((key) => snapshot.values[FILTER_BOUNDS[key].field]),
    testBound: Float64Array.from(active, (key) => query[key]!),
    testAtLeast: active.map((key) => FILTER_BOUNDS[key].atLeast),
  };
}

/** The brand filter as a mark per brand position; undefined when no brand is asked for. */
function wantedBrands(snapshot: FacetSnapshot, query: ProductFilterQuery) {
  if (!query.brandIds?.length) return undefined;
  const wanted = new Uint8Array(snapshot.brands.length);
  for (const id of query.brandIds) {
    const b = snapshot.brandIndex.get(id);
    if (b !== undefined) wanted[b] = 1;
  }
  return wanted;
}

/** Whether the snapshot answers a filter: only the typed-text filters need the database. */
export const snapshotServes = (query: ProductFilterQuery) => !query.search && !query.q;

/**
 * The facets of a filter, as the database would count them: each brand of the type with how many
 * products match every other filter, each numeric field's min and max under every filter but its
 * own, and the total under all of them. A product without a value for a filtered field never matches
 * it (NaN compares false, like SQL's NULL).
 */
export function facetsFromSnapshot(snapshot: FacetSnapshot, query: ProductFilterQuery): SnapshotFacets {
  // a type's facets walk its rows in each field's order: what a filter leaves out is never visited
  return query.vehicleType
    ? facetsByWalks(snapshot, numericTests(snapshot, query), wantedBrands(snapshot, query), query.vehicleType)
    : facetsByPass(snapshot, query);
}

/** The facets by one pass over every row (all types at once, and the reference the walks are tested against). */
export function facetsByPass(snapshot: FacetSnapshot, query: ProductFilterQuery): SnapshotFacets {
  const [start, end] = query.vehicleType ? (snapshot.typeRange.get(query.vehicleType) ?? [0, 0]) : [0, snapshot.size];
  const { active, testValues, testBound, testAtLeast } = numericTests(snapshot, query);
  const fieldValues = NUMERIC_FIELDS.map((f) => snapshot.values[f]);
  // a field's bounds leave out the filters on it: bit k of ownMask[f] marks active filter k as one of them
  const ownMask = Int32Array.from(NUMERIC_FIELDS, (f) => active.reduce((mask, key, k) => (filtersOn(f).includes(key) ? mask | (1 << k) : mask), 0));
  const wanted = wantedBrands(snapshot, query);
  const all = (1 << active.length) - 1;
  const brandCounts = new Int32Array(snapshot.brands.length);
  const brandSeen = new Uint8Array(snapshot.brands.length);
  const mins = new Float64Array(NUMERIC_FIELDS.length).fill(Infinity);
  const maxs = new Float64Array(NUMERIC_FIELDS.length).fill(-Infinity);
  const tests = active.length;
  const fields = fieldValues.length;
  let total = 0;
  for (let i = start; i < end; i++) {
    let passed = 0;
    for (let k = 0; k < tests; k++) {
      const v = testValues[k][i];
      if (testAtLeast[k] ? v >= testBound[k] : v <= testBound[k]) passed |= 1 << k;
    }
    const b = snapshot.brand[i];
    // brands count under every filter but the brand filter
    if (b >= 0) {
      brandSeen[b] = 1;
      if (passed === all) brandCounts[b]++;
    }
    if (wanted && (b < 0 || !wanted[b])) continue;
    if (passed === all) total++;
    for (let f = 0; f < fields; f++) {
      if ((passed | ownMask[f]) !== all) continue;
      const v = fieldValues[f][i];
      if (v !== v) continue; // NaN: no value
      if (v < mins[f]) mins[f] = v;
      if (v > maxs[f]) maxs[f] = v;
    }
  }
  const bounds = (f: number): Bounds => (mins[f] === Infinity ? { min: null, max: null } : { min: mins[f], max: maxs[f] });
  const listed: number[] = [];
  for (let b = 0; b < brandSeen.length && listed.length < MAX_FACET_BRANDS; b++) if (brandSeen[b]) listed.push(b);
  return {
    total,
    brands: listed.map((b) => ({ ...snapshot.brands[b], count: brandCounts[b] })),
    ...(Object.fromEntries(NUMERIC_FIELDS.map((f, i) => [f, bounds(i)])) as Record<NumericField, Bounds>),
  };
}
