import type { FullProduct, ProductFacets } from './products.service';

// The product answer itself (toRestProduct) is shared by five modules and lives in lib/rest-product.ts;
// these shapes are the products routes' own.
const nullable = (type: string) => ({ type: [type, 'null'] });
const text = { type: 'string' };

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
