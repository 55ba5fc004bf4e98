import type { DataKind } from './kinds';

/** How a REST route's answers are cached: the kinds they read, and whether they differ per viewer. */
export interface CachedRoute {
  kinds: readonly DataKind[];
  /** the answer carries per-viewer fields (REST products carry `wishlisted`): viewers bypass the cache */
  perViewer?: boolean;
}

const PRODUCT: CachedRoute = { kinds: ['products', 'brands'], perViewer: true };
// the list's `popular` order counts wishlists and its `rating` order reads the review summaries
const PRODUCT_LIST: CachedRoute = { kinds: ['products', 'brands', 'wishlist', 'reviews'], perViewer: true };

/**
 * The public REST reads served from the cache, by method and full path as in REST_RULES.
 * Declared here, in one table, so route handlers stay as they are; a route not listed here always runs.
 */
export const CACHED_REST_ROUTES: Record<string, CachedRoute> = {
  'GET /api/product': PRODUCT_LIST,
  'GET /api/Product': PRODUCT_LIST,
  'GET /api/product/:id': PRODUCT,
  'GET /api/Product/:id': PRODUCT,
  'GET /api/brand': { kinds: ['brands'] },
  'GET /api/brand/:id/products': PRODUCT,
  'GET /api/product-comparison': { kinds: ['comparisons', 'products', 'brands'], perViewer: true },
  'GET /api/product-comparison/:id': { kinds: ['comparisons', 'products', 'brands'], perViewer: true },
  'GET /api/blog/allblogs': { kinds: ['blogs'] },
  'GET /api/blog/:id': { kinds: ['blogs'] },
  'GET /api/location/getLocation': { kinds: ['locations'] },
  'GET /api/dealer/location/:location': { kinds: ['locations', 'shops'] },
  // each shop carries its response-time badge, which moves with the rides
  'GET /api/dealer/product-availability/:locationId/:productId': { kinds: ['locations', 'shops', 'testDrives'] },
  'GET /api/product/facets': { kinds: ['products', 'brands'] },
  'GET /api/product/suggest': { kinds: ['products', 'brands'] },
  'GET /api/product/compare': PRODUCT,
  'GET /api/brand/slug/:slug': { kinds: ['brands'] },
  'GET /api/product/:id/reviews': { kinds: ['reviews', 'users'] },
  'GET /api/pricing/on-road': { kinds: ['pricing', 'products'] },
  'GET /api/pricing/rates': { kinds: ['pricing'] },
};
