import { FILTER_BOUNDS, NUMERIC_FIELDS, filtersOn, type NumericField, type NumericFilterKey } from '@evbazaar/common';
import { asc, sql } from 'drizzle-orm';
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
  const fields = NUMERIC_FIELDS.map((f) => sql<number | null>`${NUMERIC_FIELD_COLUMNS[f]}::float8`);
  const rows = await db
    .select({ type: products.vehicleType, brandId: products.brandId, numbers: sql<(number | null)[]>`array[${sql.join(fields, sql`, `)}]` })
    .from(products)
    .orderBy(products.vehicleType);
  const size = rows.length;
  const brand = new Int32Array(size);
  const values = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, new Float64Array(size)])) as Record<NumericField, Float64Array>;
  const typeRange = new Map<string, [number, number]>();
  rows.forEach((row, i) => {
    brand[i] = row.brandId ? (brandIndex.get(row.brandId) ?? -1) : -1;
    NUMERIC_FIELDS.forEach((f, k) => (values[f][i] = row.numbers[k] ?? NaN));
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
  const tests = active.map((key) => ({ values: snapshot.values[FILTER_BOUNDS[key].field], bound: query[key]!, atLeast: FILTER_BOUNDS[key].atLeast }));
  const wantedBrands = query.brandIds?.length ? new Set(query.brandIds.map((id) => snapshot.brandIndex.get(id) ?? -2)) : undefined;
  // a field's bounds leave out the filters on it: bit k of `own[f]` marks active filter k as one of them
  const own = Object.fromEntries(
    NUMERIC_FIELDS.map((f) => [f, active.reduce((mask, key, k) => (filtersOn(f).includes(key) ? mask | (1 << k) : mask), 0)]),
  ) as Record<NumericField, number>;
  const all = (1 << active.length) - 1;
  const brandCounts = new Map<number, number>();
  const bounds = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, { min: Infinity, max: -Infinity }])) as Record<NumericField, { min: number; max: number }>;
  let total = 0;
  for (let i = start; i < end; i++) {
    let passed = 0;
    for (let k = 0; k < tests.length; k++) {
      const v = tests[k].values[i];
      if (tests[k].atLeast ? v >= tests[k].bound : v <= tests[k].bound) passed |= 1 << k;
    }
    const b = snapshot.brand[i];
    // brands count under every filter but the brand filter
    if (b >= 0) brandCounts.set(b, (brandCounts.get(b) ?? 0) + (passed === all ? 1 : 0));
    if (wantedBrands && !wantedBrands.has(b)) continue;
    if (passed === all) total++;
    for (const f of NUMERIC_FIELDS) {
      if ((passed | own[f]) !== all) continue;
      const v = snapshot.values[f][i];
      if (v !== v) continue; // NaN: no value
      if (v < bounds[f].min) bounds[f].min = v;
      if (v > bounds[f].max) bounds[f].max = v;
    }
  }
  const finite = (b: { min: number; max: number }): Bounds => (b.min === Infinity ? { min: null, max: null } : { min: b.min, max: b.max });
  const listed = [...brandCounts.keys()].sort((a, b) => a - b).slice(0, MAX_FACET_BRANDS);
  return {
    total,
    brands: listed.map((b) => ({ ...snapshot.brands[b], count: brandCounts.get(b)! })),
    ...(Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, finite(bounds[f])])) as Record<NumericField, Bounds>),
  };
}
