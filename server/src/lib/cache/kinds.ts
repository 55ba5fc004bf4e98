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
  // what reads the time (a shop open now, its next free slot): moved every CLOCK_STEP_MS by each instance
  'clock',
] as const;

/** How stale an answer that reads the time may get (docs/decisions/0063). */
export const CLOCK_STEP_MS = 5 * 60_000;

export type DataKind = (typeof DATA_KINDS)[number];

export const isDataKind = (value: unknown): value is DataKind => (DATA_KINDS as readonly unknown[]).includes(value);
