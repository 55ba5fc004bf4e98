import { NUMERIC_FIELDS, NUMERIC_FILTER_KEYS, type NumericFilterKey } from '@evbazaar/common';
import { facetsByPass, facetsFromSnapshot, type FacetSnapshot } from './facet-snapshot';
import type { ProductFilterQuery } from './products.queries';

// a seeded generator: a failure names a filter that can be asked again
let seed = 11;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const TYPES = ['scooter', 'bike', 'four-wheeler'] as const;

/** Rows grouped by type, with values on a coarse grid (ties), some missing (NaN), some without a brand. */
function snapshotOf(perType: number): FacetSnapshot {
  const size = perType * TYPES.length;
  const brand = new Int32Array(size);
  const values = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, new Float64Array(size)])) as FacetSnapshot['values'];
  const grid = { price: 10_000, range: 10, topSpeed: 5, battery: 0.5, charging: 0.5 } as const;
  for (let i = 0; i < size; i++) {
    brand[i] = random() < 0.05 ? -1 : Math.floor(random() * 12);
    for (const f of NUMERIC_FIELDS) values[f][i] = random() < 0.15 ? NaN : Math.floor(random() * 30) * grid[f];
  }
  const brands = Array.from({ length: 12 }, (_, i) => ({ id: `b${i}`, name: `Brand ${i}`, slug: `b${i}` }));
  const typeRange = new Map(TYPES.map((type, t) => [type, [t * perType, (t + 1) * perType] as [number, number]]));
  return {
    ids: Array.from({ length: size }, (_, i) => `p${i}`),
    orders: new Map(),
    rowsOfType: new Map(),
    sortedColumns: new Map(),
    brandsOfType: new Map(),
    typeRange,
    brand,
    values,
    brands,
    brandIndex: new Map(brands.map((b, i) => [b.id, i])),
    size,
  };
}

const BOUNDS: Record<NumericFilterKey, () => number> = {
  minPrice: () => Math.floor(random() * 32) * 10_000,
  maxPrice: () => Math.floor(random() * 32) * 10_000,
  minRange: () => Math.floor(random() * 32) * 10,
  minTopSpeed: () => Math.floor(random() * 32) * 5,
  minBattery: () => Math.floor(random() * 32) * 0.5,
  maxCharging: () => Math.floor(random() * 32) * 0.5,
};

function randomFilter(): ProductFilterQuery {
  const query: ProductFilterQuery = { vehicleType: TYPES[Math.floor(random() * TYPES.length)] };
  if (random() < 0.3) query.brandIds = random() < 0.5 ? [`b${Math.floor(random() * 12)}`] : ['b1', 'b5', 'no-such-brand'];
  // from none to every filter, selective ones too (a walk that runs out of its budget)
  for (const key of NUMERIC_FILTER_KEYS) if (random() < 0.4) query[key] = BOUNDS[key]();
  return query;
}

describe('a type’s facets by walks in each field’s order', () => {
  it('equal one pass over every row, for 2,000 random filters, on small and larger types', () => {
    let narrow = 0;
    for (const perType of [7, 300]) {
      const snapshot = snapshotOf(perType);
      for (let n = 0; n < 1000; n++) {
        const query = randomFilter();
        const walked = facetsFromSnapshot(snapshot, query);
        expect({ query, facets: walked }).toEqual({ query, facets: facetsByPass(snapshot, query) });
        if (walked.total > 0 && walked.total < perType / 20) narrow++;
      }
    }
    // the comparison covered filters that leave few rows, where the walks fall back to their candidates
    expect(narrow).toBeGreaterThan(50);
  });

  it('answer a type with no rows, and a filter nothing passes, with empty facets', () => {
    const snapshot = snapshotOf(20);
    snapshot.typeRange.delete('bike');
    const none = facetsFromSnapshot(snapshot, { vehicleType: 'bike', minPrice: 0 });
    expect(none).toEqual({ total: 0, brands: [], ...Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, { min: null, max: null }])) });
    const nothing = facetsFromSnapshot(snapshot, { vehicleType: 'scooter', minPrice: 10_000_000 });
    expect(nothing.total).toBe(0);
    expect(nothing.price).toEqual(facetsByPass(snapshot, { vehicleType: 'scooter', minPrice: 10_000_000 }).price);
    expect(nothing.range).toEqual({ min: null, max: null });
  });
});
