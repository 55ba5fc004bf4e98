import { z } from 'zod';
import { MESSAGES } from '../messages';
import { TEXT_MAX, optionalText } from './fields';

const M = MESSAGES.finder;

/** India's box (degrees): a shop's position must fall inside it. */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 38, minLng: 68, maxLng: 98 } as const;
/** the finder's answer sizes: 20 by default, at most 50 */
export const NEARBY_LIMITS = { default: 20, max: 50 } as const;
/** nextFreeSlot looks this many India days ahead (today counts) unless the caller asks for fewer or more */
export const NEARBY_SLOT_DAYS = { default: 7, max: 30 } as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalNumber = (message: string, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).min(min, message).max(max, message).optional());
const optionalWhole = (message: string, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());
const flag = z.preprocess(
  (v) => (v === null ? undefined : v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean({ error: MESSAGES.validation.notAFlag }).optional(),
);

/**
 * Where to search from (a point, else a PIN code, else a city name or id) and what to keep:
 * the REST query and the GraphQL arguments read the same names.
 */
export const nearbyQuerySchema = z
  .object({
    pin: z.preprocess(
      blankToUndefined,
      z
        .string({ error: M.pinInvalid })
        .trim()
        .regex(/^[1-9]\d{5}$/, M.pinInvalid)
        .optional(),
    ),
    city: optionalText(MESSAGES.labels.city, TEXT_MAX.name),
    lat: optionalNumber(M.positionInvalid, -90, 90),
    lng: optionalNumber(M.positionInvalid, -180, 180),
    productId: optionalText(MESSAGES.labels.product, TEXT_MAX.id),
    colorId: optionalText(MESSAGES.labels.colour, TEXT_MAX.id),
    openNow: flag,
    /** given: only shops with a free slot within this many days; the days nextFreeSlot looks at */
    slotWithinDays: optionalWhole(M.slotWithinDaysInvalid, 1, NEARBY_SLOT_DAYS.max),
    limit: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: M.limitInvalid })
        .int(M.limitInvalid)
        .min(1, M.limitInvalid)
        .max(NEARBY_LIMITS.max, M.limitInvalid)
        .default(NEARBY_LIMITS.default),
    ),
  })
  .superRefine((q, ctx) => {
    if ((q.lat === undefined) !== (q.lng === undefined))
      ctx.addIssue({ code: 'custom', path: [q.lat === undefined ? 'lat' : 'lng'], message: M.positionPairRequired });
    else if (q.lat === undefined && !q.pin && !q.city) ctx.addIssue({ code: 'custom', path: ['pin'], message: M.placeRequired });
    if (q.colorId && !q.productId) ctx.addIssue({ code: 'custom', path: ['colorId'], message: M.colourNeedsProduct });
  });

export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

/** A position a dealer or an admin gives a shop: both numbers, inside India. */
export const shopPositionFields = {
  lat: optionalNumber(M.positionOutsideIndia, INDIA_BOUNDS.minLat, INDIA_BOUNDS.maxLat),
  lng: optionalNumber(M.positionOutsideIndia, INDIA_BOUNDS.minLng, INDIA_BOUNDS.maxLng),
};

export const shopPositionSchema = z.object({
  lat: z.coerce.number({ error: M.positionOutsideIndia }).min(INDIA_BOUNDS.minLat, M.positionOutsideIndia).max(INDIA_BOUNDS.maxLat, M.positionOutsideIndia),
  lng: z.coerce.number({ error: M.positionOutsideIndia }).min(INDIA_BOUNDS.minLng, M.positionOutsideIndia).max(INDIA_BOUNDS.maxLng, M.positionOutsideIndia),
});

/** A coordinate typed in a form: empty asks for both numbers, anything else must fall inside India. */
const typedCoordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, M.positionPairRequired)
    .pipe(z.coerce.number<string>({ error: M.positionOutsideIndia }).min(min, M.positionOutsideIndia).max(max, M.positionOutsideIndia));

/** The admin's form on the Locations screen: which shop, and where it stands. */
export const shopPinSchema = z.object({
  shopId: z.string().min(1, M.chooseShop),
  lat: typedCoordinate(INDIA_BOUNDS.minLat, INDIA_BOUNDS.maxLat),
  lng: typedCoordinate(INDIA_BOUNDS.minLng, INDIA_BOUNDS.maxLng),
});
