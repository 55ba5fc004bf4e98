// The product list's sorts and filter bounds, without zod: the list screens read them on every visit.
import { MESSAGES } from './messages';

/** The most a price may be (rupees). */
export const MAX_PRICE = 9_999_999_999.99;

/** Sorts of the product list; `popular` is the most wishlisted first. */
export const PRODUCT_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'range_desc', 'rating', 'popular', 'name'] as const;
export type ProductSortValue = (typeof PRODUCT_SORTS)[number];

/** Most brands one filter may name. */
export const MAX_FILTER_BRANDS = 50;

/** Bounds of the numeric filters: far above any vehicle, low enough to stay a sane number. */
export const FILTER_BOUNDS = {
  minPrice: { label: MESSAGES.labels.minPrice, max: MAX_PRICE },
  maxPrice: { label: MESSAGES.labels.maxPrice, max: MAX_PRICE },
  minRange: { label: MESSAGES.labels.minRange, max: 5000 },
  minTopSpeed: { label: MESSAGES.labels.minTopSpeed, max: 1000 },
  minBattery: { label: MESSAGES.labels.minBattery, max: 1000 },
  maxCharging: { label: MESSAGES.labels.maxCharging, max: 100 },
} as const;
export type NumericFilterKey = keyof typeof FILTER_BOUNDS;
export const NUMERIC_FILTER_KEYS = Object.keys(FILTER_BOUNDS) as NumericFilterKey[];
