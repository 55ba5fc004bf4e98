import { FILTER_BOUNDS, NUMERIC_FIELDS, filtersOn, type NumericField, type NumericFilterKey } from '@evbazaar/common';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { byName } from '../../db/name-order';
import { brands, products } from '../../db/schema';
import { MAX_FACET_BRANDS, NUMERIC_FIELD_COLUMNS, type Bounds, type ProductFilterQuery } from './products.queries';

/**
 * The columns the filter panel counts, for every product, in typed arrays (about 60 bytes a product:
 * 3 MB at 50,000). A filter's facets and total are one pass over a type's rows in memory instead of a
 * scan of them in the database per new question (docs/decisions/0050). Text filters (`search`, `q`)
 * still go to the database. Kept by the catalogue's memo, so any product or brand write, on any
 * instance, makes the next read build it again.
 */
export interface FacetSnapshot {
  /** rows of one vehicle type are contiguous: [start, end) per type */
  typeRange: Map<string, [number, number]>;
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
    .select({ type: products.vehicleType, brandId: products.brandId, ...numbers })
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
  return { typeRange, brand, values, brands: brandRows, brandIndex, size };
}

/** Whether the snapshot answers a filter: only the typed-text filters need the database. */
export const snapshotServes = (query: ProductFilterQuery) => !query.search && !query.q;

/**
 * The facets of a filter, as the database would count them: each brand of the type with how many
 * products match every other filter, each numeric field's min and max under every filter but its
 * own, and the total under all of them. A product without a value for a filtered field never matches
 * it (NaN compares false, like SQL's NULL).
 */
export function facetsFromSnapshot(snapshot: FacetSnapshot, query: ProductFilterQuery) {
  const [start, end] = query.vehicleType ? (snapshot.typeRange.get(query.vehicleType) ?? [0, 0]) : [0, snapshot.size];
  const active = (Object.keys(FILTER_BOUNDS) as NumericFilterKey[]).filter((k) => query[k] !== undefined);
  // the hot loop reads flat arrays only: filter k tests column testValues[k] against testBound[k]
  const testValues = active.map((key) => snapshot.values[FILTER_BOUNDS[key].field]);
  const testBound = Float64Array.from(active, (key) => query[key]!);
  const testAtLeast = active.map((key) => FILTER_BOUNDS[key].atLeast);
  const fieldValues = NUMERIC_FIELDS.map((f) => snapshot.values[f]);
  // a field's bounds leave out the filters on it: bit k of ownMask[f] marks active filter k as one of them
  const ownMask = Int32Array.from(NUMERIC_FIELDS, (f) => active.reduce((mask, key, k) => (filtersOn(f).includes(key) ? mask | (1 << k) : mask), 0));
  const wanted = query.brandIds?.length ? new Uint8Array(snapshot.brands.length) : undefined;
  for (const id of query.brandIds ?? []) {
    const b = snapshot.brandIndex.get(id);
    if (b !== undefined) wanted![b] = 1;
  }
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
