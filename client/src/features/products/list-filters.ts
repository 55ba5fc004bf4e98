import { vehicleTypeBySlug } from '@evbazaar/common/src/domain/catalogue';
import {
  FILTER_BOUNDS,
  MAX_FILTER_BRANDS,
  NUMERIC_FILTER_KEYS,
  PRODUCT_SORTS,
  type NumericFilterKey,
  type ProductSortValue,
} from '@evbazaar/common/src/product-filter-options';
import type { ProductFilter, ProductSort, VehicleType } from '../../gql/graphql';

/**
 * The filters and sort of a vehicle list as its address holds them, so a copied link shows the
 * same view and Back steps through the changes. The names are REST's: `brand` (comma-separated
 * ids), `minPrice`, `maxPrice`, `minRange`, `minTopSpeed`, `minBattery`, `maxCharging`, `sort`,
 * and `type` on the all-vehicles list.
 */
export interface ListFilters extends Partial<Record<NumericFilterKey, number>> {
  brandIds: string[];
  sort: ProductSortValue;
  /** lower-case vehicle type word (all-vehicles list only) */
  type?: string;
}

/** Every query parameter a vehicle list reads (its route declares them, so the server keeps them). */
export const LIST_FILTER_PARAMS: readonly string[] = ['type', 'brand', ...NUMERIC_FILTER_KEYS, 'sort'];

export const DEFAULT_SORT: ProductSortValue = 'newest';

/** The sorts offered on the list, in the shopper's words. */
export const SORT_OPTIONS: { value: ProductSortValue; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'range_desc', label: 'Longest range' },
  { value: 'rating', label: 'Best rated' },
  { value: 'popular', label: 'Most wishlisted' },
];

/** Reads the filters of an address; a value the list would refuse is left out rather than breaking the page. */
export function filtersFromSearch(params: URLSearchParams): ListFilters {
  const filters: ListFilters = { brandIds: [], sort: DEFAULT_SORT };
  const brand = params.get('brand');
  if (brand)
    filters.brandIds = [
      ...new Set(
        brand
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id && id.length <= 64),
      ),
    ].slice(0, MAX_FILTER_BRANDS);
  for (const key of NUMERIC_FILTER_KEYS) {
    const raw = params.get(key);
    const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
    if (Number.isFinite(value) && value >= 0 && value <= FILTER_BOUNDS[key].max) filters[key] = value;
  }
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) delete filters.minPrice;
  const sort = params.get('sort');
  if (sort && (PRODUCT_SORTS as readonly string[]).includes(sort)) filters.sort = sort as ProductSortValue;
  const type = vehicleTypeBySlug(params.get('type') ?? undefined);
  if (type) filters.type = type.value;
  return filters;
}

/** The address query of a set of filters: defaults and empty values are left out, keys in a fixed order. */
export function searchOf(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.brandIds.length) params.set('brand', filters.brandIds.join(','));
  for (const key of NUMERIC_FILTER_KEYS) if (filters[key] !== undefined) params.set(key, String(filters[key]));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  // commas between brand ids stay readable in a shared link
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** How many filters narrow the list (the sort is not one). */
export const activeFilterCount = (filters: ListFilters) =>
  (filters.type ? 1 : 0) + (filters.brandIds.length ? 1 : 0) + NUMERIC_FILTER_KEYS.filter((k) => filters[k] !== undefined).length;

/** The GraphQL filter of a list: what the address holds plus what the page fixes (its vehicle type or brand). */
export function graphQLFilterOf(filters: ListFilters, fixed: { vehicleType?: VehicleType; brandId?: string }): ProductFilter {
  const vehicleType = fixed.vehicleType ?? (filters.type ? vehicleTypeBySlug(filters.type)?.enum : undefined);
  const brandIds = fixed.brandId ? [fixed.brandId] : filters.brandIds;
  const filter: ProductFilter = { sort: filters.sort.toUpperCase() as ProductSort };
  if (vehicleType) filter.vehicleType = vehicleType;
  if (brandIds.length) filter.brandIds = brandIds;
  for (const key of NUMERIC_FILTER_KEYS) if (filters[key] !== undefined) filter[key] = filters[key];
  return filter;
}
