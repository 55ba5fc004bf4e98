import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import type { DataKind } from './kinds';
import { CACHED_REST_ROUTES } from './rest-routes';
import { TYPE_KINDS } from './type-kinds';

// The kinds each cached REST route read when the routes declared them themselves (before the
// amendment of docs/decisions/0017). Deriving them from the routes' GraphQL types must never lose
// one: an edit of that kind would leave the route's stored answer stale.
const KINDS_DECLARED_PER_ROUTE: Record<string, readonly DataKind[]> = {
  'GET /api/product': ['products', 'brands', 'wishlist', 'reviews'],
  'GET /api/Product': ['products', 'brands', 'wishlist', 'reviews'],
  'GET /api/product/:id': ['products', 'brands'],
  'GET /api/Product/:id': ['products', 'brands'],
  'GET /api/brand': ['brands'],
  'GET /api/brand/:id/products': ['products', 'brands'],
  'GET /api/product-comparison': ['comparisons', 'products', 'brands'],
  'GET /api/product-comparison/:id': ['comparisons', 'products', 'brands'],
  'GET /api/blog/allblogs': ['blogs'],
  'GET /api/blog/:id': ['blogs'],
  'GET /api/location/getLocation': ['locations'],
  'GET /api/dealer/location/:location': ['locations', 'shops'],
  'GET /api/dealer/product-availability/:locationId/:productId': ['locations', 'shops', 'testDrives'],
  'GET /api/product/facets': ['products', 'brands'],
  'GET /api/product/suggest': ['products', 'brands'],
  'GET /api/product/compare': ['products', 'brands'],
  'GET /api/brand/slug/:slug': ['brands'],
  'GET /api/product/:id/reviews': ['reviews', 'users'],
  'GET /api/pricing/on-road': ['pricing', 'products'],
  'GET /api/pricing/rates': ['pricing'],
};

const PER_VIEWER_ROUTES = [
  'GET /api/product',
  'GET /api/Product',
  'GET /api/product/:id',
  'GET /api/Product/:id',
  'GET /api/brand/:id/products',
  'GET /api/product-comparison',
  'GET /api/product-comparison/:id',
  'GET /api/product/compare',
];

describe('a cached REST route depends on the kinds of the GraphQL types its answer is made of', () => {
  it('caches the same routes as when each declared its kinds', () => {
    expect(Object.keys(CACHED_REST_ROUTES).sort()).toEqual(Object.keys(KINDS_DECLARED_PER_ROUTE).sort());
  });

  it.each(Object.entries(KINDS_DECLARED_PER_ROUTE))('%s still depends on %j', (route, kinds) => {
    expect(CACHED_REST_ROUTES[route].kinds).toEqual(expect.arrayContaining([...kinds]));
  });

  it('keeps the routes whose answers carry per-viewer fields away from the shared answer for viewers', () => {
    const perViewer = Object.entries(CACHED_REST_ROUTES).flatMap(([route, { perViewer }]) => (perViewer ? [route] : []));
    expect(perViewer.sort()).toEqual([...PER_VIEWER_ROUTES].sort());
  });

  it('declares kinds for object types of the schema only', () => {
    const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8'));
    const notObjectTypes = Object.keys(TYPE_KINDS).filter((name) => !isObjectType(schema.getType(name)));
    expect(notObjectTypes).toEqual([]);
  });
});
