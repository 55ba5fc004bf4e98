import { listOf, object, restProduct } from '../../lib/rest-schemas';
import type { ColorRow, FullProduct, ProductFacets, VariantSummary } from './products.service';

/** REST colour: `_id` instead of `id`; the product link is implied by nesting. */
export const toRestColor = (c: ColorRow) => ({ _id: c.id, name: c.name, code: c.code, price: c.price, stock: c.stock, images: c.images });

const toRestVariant = (v: VariantSummary) => ({ _id: v.id, name: v.name, colorVariant: v.colors.map(toRestColor) });

/**
 * The spec's product shape (`_id`, nested brand and colours, `variants` always a list).
 * Accepts a product from products.service get / listByIds / hydrate.
 */
export function toRestProduct(product: FullProduct) {
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
    wishlisted: product.wishlisted ?? false,
    createdAt: product.createdAt,
  };
}

export type RestProduct = ReturnType<typeof toRestProduct>;

// Response schemas: Fastify serialises with fast-json-stringify instead of JSON.stringify. The
// product's one schema is lib/rest-schemas.ts restProduct; rest-response-schemas.test.ts checks
// that it names every field toRestProduct writes.
const nullable = (type: string) => ({ type: [type, 'null'] });
const text = { type: 'string' };

/** GET /api/product: the spec's `data` list plus the page figures. */
export const productListResponseSchema = {
  200: object({ data: listOf(restProduct), total: { type: 'integer' }, page: { type: 'integer' }, totalPages: { type: 'integer' } }),
} as const;

const rangeSchema = { type: 'object', properties: { min: nullable('number'), max: nullable('number') } };

/** GET /api/product/facets. */
export const productFacetsResponseSchema = {
  200: {
    type: 'object',
    properties: {
      data: {
        type: 'object',
        properties: {
          total: { type: 'integer' },
          brands: { type: 'array', items: { type: 'object', properties: { _id: text, name: text, slug: text, count: { type: 'integer' } } } },
          price: rangeSchema,
          range: rangeSchema,
          topSpeed: rangeSchema,
          battery: rangeSchema,
          charging: rangeSchema,
        },
      },
    },
  },
} as const;

/** REST facets: brand ids as `_id`, like every REST answer. */
export const toRestFacets = (facets: ProductFacets) => ({
  ...facets,
  brands: facets.brands.map((b) => ({ _id: b.id, name: b.name, slug: b.slug, count: b.count })),
});

/** A header-search suggestion: what the box shows and links to. */
export const toRestSuggestion = (product: Pick<FullProduct, 'id' | 'name' | 'slug' | 'brand' | 'vehicleType' | 'price'>) => ({
  _id: product.id,
  name: product.name,
  slug: product.slug,
  brand: product.brand ? { _id: product.brand.id, name: product.brand.name } : null,
  vehicleType: product.vehicleType,
  price: product.price,
});
