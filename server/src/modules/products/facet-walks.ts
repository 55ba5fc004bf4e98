import { FILTER_BOUNDS, NUMERIC_FIELDS, filtersOn, type NumericField, type NumericFilterKey } from '@evbazaar/common';
import type { FacetSnapshot } from './facet-snapshot';
import { MAX_FACET_BRANDS, type Bounds } from './products.queries';

/**
 * A type's facets without a pass over all its rows (issue 28): one pass over every row costs the
 * same whatever the filter leaves, so at 50,000 products a filter's facets took twice as long as at
 * 500. Here each numeric field keeps the type's rows in its own order, so
 * - the total and the brands' counts pass only over the rows the narrowest filter keeps (found by
 *   binary search in its field's order), testing the other filters on each;
 * - a field's min and max are the first and last rows of its order that pass the other filters:
 *   a walk from each end that stops at the first match, bounded by that narrowest set's size, past
 *   which the set itself is scanned.
 * The result is the one pass's exactly (facet-walks.test.ts compares them over random filters).
 */

/** The facets of a filter: its total, each brand of the type with its count, each field's bounds. */
export type SnapshotFacets = { total: number; brands: { id: string; name: string; slug: string; count: number }[] } & Record<NumericField, Bounds>;

/** A type's rows in ascending order of one field: the first `stated` have a value, the rest none. */
export interface SortedColumn {
  rows: Int32Array;
  stated: number;
}

/** The type's rows in the order of `field`, made once per snapshot, type and field. */
function sortedColumn(snapshot: FacetSnapshot, type: string, field: NumericField, [start, end]: [number, number]): SortedColumn {
  const key = `${type}\u0000${field}`;
  let column = snapshot.sortedColumns.get(key);
  if (!column) {
    const values = snapshot.values[field];
    const stated: number[] = [];
    for (let i = start; i < end; i++) if (values[i] === values[i]) stated.push(i);
    const rows = new Int32Array(end - start);
    rows.set(Int32Array.from(stated).sort((a, b) => values[a] - values[b] || a - b));
    let n = stated.length;
    for (let i = start; i < end; i++) if (values[i] !== values[i]) rows[n++] = i;
    column = { rows, stated: stated.length };
    snapshot.sortedColumns.set(key, column);
  }
  return column;
}

/** The brands among a type's rows, by their position (the list's name order), made once per snapshot and type. */
function brandsOf(snapshot: FacetSnapshot, type: string, [start, end]: [number, number]): Int32Array {
  let found = snapshot.brandsOfType.get(type);
  if (!found) {
    const seen = new Uint8Array(snapshot.brands.length);
    for (let i = start; i < end; i++) if (snapshot.brand[i] >= 0) seen[snapshot.brand[i]] = 1;
    const list: number[] = [];
    for (let b = 0; b < seen.length; b++) if (seen[b]) list.push(b);
    found = Int32Array.from(list);
    snapshot.brandsOfType.set(type, found);
  }
  return found;
}

