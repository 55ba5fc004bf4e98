import type { RuleName } from '@evbazaar/common';
import type { DataKind } from './kinds';
import { kindsOfTypes, type CachedType } from './type-kinds';

/** A cached REST read as declared: the GraphQL types its answer is made of, and whether it differs per viewer. */
export interface RestRead {
  /** the answer is these types' rows in the REST shape; its kinds are theirs (TYPE_KINDS), so a type's kinds change in one place */
  types: readonly CachedType[];
  /**
   * the answer carries per-viewer fields for the viewers passing this rule (REST products carry `wishlisted`,
   * which only people who keep a wishlist can have true): they bypass the cache; everyone else shares it
   */
  perViewer?: RuleName;
  /** the answer is in the language Accept-Language asks for (issue 26): stored once per language */
  localized?: boolean;
}

/** How a REST route's answers are cached: the kinds they read, whether they differ per viewer, and whether per language. */
export interface CachedRoute {
  kinds: readonly DataKind[];
  perViewer?: RuleName;
  localized?: boolean;
}

// REST products carry their colours, brand and variants (themselves products)
const PRODUCT: RestRead = { types: ['Product', 'Color', 'Brand'], perViewer: 'wishlist', localized: true };
// a page of the list: ProductPage's kinds add what its filters and orders read
const PRODUCT_LIST: RestRead = { types: ['ProductPage', 'Product', 'Color', 'Brand'], perViewer: 'wishlist', localized: true };
const COMPARISON: RestRead = { types: ['Comparison', 'Product', 'Color', 'Brand'], perViewer: 'wishlist', localized: true };

/**
 * The public REST reads served from the cache, by method and full path as in REST_RULES.
 * Declared here, in one table, so route handlers stay as they are; a route not listed here always runs.
 */
export const CACHED_REST_READS: Record<string, RestRead> = {
  'GET /api/product': PRODUCT_LIST,
  'GET /api/Product': PRODUCT_LIST,
  'GET /api/product/:id': PRODUCT,
  'GET /api/Product/:id': PRODUCT,
  'GET /api/brand': { types: ['Brand'], localized: true },
  'GET /api/brand/:id/products': PRODUCT,
  'GET /api/product-comparison': COMPARISON,
  'GET /api/product-comparison/:id': COMPARISON,
  'GET /api/blog/allblogs': { types: ['Blog'], localized: true },
  'GET /api/blog/:id': { types: ['Blog'], localized: true },
  'GET /api/location/getLocation': { types: ['Location'] },
  // the shops found through a location (as Query.shopsByLocation)
  'GET /api/dealer/location/:location': { types: ['Location', 'Shop'] },
  // each shop carries its response-time badge, which moves with the rides
  'GET /api/dealer/product-availability/:locationId/:productId': { types: ['Location', 'ProductAvailability', 'Shop', 'RideResponseTime'] },
  'GET /api/product/facets': { types: ['ProductFacets', 'BrandFacet', 'NumberRange'] },
  'GET /api/product/suggest': { types: ['Product', 'Brand'] },
  'GET /api/product/compare': PRODUCT,
  'GET /api/brand/slug/:slug': { types: ['Brand'], localized: true },
  'GET /api/product/:id/reviews': { types: ['ReviewPage', 'Review', 'ProductRating'] },
  'GET /api/pricing/on-road': { types: ['OnRoadPrice', 'PriceLine'] },
  'GET /api/pricing/rates': { types: ['PricingState', 'VehicleRates', 'RateRule'] },
};

/** The cached REST routes with the kinds their types read, as the cache applies them. */
export const CACHED_REST_ROUTES: Record<string, CachedRoute> = Object.fromEntries(
  Object.entries(CACHED_REST_READS).map(([route, { types, perViewer, localized }]) => [
    route,
    { kinds: kindsOfTypes(types), ...(perViewer ? { perViewer } : {}), ...(localized ? { localized } : {}) },
  ]),
);
