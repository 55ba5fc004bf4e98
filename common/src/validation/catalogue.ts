import { z } from 'zod';
import { MESSAGES } from '../messages';
import { VEHICLE_TYPE_VALUES, vehicleTypeOf } from '../domain/catalogue';
import { HEX_COLOUR, optionalBoolean, optionalDate, optionalNumber, optionalText, requiredNumber, requiredText, TEXT_MAX } from './fields';

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
    .array(z.string().trim().min(1).max(TEXT_MAX.url, MESSAGES.validation.tooLong('Image', TEXT_MAX.url)), { error: 'At least one image is required' })
    .min(1, 'At least one image is required')
    .max(MAX_IMAGES, MESSAGES.validation.tooMany('Images', MAX_IMAGES));

export const brandSchema = z.object({
  name: requiredText('Name is required', TEXT_MAX.name),
  website: optionalText('Website', TEXT_MAX.url).refine((v) => v === undefined || isUrl(v), 'Invalid website URL'),
  description: optionalText('Description', TEXT_MAX.description),
  logoUrl: requiredText('Logo is required', TEXT_MAX.url, 'Logo URL').pipe(z.string().regex(LOGO_URL, 'Invalid logo URL')),
});

export const colorSchema = z.object({
  name: requiredText('Color name is required', TEXT_MAX.name),
  code: requiredText('Color code is required', TEXT_MAX.name).pipe(z.string().regex(HEX_COLOUR, 'Color code must be a hex colour like #000000')),
  // the ceilings are the columns' own: numeric(12,2) and integer
  price: requiredNumber('Price is required').pipe(z.number().min(0, 'Price must be positive').max(MAX_PRICE, 'Price is too large')),
  stock: requiredNumber('Stock is required').pipe(
    z.number().int('Stock must be a whole number').min(0, 'Stock must be positive').max(MAX_STOCK, 'Stock is too large'),
  ),
  images: imageList(),
});

export const productSchema = z
  .object({
    name: requiredText('Product name is required', TEXT_MAX.line),
    description: requiredText('Description is required', TEXT_MAX.description),
    vehicleType: requiredText('Category is required')
      // the spec's label, the stored word and the GraphQL enum all name the type
      .transform((v) => vehicleTypeOf(v)?.value ?? v)
      .pipe(z.enum(VEHICLE_TYPE_VALUES, { error: 'Category must be Scooter, Bike, Four-wheeler or Commercial' })),
    brandId: requiredText('Brand is required', TEXT_MAX.id),
    parentProductId: optionalText('Parent product', TEXT_MAX.id),
    images: imageList(),
    colors: z
      .array(colorSchema, { error: 'At least one color is required' })
      .min(1, 'At least one color is required')
      .max(MAX_COLORS, MESSAGES.validation.tooMany('Colors', MAX_COLORS)),
    offerStartDate: optionalDate('Invalid start date'),
    offerEndDate: optionalDate('Invalid end date'),
    additionalFeatures: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',') : (v ?? [])),
      z
        .array(z.string().max(TEXT_MAX.line, MESSAGES.validation.tooLong('Feature', TEXT_MAX.line)))
        .max(MAX_FEATURES, MESSAGES.validation.tooMany('Features', MAX_FEATURES))
        .transform((list) => list.map((s) => s.trim()).filter(Boolean)),
    ),
    size: optionalText('Size', TEXT_MAX.name),
    rangeMin: optionalNumber('Minimum range must be a number').pipe(z.number().min(0, 'Minimum range must be positive').optional()),
    rangeMax: optionalNumber('Maximum range must be a number'),
    range: optionalNumber('Range must be a number'),
    battery: optionalNumber('Battery must be a number'),
    charging: optionalNumber('Charging time must be a number'),
    topSpeed: optionalNumber('Top speed must be a number'),
    motorPower: optionalNumber('Motor power must be a number'),
    weight: optionalNumber('Weight must be a number'),
    warranty: optionalNumber('Warranty must be a number'),
    accessoriesDesc: optionalText('Accessories', TEXT_MAX.description),
    acceleration: optionalNumber('Acceleration must be a number'),
    transmission: optionalText('Transmission', TEXT_MAX.name),
    torque: optionalNumber('Torque must be a number'),
    chargerType: optionalText('Charger type', TEXT_MAX.name),
    cruiseControl: optionalBoolean(),
    navigation: optionalBoolean(),
    mobileApp: optionalBoolean(),
  })
  .refine((p) => !p.offerStartDate || !p.offerEndDate || p.offerEndDate > p.offerStartDate, {
    path: ['offerEndDate'],
    message: 'End date must be after start date',
  })
  .refine((p) => p.rangeMin === undefined || p.rangeMax === undefined || p.rangeMax > p.rangeMin, {
    path: ['rangeMax'],
    message: 'Maximum range must be greater than minimum range',
  });

export const comparisonSchema = z
  .object({ product1Id: requiredText('Product 1 is required', TEXT_MAX.id), product2Id: requiredText('Product 2 is required', TEXT_MAX.id) })
  .refine((v) => v.product1Id !== v.product2Id, { path: ['product2Id'], message: 'Cannot select the same product' });

export type BrandInput = z.infer<typeof brandSchema>;
export type ColorInput = z.infer<typeof colorSchema>;
export type ProductInput = z.infer<typeof productSchema>;
export type ComparisonInput = z.infer<typeof comparisonSchema>;
