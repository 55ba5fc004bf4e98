import type { DataKind } from './kinds';

/**
 * What the rows of each GraphQL type read: the one declaration of a cached answer's
 * dependencies. A GraphQL catalogue read depends on the kinds of the types it selects
 * (graphql-plan.ts); a cached REST route names the types its answer is made of and gets
 * theirs (rest-routes.ts). A type missing here makes a GraphQL operation uncacheable (safe by
 * default): whoever adds a type reachable from a catalogue read adds its kinds here.
 */
export const TYPE_KINDS = {
  Query: [],
  Country: [],
  State: [],
  City: [],
  Brand: ['brands'],
  Product: ['products'],
  Color: ['products'],
  // the list filters by brand name too, its `popular` order counts wishlists and its `rating` order reads the review summaries
  ProductPage: ['products', 'brands', 'wishlist', 'reviews'],
  Comparison: ['comparisons'],
  Blog: ['blogs'],
  Faq: ['faqs'],
  Location: ['locations'],
  // a shop is public while its owner is a verified dealer: the users service bumps `shops` when that changes
  Shop: ['shops'],
  // a shop by its deprecated name (docs/decisions/0056)
  Dealer: ['shops'],
  ProductAvailability: ['shops'],
  ProductFacets: ['products', 'brands'],
  BrandFacet: ['products', 'brands'],
  NumberRange: ['products'],
  ProductRating: ['reviews'],
  // the author's first name comes from the user
  Review: ['reviews', 'users'],
  ReviewPage: ['reviews'],
  RideResponseTime: ['testDrives'],
  PricingState: ['pricing'],
  VehicleRates: ['pricing'],
  RateRule: ['pricing'],
  PriceLine: ['pricing'],
  // the ex-showroom price is a colour's price
  OnRoadPrice: ['pricing', 'products'],
} as const satisfies Record<string, readonly DataKind[]>;

/** A GraphQL type whose kinds are declared. */
export type CachedType = keyof typeof TYPE_KINDS;

/** The kinds of a GraphQL type by its name, or undefined when none are declared (not cacheable). */
export const kindsOfType = (name: string): readonly DataKind[] | undefined => (Object.hasOwn(TYPE_KINDS, name) ? TYPE_KINDS[name as CachedType] : undefined);

/** The kinds an answer made of these types depends on, sorted. */
export const kindsOfTypes = (types: readonly CachedType[]): DataKind[] => [...new Set(types.flatMap((type): readonly DataKind[] => TYPE_KINDS[type]))].sort();
