// The product list's sorts and filter bounds, without zod: the list screens read them on every visit.
import { MESSAGES } from './messages';

/** The most a price may be (rupees). */
export const MAX_PRICE = 9_999_999_999.99;

/** Sorts of the product list; `popular` is the most wishlisted first. */
export const PRODUCT_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'range_desc', 'rating', 'popular', 'name'] as const;
export type ProductSortValue = (typeof PRODUCT_SORTS)[number];

/** Most brands one filter may name. */
export const MAX_FILTER_BRANDS = 50;

/** The numeric fields of a product that a filter bounds and the facets report (range is the effective range). */
export type NumericField = 'price' | 'range' | 'topSpeed' | 'battery' | 'charging';
export const NUMERIC_FIELDS: readonly NumericField[] = ['price', 'range', 'topSpeed', 'battery', 'charging'];

/**
 * The numeric filters, the one home of what each means: the field it bounds, whether the field must be
 * at least (or at most) the value, and the bounds of the value (far above any vehicle, low enough to
 * stay a sane number). The server's SQL and its facets in memory are both built from this.
 */
export const FILTER_BOUNDS = {
  minPrice: { label: MESSAGES.labels.minPrice, max: MAX_PRICE, field: 'price', atLeast: true },
  maxPrice: { label: MESSAGES.labels.maxPrice, max: MAX_PRICE, field: 'price', atLeast: false },
  minRange: { label: MESSAGES.labels.minRange, max: 5000, field: 'range', atLeast: true },
  minTopSpeed: { label: MESSAGES.labels.minTopSpeed, max: 1000, field: 'topSpeed', atLeast: true },
  minBattery: { label: MESSAGES.labels.minBattery, max: 1000, field: 'battery', atLeast: true },
  maxCharging: { label: MESSAGES.labels.maxCharging, max: 100, field: 'charging', atLeast: false },
} as const satisfies Record<string, { label: string; max: number; field: NumericField; atLeast: boolean }>;
export type NumericFilterKey = keyof typeof FILTER_BOUNDS;
export const NUMERIC_FILTER_KEYS = Object.keys(FILTER_BOUNDS) as NumericFilterKey[];

/** The filters on a field: a facet's bounds leave them out, so its slider shows how far it can still move. */
export const filtersOn = (field: NumericField) => NUMERIC_FILTER_KEYS.filter((key) => FILTER_BOUNDS[key].field === field);
