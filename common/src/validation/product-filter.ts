import { z } from 'zod';
import { MESSAGES } from '../messages';
import { TEXT_MAX } from './fields';
import { FILTER_BOUNDS, MAX_FILTER_BRANDS, PRODUCT_SORTS, type NumericFilterKey, type ProductSortValue } from '../product-filter-options';
import { VEHICLE_TYPE_VALUES } from '../domain/catalogue';

export {
  FILTER_BOUNDS,
  MAX_FILTER_BRANDS,
  NUMERIC_FIELDS,
  NUMERIC_FILTER_KEYS,
  PRODUCT_SORTS,
  filtersOn,
  type NumericField,
  type NumericFilterKey,
  type ProductSortValue,
} from '../product-filter-options';

// the spec's own words for the date sorts
const SORT_ALIASES: Record<string, ProductSortValue> = { asc: 'oldest', desc: 'newest' };

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A number from 0 to `max`, given as a number (GraphQL) or a text (query string); blank is no filter. */
const filterNumber = (key: NumericFilterKey) => {
  const { label, max } = FILTER_BOUNDS[key];
  const message = MESSAGES.catalogue.filterNumberInvalid(label, max);
  return z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= 0 && n <= max, message)
      .optional(),
  );
};

/** Brand ids as a list (GraphQL, repeated parameters) or comma-separated (REST `brand=a,b`). */
const brandIdList = z.preprocess(
  (v) => {
    if (blank(v)) return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => (typeof p === 'string' ? p.split(',') : [p]));
    const ids = parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
    return ids.length ? ids : undefined;
  },
  z
    .array(z.string({ error: MESSAGES.catalogue.brandIdsInvalid }).max(TEXT_MAX.id, MESSAGES.catalogue.brandIdsInvalid), {
      error: MESSAGES.catalogue.brandIdsInvalid,
    })
    .max(MAX_FILTER_BRANDS, MESSAGES.validation.tooMany(MESSAGES.labels.brands, MAX_FILTER_BRANDS))
    .optional(),
);

const vehicleType = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toLowerCase().replace(/_/g, '-') : v),
  z.enum(VEHICLE_TYPE_VALUES, { error: MESSAGES.catalogue.vehicleTypeInvalid }).optional(),
);

const sort = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? (SORT_ALIASES[v.trim().toLowerCase()] ?? v.trim().toLowerCase()) : v),
  z.enum(PRODUCT_SORTS, { error: MESSAGES.catalogue.sortInvalid }).default('newest'),
);

const search = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() || undefined : v),
  z.string({ error: MESSAGES.catalogue.searchInvalid }).max(TEXT_MAX.search, MESSAGES.validation.tooLong(MESSAGES.labels.search, TEXT_MAX.search)).optional(),
);

/**
 * The product list's filters and sort, the same for GraphQL `products(filter:)`, REST
 * `GET /api/product`, the facets and the list screens' query string. Every value is bounded;
 * a bad one is refused with a message naming it. `brandId` (one) and `brandIds` are merged.
 */
export const productFilterSchema = z
  .object({
    vehicleType,
    // one id, as before the brand filter took several; anything else names no brand
    brandId: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z.string({ error: MESSAGES.catalogue.brandNotFound }).max(TEXT_MAX.id, MESSAGES.catalogue.brandNotFound).optional(),
    ),
    brandIds: brandIdList,
    search,
    // typo-tolerant text (the header search's results): trigram matching, closest first unless sorted
    q: search,
    minPrice: filterNumber('minPrice'),
    maxPrice: filterNumber('maxPrice'),
    minRange: filterNumber('minRange'),
    minTopSpeed: filterNumber('minTopSpeed'),
    minBattery: filterNumber('minBattery'),
    maxCharging: filterNumber('maxCharging'),
    sort,
  })
  .transform((f) => ({ ...f, q: f.q && f.q.length >= 2 ? f.q : undefined }))
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: MESSAGES.catalogue.priceRangeInvalid,
    path: ['maxPrice'],
  })
  .transform(({ brandId, brandIds, ...rest }) => {
    const ids = [...new Set([...(brandIds ?? []), ...(brandId ? [brandId] : [])])];
    return { ...rest, brandIds: ids.length ? ids : undefined };
  });

export type ProductFilterValues = z.output<typeof productFilterSchema>;