/** The first position in [0, stated) whose value is not below `bound` (at least) or is above it (at most). */
function boundary(column: SortedColumn, values: Float64Array, bound: number, atLeast: boolean): number {
  let low = 0;
  let high = column.stated;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const v = values[column.rows[middle]];
    if (atLeast ? v < bound : v <= bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Tests {
  active: NumericFilterKey[];
  testValues: Float64Array[];
  testBound: Float64Array;
  testAtLeast: boolean[];
}

/** A set of rows: a slice [from, to) of a column's order, or the type's rows in order when `column` is null. */
interface RowSet {
  column: SortedColumn | null;
  from: number;
  to: number;
  /** the filter the set is made of (its test need not be run again), -1 for none */
  test: number;
}

export function facetsByWalks(
  snapshot: FacetSnapshot,
  { active, testValues, testBound, testAtLeast }: Tests,
  wanted: Uint8Array | undefined,
  type: string,
): SnapshotFacets {
  const range = snapshot.typeRange.get(type) ?? ([0, 0] as [number, number]);
  const [start, end] = range;
  const tests = active.length;
  const brand = snapshot.brand;
  /** whether row i passes every filter but those in `skip` (a bit per filter), and the brand filter when `brands` */
  const passes = (i: number, skip: number, brands: boolean) => {
    if (brands && wanted) {
      const b = brand[i];
      if (b < 0 || !wanted[b]) return false;
    }
    for (let k = 0; k < tests; k++) {
      if (skip & (1 << k)) continue;
      const v = testValues[k][i];
      if (!(testAtLeast[k] ? v >= testBound[k] : v <= testBound[k])) return false;
    }
    return true;
  };
  const rowAt = (set: RowSet, n: number) => (set.column ? set.column.rows[n] : start + n);

  // each filter's rows: a slice of its field's order
  const sets: RowSet[] = active.map((key, k) => {
    const column = sortedColumn(snapshot, type, FILTER_BOUNDS[key].field, range);
    const edge = boundary(column, testValues[k], testBound[k], testAtLeast[k]);
    return testAtLeast[k] ? { column, from: edge, to: column.stated, test: k } : { column, from: 0, to: edge, test: k };
  });
  const everyRow: RowSet = { column: null, from: 0, to: end - start, test: -1 };
  /** the smallest set among the filters not in `skip` (every row when there is none) */
  const narrowest = (skip: number) =>
    sets.reduce<RowSet>((best, set, k) => (skip & (1 << k) || set.to - set.from >= best.to - best.from ? best : set), everyRow);

  // the total and each brand's count: over the narrowest filter's rows
  const brandCounts = new Int32Array(snapshot.brands.length);
  let total = 0;
  const smallest = narrowest(0);
  const skipOwn = smallest.test < 0 ? 0 : 1 << smallest.test;
  for (let n = smallest.from; n < smallest.to; n++) {
    const i = rowAt(smallest, n);
    if (!passes(i, skipOwn, false)) continue;
    const b = brand[i];
    if (b >= 0) brandCounts[b]++;
    if (!wanted || (b >= 0 && wanted[b])) total++;
  }

  // each field's bounds under every filter but its own
  const bounds = {} as Record<NumericField, Bounds>;
  for (const field of NUMERIC_FIELDS) {
    const own = active.reduce((mask, key, k) => (filtersOn(field).includes(key) ? mask | (1 << k) : mask), 0);
    const values = snapshot.values[field];
    const column = sortedColumn(snapshot, type, field, range);
    const candidates = narrowest(own);
    const budget = candidates.to - candidates.from;
    let min: number | undefined;
    let max: number | undefined;
    let low = 0;
    for (; low < column.stated && low < budget; low++) {
      if (passes(column.rows[low], own, true)) {
        min = values[column.rows[low]];
        break;
      }
    }
    if (min !== undefined) {
      for (let high = column.stated - 1; high >= low && column.stated - high <= budget; high--) {
        if (passes(column.rows[high], own, true)) {
          max = values[column.rows[high]];
          break;
        }
      }
    }
    // a walk that ran out of its budget (few rows pass): the candidates are fewer than the steps left
    const walkedAll = low >= column.stated;
    if ((min === undefined && !walkedAll) || (min !== undefined && max === undefined)) {
      min = undefined;
      max = undefined;
      const skip = candidates.test < 0 ? own : own | (1 << candidates.test);
      for (let n = candidates.from; n < candidates.to; n++) {
        const i = rowAt(candidates, n);
        const v = values[i];
        if (v !== v || !passes(i, skip, true)) continue;
        if (min === undefined || v < min) min = v;
        if (max === undefined || v > max) max = v;
      }
    }
    bounds[field] = min === undefined || max === undefined ? { min: null, max: null } : { min, max };
  }

  const listed = Array.from(brandsOf(snapshot, type, range).subarray(0, MAX_FACET_BRANDS));
  return { total, brands: listed.map((b) => ({ ...snapshot.brands[b], count: brandCounts[b] })), ...bounds };
}
