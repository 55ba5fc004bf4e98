import { vehicleTypeBySlug } from '@evbazaar/common/src/domain/catalogue';
import type { NumericFilterKey } from '@evbazaar/common/src/product-filter-options';
import type { ListFilters } from './list-filters';

// The filter panel's steps and the chips of the active filters: kept apart from list-filters.ts,
// which the router reads for every page (its query parameters), so they load with the list only.

/** Steps offered for the "at least" and "at most" filters; shown while the list's values reach them. */
export const FILTER_STEPS: {
  key: Exclude<NumericFilterKey, 'minPrice' | 'maxPrice'>;
  label: string;
  facet: 'range' | 'topSpeed' | 'battery' | 'charging';
  steps: number[];
  text: (n: number) => string;
}[] = [
  { key: 'minRange', label: 'Range', facet: 'range', steps: [50, 75, 100, 125, 150, 200, 300, 400, 500], text: (n) => `${n} km or more` },
  { key: 'minTopSpeed', label: 'Top speed', facet: 'topSpeed', steps: [25, 45, 60, 80, 100, 120, 150], text: (n) => `${n} km/hr or more` },
  { key: 'minBattery', label: 'Battery', facet: 'battery', steps: [2, 3, 4, 5, 10, 20, 40, 60], text: (n) => `${n} kWh or more` },
  { key: 'maxCharging', label: 'Charging time', facet: 'charging', steps: [2, 3, 4, 5, 6, 8], text: (n) => `${n} Hr or less` },
];

/** One active filter as a removable chip above the list: its text, and the change that removes it. */
export interface FilterChip {
  key: string;
  label: string;
  remove: (current: ListFilters) => Partial<ListFilters>;
}

/**
 * The filters narrowing the list, one chip each (a brand each), in the panel's order. `brandName`
 * names a chosen brand (from the facets); `formatPrice` is the site's rupee format.
 */
export function activeFilterChips(filters: ListFilters, brandName: (id: string) => string | undefined, formatPrice: (n: number) => string): FilterChip[] {
  const chips: FilterChip[] = [];
  const type = vehicleTypeBySlug(filters.type);
  if (type) chips.push({ key: 'type', label: type.label, remove: () => ({ type: undefined }) });
  for (const id of filters.brandIds) {
    chips.push({ key: `brand:${id}`, label: brandName(id) ?? 'Brand', remove: (current) => ({ brandIds: current.brandIds.filter((b) => b !== id) }) });
  }
  if (filters.minPrice !== undefined) chips.push({ key: 'minPrice', label: `From ${formatPrice(filters.minPrice)}`, remove: () => ({ minPrice: undefined }) });
  if (filters.maxPrice !== undefined) chips.push({ key: 'maxPrice', label: `Up to ${formatPrice(filters.maxPrice)}`, remove: () => ({ maxPrice: undefined }) });
  for (const step of FILTER_STEPS) {
    const value = filters[step.key];
    if (value !== undefined) chips.push({ key: step.key, label: `${step.label}: ${step.text(value)}`, remove: () => ({ [step.key]: undefined }) });
  }
  return chips;
}
