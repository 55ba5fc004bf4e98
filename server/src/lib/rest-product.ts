import type { Locale } from '@evbazaar/common';
import { productInLanguage, productLocales, type ColorRow, type FullProduct, type VariantSummary } from '../modules/products/products.service';
import { listOf, object, restProduct } from './rest-schemas';

/** REST colour: `_id` instead of `id`; the product link is implied by nesting. */
export const toRestColor = (c: ColorRow) => ({ _id: c.id, name: c.name, code: c.code, price: c.price, stock: c.stock, images: c.images });

const toRestVariant = (v: VariantSummary) => ({ _id: v.id, name: v.name, colorVariant: v.colors.map(toRestColor) });

/**
 * The spec's product shape (`_id`, nested brand and colours, `variants` always a list), shared by
 * every module that answers products over REST (products, brands, comparisons, shops, wishlist).
 * Accepts a product from products.service get / listByIds / hydrate. Its texts are in `locale`
 * (the Hindi ones where written, else the English: issue 26), and `locales` names the languages
 * it reads wholly in.
 */
export function toRestProduct(row: FullProduct, locale: Locale = 'en') {
  const product = productInLanguage(row, locale);
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    images: product.images,
    vehicleType: product.vehicleType,
    brand: product.brand ? { _id: product.brand.id, name: product.brand.name, logoUrl: product.brand.logoUrl } : null,
    colors: (product.colors ?? []).map(toRestColor),
    price: product.price,
    variants: (product.variants ?? []).map(toRestVariant),
    parentProduct: product.parentProductId,
    topSpeed: product.topSpeed,
    rangeMin: product.rangeMin,
    rangeMax: product.rangeMax,
    range: product.range,
    // the range a shopper compares (the stored column: certified, else the highest claimed)
    effectiveRange: product.effectiveRange,
    charging: product.charging,
    battery: product.battery,
    motorPower: product.motorPower,
    weight: product.weight,
    warranty: product.warranty,
    size: product.size,
    accessoriesDesc: product.accessoriesDesc,
    additionalFeatures: product.additionalFeatures,
    acceleration: product.acceleration,
    transmission: product.transmission,
    torque: product.torque,
    chargerType: product.chargerType,
    cruiseControl: product.cruiseControl,
    navigation: product.navigation,
    mobileApp: product.mobileApp,
    offerStartDate: product.offerStartDate,
    offerEndDate: product.offerEndDate,
    // beyond the spec's shape, as slug and effectiveRange: what the offer is
    offerText: product.offerText,
    wishlisted: product.wishlisted ?? false,
    // beyond the spec's shape: the languages whose texts are all written (en always; hi once translated)
    locales: productLocales(row),
    createdAt: product.createdAt,
  };
}

export type RestProduct = ReturnType<typeof toRestProduct>;

// Response schemas: Fastify serialises with fast-json-stringify instead of JSON.stringify. The
// product's one schema is lib/rest-schemas.ts restProduct; rest-response-schemas.test.ts checks
// that it names every field toRestProduct writes.

/** GET /api/product: the spec's `data` list plus the page figures. */
export const productListResponseSchema = {
  200: object({ data: listOf(restProduct), total: { type: 'integer' }, page: { type: 'integer' }, totalPages: { type: 'integer' } }),
} as const;
