// Page sizes and list caps, one home per list (issue 20, item 1; docs/decisions/0038). The services
// page with these figures and GraphQL's cost estimate (server/src/graphql/limits.ts LIST_CAPS) reads
// them; server/test/list-sizes.test.ts fails when the two part or a list field of the schema has none.
import { COMPARE_MAX, SUGGESTIONS_MAX } from '../search-limits';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from './webhooks';

/** The one cap of every list's page size; a larger limit is served as this many rows. */
export const MAX_PAGE_SIZE = 100;
/** Rows a back-office list (a dealer's rides, enquiries, stock) answers when the caller names no limit. */
export const BACK_OFFICE_DEFAULT_LIMIT = 50;
/** Rows per page on the back-office screens that load page by page. */
export const BACK_OFFICE_PAGE_SIZE = 20;

export interface ListSize {
  /** the most rows one answer holds when the caller names no limit */
  readonly rows: number;
  /** a list the spec serves whole (the first `rows`) when no page is asked: the rows of a page asked without a limit */
  readonly pageSize?: number;
  /** the server does not cut this list: `rows` is the most the data holds (a dataset, a shop's stock), for the cost estimate only */
  readonly estimate?: true;
}

export const LISTS = {
  /** the admin's user list */
  users: { rows: 10 },
  /** the geo dataset's sizes (countries, states of one country, cities of one state) */
  countries: { rows: 250, estimate: true },
  states: { rows: 100, estimate: true },
  cities: { rows: 2000, estimate: true },
  /** every brand of a real catalogue by name, still bounded; a page of 10 when a page is asked */
  brands: { rows: 1000, pageSize: 10 },
  products: { rows: 10 },
  /** the brands a product facet lists, by count */
  facetBrands: { rows: 200 },
  productSuggestions: { rows: SUGGESTIONS_MAX },
  /** the compare page refuses more slugs than this */
  compareProducts: { rows: COMPARE_MAX },
  comparisons: { rows: 500, pageSize: BACK_OFFICE_PAGE_SIZE },
  myWishlist: { rows: 100, estimate: true },
  /** the spec's "newest N" (1 to 100, refused beyond); 100 when absent */
  blogs: { rows: 100 },
  /** the FAQ page shows every question: the service refuses a question past this many */
  faqs: { rows: 100 },
  locations: { rows: 1000, pageSize: BACK_OFFICE_PAGE_SIZE },
  shopsByLocation: { rows: 100, estimate: true },
  productAvailability: { rows: 100, estimate: true },
  /** the dealer finder's shops without a limit (NEARBY_LIMITS.default; a caller may ask up to 50) */
  nearbyShops: { rows: 20 },
  /** the states with shops: India has 36 states and union territories */
  shopPlaces: { rows: 36, estimate: true },
  myProductAvailability: { rows: BACK_OFFICE_DEFAULT_LIMIT },
  /** all of a customer's rides by default */
  myTestDrives: { rows: MAX_PAGE_SIZE },
  dealerTestDrives: { rows: BACK_OFFICE_DEFAULT_LIMIT },
  /** one entry per day asked: at most 31 (validation/rides.ts slotsQuerySchema) */
  testRideSlots: { rows: 31, estimate: true },
  /** the products a shop stocks */
  searchProducts: { rows: 500, estimate: true },
  enquiries: { rows: BACK_OFFICE_DEFAULT_LIMIT },
  mailOutbox: { rows: BACK_OFFICE_PAGE_SIZE },
  /** the audit trail's list and a record's history (issue 29) */
  auditEvents: { rows: BACK_OFFICE_PAGE_SIZE },
  /** one person's API keys, newest first, revoked ones too (20 live at most: validation/api-keys.ts) */
  myApiKeys: { rows: 100, estimate: true },
  /** one person's endpoints (the service refuses more) */
  webhookEndpoints: { rows: WEBHOOK_LIMITS.endpointsPerOwner, estimate: true },
  webhookDeliveries: { rows: BACK_OFFICE_PAGE_SIZE },
  /** the newest tries a delivery's log keeps */
  webhookAttempts: { rows: WEBHOOK_LIMITS.attemptsKept, estimate: true },
  /** an endpoint subscribes to at most every event */
  webhookEvents: { rows: WEBHOOK_EVENTS.length, estimate: true },
  /** a product's, a shop's and the moderation list of reviews */
  reviews: { rows: 10 },
  /** only the dataset's Indian states (36) carry rates */
  pricingStates: { rows: 40, estimate: true },
  /** one per vehicle type */
  pricingRates: { rows: 4, estimate: true },
  /** an agent's, the admins' and a dealer's offer-request lists (docs/decisions/0061) */
  leads: { rows: BACK_OFFICE_PAGE_SIZE },
  /** a lead's timeline: its newest entries */
  leadTimeline: { rows: 200, estimate: true },
  /** a lead's offers: one per shop of its city */
  leadOffers: { rows: 100, estimate: true },
  /** the funnel: one row per city or agent with leads in the range */
  leadFunnel: { rows: 500, estimate: true },
  /** every agent */
  leadAgents: { rows: 500, estimate: true },
} as const satisfies Record<string, ListSize>;

export type ListName = keyof typeof LISTS;
