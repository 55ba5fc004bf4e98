import { z } from 'zod';
import { MESSAGES } from '../messages';
import { VEHICLE_TYPE_VALUES, vehicleTypeOf } from '../domain/catalogue';
import { HEX_COLOUR, hindiText, optionalBoolean, optionalDate, optionalNumber, optionalText, requiredNumber, requiredText, TEXT_MAX } from './fields';

const M = MESSAGES.catalogue;
const L = MESSAGES.labels;

/** Image values: a path or URL ending in an image extension, or a data:image value. */
export const IMAGE_VALUE = /(^data:image\/)|(\.(jpe?g|png|gif|webp|svg)(\?.*)?$)/i;
/** "a URL starting with a local development host or https"; uploads also answer with /uploads/… */
export const LOGO_URL = /^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|\/uploads\/)/i;

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Highest colour price (rupees) and stock the catalogue can store. */
export { MAX_PRICE } from '../product-filter-options';
import { MAX_PRICE } from '../product-filter-options';
export const MAX_STOCK = 2_147_483_647;
/** Bounds of a product's lists. */
export const MAX_IMAGES = 20;
export const MAX_COLORS = 30;
export const MAX_FEATURES = 50;

/** Image paths of a product or colour: at least one, each a bounded path or URL. */
const imageList = () =>
  z
    .array(z.string().trim().min(1).max(TEXT_MAX.url, MESSAGES.validation.tooLong(L.image, TEXT_MAX.url)), { error: M.imagesRequired })
    .min(1, M.imagesRequired)
    .max(MAX_IMAGES, MESSAGES.validation.tooMany(L.images, MAX_IMAGES));

/**
 * A list of one-line features, as the form sends it (a list, or one comma-separated text): each
 * line bounded, the list bounded, blank lines dropped.
 */
const featureList = (label: string, listLabel: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : (v ?? [])),
    z
      .array(z.string().max(TEXT_MAX.line, MESSAGES.validation.tooLong(label, TEXT_MAX.line)))
      .max(MAX_FEATURES, MESSAGES.validation.tooMany(listLabel, MAX_FEATURES))
      .transform((list) => list.map((s) => s.trim()).filter(Boolean)),
  );

export const brandSchema = z.object({
  name: requiredText(M.brandNameRequired, TEXT_MAX.name),
  website: optionalText(L.website, TEXT_MAX.url).refine((v) => v === undefined || isUrl(v), M.websiteInvalid),
  description: optionalText(L.description, TEXT_MAX.description),
  /** the description in Hindi (issue 26): the English one's bound; left out it stays, null or blank clears it */
  descriptionHi: hindiText(L.descriptionHi, TEXT_MAX.description),
  logoUrl: requiredText(M.logoRequired, TEXT_MAX.url, L.logoUrl).pipe(z.string().regex(LOGO_URL, M.logoInvalid)),
});

export const colorSchema = z.object({
  name: requiredText(M.colorNameRequired, TEXT_MAX.name),
  code: requiredText(M.colorCodeRequired, TEXT_MAX.name).pipe(z.string().regex(HEX_COLOUR, M.colorCodeInvalid)),
  // the ceilings are the columns' own: numeric(12,2) and integer
  price: requiredNumber(M.priceRequired).pipe(z.number().min(0, M.priceNegative).max(MAX_PRICE, M.priceTooLarge)),
  stock: requiredNumber(M.stockRequired).pipe(z.number().int(M.stockNotWhole).min(0, M.stockNegative).max(MAX_STOCK, M.stockTooLarge)),
  images: imageList(),
});

export const productSchema = z
  .object({
    name: requiredText(M.productNameRequired, TEXT_MAX.line),
    description: requiredText(M.productDescriptionRequired, TEXT_MAX.description),
    /** the description in Hindi (issue 26): the English one's bound; left out it stays, null or blank clears it */
    descriptionHi: hindiText(L.descriptionHi, TEXT_MAX.description),
    vehicleType: requiredText(M.categoryRequired)
      // the spec's label, the stored word and the GraphQL enum all name the type
      .transform((v) => vehicleTypeOf(v)?.value ?? v)
      .pipe(z.enum(VEHICLE_TYPE_VALUES, { error: M.categoryInvalid })),
    brandId: requiredText(M.brandRequired, TEXT_MAX.id),
    parentProductId: optionalText(L.parentProduct, TEXT_MAX.id),
    images: imageList(),
    colors: z.array(colorSchema, { error: M.colorsRequired }).min(1, M.colorsRequired).max(MAX_COLORS, MESSAGES.validation.tooMany(L.colors, MAX_COLORS)),
    offerStartDate: optionalDate(M.offerStartInvalid),
    offerEndDate: optionalDate(M.offerEndInvalid),
    offerText: optionalText(L.offerText, TEXT_MAX.offer),
    additionalFeatures: featureList(L.feature, L.features),
    /** the key features in Hindi, one line each, with the English list's bounds; left out they stay, null or an empty list clears them */
    additionalFeaturesHi: z.preprocess(
      (v) => (v === undefined ? undefined : v === null ? [] : v),
      featureList(L.featureHi, L.featuresHi)
        .transform((list) => (list.length ? list : null))
        .optional(),
    ),
    size: optionalText(L.size, TEXT_MAX.name),
    rangeMin: optionalNumber(M.rangeMinInvalid).pipe(z.number().min(0, M.rangeMinNegative).optional()),
    rangeMax: optionalNumber(M.rangeMaxInvalid),
    range: optionalNumber(M.rangeInvalid),
    battery: optionalNumber(M.batteryInvalid),
    charging: optionalNumber(M.chargingInvalid),
    topSpeed: optionalNumber(M.topSpeedInvalid),
    motorPower: optionalNumber(M.motorPowerInvalid),
    weight: optionalNumber(M.weightInvalid),
    warranty: optionalNumber(M.warrantyInvalid),
    accessoriesDesc: optionalText(L.accessories, TEXT_MAX.description),
    acceleration: optionalNumber(M.accelerationInvalid),
    transmission: optionalText(L.transmission, TEXT_MAX.name),
    torque: optionalNumber(M.torqueInvalid),
    chargerType: optionalText(L.chargerType, TEXT_MAX.name),
    cruiseControl: optionalBoolean(),
    navigation: optionalBoolean(),
    mobileApp: optionalBoolean(),
  })
  .refine((p) => !p.offerStartDate || !p.offerEndDate || p.offerEndDate > p.offerStartDate, { path: ['offerEndDate'], message: M.offerEndBeforeStart })
  .refine((p) => p.rangeMin === undefined || p.rangeMax === undefined || p.rangeMax > p.rangeMin, { path: ['rangeMax'], message: M.rangeMaxBelowMin });

export const comparisonSchema = z
  .object({ product1Id: requiredText(M.product1Required, TEXT_MAX.id), product2Id: requiredText(M.product2Required, TEXT_MAX.id) })
  .refine((v) => v.product1Id !== v.product2Id, { path: ['product2Id'], message: M.sameProduct });

export type BrandInput = z.infer<typeof brandSchema>;
export type ColorInput = z.infer<typeof colorSchema>;
export type ProductInput = z.infer<typeof productSchema>;
export type ComparisonInput = z.infer<typeof comparisonSchema>;
