/**
 * The kinds of data a cached answer can depend on. A service that writes one of them calls
 * `deps.catalogue.changed(kind)` after the write, and every cached answer built on that kind
 * is served fresh from then on (docs/decisions/0017).
 */
export const DATA_KINDS = [
  'products',
  'brands',
  'blogs',
  'faqs',
  'comparisons',
  'locations',
  'shops',
  'users',
  'testDrives',
  'wishlist',
  'reviews',
  'pricing',
  // no answer reads keys: the kind carries a revocation to every instance's cache of key look-ups
  'apiKeys',
] as const;

export type DataKind = (typeof DATA_KINDS)[number];

export const isDataKind = (value: unknown): value is DataKind => (DATA_KINDS as readonly unknown[]).includes(value);
