import type { ColorRow, FullProduct, ProductFacets, VariantSummary } from './products.service';

/** REST colour: `_id` instead of `id`; the product link is implied by nesting. */
export const toRestColor = (c: ColorRow) => ({
  _id: c.id,
  name: c.name,
  code: c.code,
  price: c.price,
  stock: c.stock,
  images: c.images,
});

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

// Response schemas: Fastify serialises the list with fast-json-stringify instead of JSON.stringify.
// A property missing here would be dropped silently: products-list.test.ts compares the list's
// products with the detail answer (serialised without a schema), field by field.
const nullable = (type: string) => ({ type: [type, 'null'] });
const text = { type: 'string' };
const texts = { type: 'array', items: text };

const restColorSchema = {
  type: 'object',
  properties: {
    _id: text,
    name: text,
    code: text,
    price: { type: 'number' },
    stock: { type: 'integer' },
    images: texts,
  },
};

export const restProductSchema = {
  type: 'object',
  properties: {
    _id: text,
    name: text,
    slug: text,
    description: text,
    images: texts,
    vehicleType: text,
    brand: { type: ['object', 'null'], properties: { _id: text, name: text, logoUrl: nullable('string') } },
    colors: { type: 'array', items: restColorSchema },
    price: nullable('number'),
    variants: {
      type: 'array',
      items: {
        type: 'object',
        properties: { _id: text, name: text, colorVariant: { type: 'array', items: restColorSchema } },
      },
    },
    parentProduct: nullable('string'),
    topSpeed: nullable('number'),
    rangeMin: nullable('number'),
    rangeMax: nullable('number'),
    range: nullable('number'),
    charging: nullable('number'),
    battery: nullable('number'),
    motorPower: nullable('number'),
    weight: nullable('number'),
    warranty: nullable('number'),
    size: nullable('string'),
    accessoriesDesc: nullable('string'),
    additionalFeatures: texts,
    acceleration: nullable('number'),
    transmission: nullable('string'),
    torque: nullable('number'),
    chargerType: nullable('string'),
    cruiseControl: nullable('boolean'),
    navigation: nullable('boolean'),
    mobileApp: nullable('boolean'),
    offerStartDate: nullable('string'),
    offerEndDate: nullable('string'),
    wishlisted: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** GET /api/product: the spec's `data` list plus the page figures. */
export const productListResponseSchema = {
  200: {
    type: 'object',
    properties: {
      data: { type: 'array', items: restProductSchema },
      total: { type: 'integer' },
      page: { type: 'integer' },
      totalPages: { type: 'integer' },
    },
  },
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
          brands: {
            type: 'array',
            items: { type: 'object', properties: { _id: text, name: text, slug: text, count: { type: 'integer' } } },
          },
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
export const toRestSuggestion = (
  product: Pick<FullProduct, 'id' | 'name' | 'slug' | 'brand' | 'vehicleType' | 'price'>,
) => ({
  _id: product.id,
  name: product.name,
  slug: product.slug,
  brand: product.brand ? { _id: product.brand.id, name: product.brand.name } : null,
  vehicleType: product.vehicleType,
  price: product.price,
});
