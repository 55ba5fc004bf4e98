import { vehicleTypeBySlug, type VehicleTypeInfo } from '@evbazaar/common/src/domain/catalogue';
import { translator, type Translate } from '@evbazaar/common/src/i18n/namespace';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import type { NumericFilterKey } from '@evbazaar/common/src/product-filter-options';
import type { ListFilters } from './list-filters';

/** The translate function of the vehicle lists' texts (the `product-list` catalog). */
export type ListText = Translate<NonNullable<(typeof productListText)['values']>>;

const TYPE_KEYS = { scooter: 'scooter', bike: 'bike', 'four-wheeler': 'fourWheeler', commercial: 'commercial' } as const;

/** A vehicle type's word in the catalog's keys (`four-wheeler` → `fourWheeler`). */
export const typeTextKey = (type: Pick<VehicleTypeInfo, 'value'>) => TYPE_KEYS[type.value];

/** The catalog key of a vehicle type's name ("Scooter", "स्कूटर"). */
export const typeLabelKey = (type: Pick<VehicleTypeInfo, 'value'>) => `type.${typeTextKey(type)}` as const;

// The filter panel's steps and the chips of the active filters: kept apart from list-filters.ts,
// which the router reads for every page (its query parameters), so they load with the list only.

/** Steps offered for the "at least" and "at most" filters; shown while the list's values reach them. */
export const FILTER_STEPS: {
  key: Exclude<NumericFilterKey, 'minPrice' | 'maxPrice'>;
  facet: 'range' | 'topSpeed' | 'battery' | 'charging';
  steps: number[];
}[] = [
  { key: 'minRange', facet: 'range', steps: [50, 75, 100, 125, 150, 200, 300, 400, 500] },
  { key: 'minTopSpeed', facet: 'topSpeed', steps: [25, 45, 60, 80, 100, 120, 150] },
  { key: 'minBattery', facet: 'battery', steps: [2, 3, 4, 5, 10, 20, 40, 60] },
  { key: 'maxCharging', facet: 'charging', steps: [2, 3, 4, 5, 6, 8] },
];

/** A step filter's name ("Range") and one of its choices ("100 km or more", "100 कि.मी. या ज़्यादा"). */
export const stepLabel = (t: ListText, key: (typeof FILTER_STEPS)[number]['key']) => t(`step.${key}.label`);
export const stepText = (t: ListText, key: (typeof FILTER_STEPS)[number]['key'], n: number) => t(`step.${key}.value`, { value: String(n) });

/** One active filter as a removable chip above the list: its text, and the change that removes it. */
export interface FilterChip {
  key: string;
  label: string;
  remove: (current: ListFilters) => Partial<ListFilters>;
}

/**
 * The filters narrowing the list, one chip each (a brand each), in the panel's order. `brandName`
 * names a chosen brand (from the facets); `formatPrice` is the page's rupee format (compact on
 * Hindi pages); `t` the page's texts (English unless given).
 */
export function activeFilterChips(
  filters: ListFilters,
  brandName: (id: string) => string | undefined,
  formatPrice: (n: number) => string,
  t: ListText = translator(productListText, 'en'),
): FilterChip[] {
  const chips: FilterChip[] = [];
  const type = vehicleTypeBySlug(filters.type);
  if (type) chips.push({ key: 'type', label: t(typeLabelKey(type)), remove: () => ({ type: undefined }) });
  for (const id of filters.brandIds) {
    chips.push({ key: `brand:${id}`, label: brandName(id) ?? t('chips.brand'), remove: (current) => ({ brandIds: current.brandIds.filter((b) => b !== id) }) });
  }
  if (filters.minPrice !== undefined)
    chips.push({ key: 'minPrice', label: t('chips.from', { price: formatPrice(filters.minPrice) }), remove: () => ({ minPrice: undefined }) });
  if (filters.maxPrice !== undefined)
    chips.push({ key: 'maxPrice', label: t('chips.upTo', { price: formatPrice(filters.maxPrice) }), remove: () => ({ maxPrice: undefined }) });
  for (const step of FILTER_STEPS) {
    const value = filters[step.key];
    if (value !== undefined)
      chips.push({
        key: step.key,
        label: t('chips.step', { label: stepLabel(t, step.key), value: stepText(t, step.key, value) }),
        remove: () => ({ [step.key]: undefined }),
      });
  }
  return chips;
}
