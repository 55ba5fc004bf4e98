import type { GraphQLOperation, RestRoute } from './api';

/**
 * What an API key may be used for (issue 23, docs/decisions/0053). A key acts as its owner and can
 * never do more than the owner's role allows (GRAPHQL_RULES / REST_RULES still apply); its scopes
 * narrow that further. Every operation names exactly one scope here, or SESSION_ONLY: what touches
 * accounts, passwords, roles, keys or people's messages is done by a person signed in, never by a key.
 */
export const API_SCOPES = ['CATALOG_READ', 'CATALOG_WRITE', 'RIDES_READ', 'RIDES_WRITE', 'SHOP_WRITE', 'WEBHOOKS', 'AUDIT_READ'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** The mark of an operation no key may call, whatever its scopes. */
export const SESSION_ONLY = 'SESSION_ONLY';
export type KeyAccess = ApiScope | typeof SESSION_ONLY;

export const isApiScope = (value: unknown): value is ApiScope => (API_SCOPES as readonly unknown[]).includes(value);

/** What each scope lets a key do, for the key screen and the partner documentation. */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  CATALOG_READ: 'Read the catalogue, content, prices and your shop',
  CATALOG_WRITE: 'Change the catalogue, content and prices (admins)',
  RIDES_READ: 'Read test rides',
  RIDES_WRITE: 'Confirm, complete, move, cancel or book test rides',
  SHOP_WRITE: "Change your shop's profile, stock and ride hours (dealers)",
  WEBHOOKS: 'Manage webhook endpoints and their deliveries',
  AUDIT_READ: "Read the audit trail (a dealer: its own shop's events)",
};

const [CR, CW, RR, RW, SW] = ['CATALOG_READ', 'CATALOG_WRITE', 'RIDES_READ', 'RIDES_WRITE', 'SHOP_WRITE'] as const;
const NO_KEY = SESSION_ONLY;

/** The scope of every GraphQL root field: `satisfies` makes the compiler refuse a field of GRAPHQL_RULES left out, or one it lacks. */
export const GRAPHQL_SCOPES = {
  'Query.me': NO_KEY,
  'Query.users': NO_KEY,
  'Query.user': NO_KEY,
  'Query.countries': CR,
  'Query.states': CR,
  'Query.cities': CR,
  'Query.brands': CR,
  'Query.brandCount': CR,
  'Query.brand': CR,
  'Query.brandBySlug': CR,
  'Query.products': CR,
  'Query.productFacets': CR,
  'Query.product': CR,
  'Query.productSuggestions': CR,
  'Query.compareProducts': CR,
  'Query.comparisons': CR,
  'Query.comparisonCount': CR,
  'Query.comparison': CR,
  'Query.myWishlist': NO_KEY,
  'Query.blogs': CR,
  'Query.blogCount': CR,
  'Query.blog': CR,
  'Query.faqs': CR,
  'Query.locations': CR,
  'Query.locationCount': CR,
  'Query.shopsByLocation': CR,
  'Query.nearbyShops': CR,
  'Query.shopPlaces': CR,
  // deprecated twins (removed after 2027-06-30): the scope of the name they stand for
  'Query.dealersByLocation': CR,
  'Query.productAvailability': CR,
  'Query.myShop': CR,
  'Query.myDealerProfile': CR,
  'Query.myProductAvailability': CR,
  'Query.myProductAvailabilityCount': CR,
  'Query.myTestDrives': RR,
  'Query.myTestDrive': RR,
  'Query.dealerTestDrives': RR,
  'Query.dealerTestDriveCount': RR,
  'Query.testRideSlots': CR,
  'Query.myShopRideHours': CR,
  'Query.searchProducts': CR,
  'Query.enquiries': NO_KEY,
  'Query.enquiryCount': NO_KEY,
  'Query.dealerDashboard': RR,
  'Query.adminDashboard': NO_KEY,
  'Query.agentDashboard': NO_KEY,
  'Query.pricingStates': CR,
  'Query.pricingState': CR,
  'Query.onRoadPrice': CR,
  'Query.mailOutbox': NO_KEY,
  'Query.outboxMail': NO_KEY,
  'Query.auditEvents': 'AUDIT_READ',
  'Query.productReviews': CR,
  'Query.reviews': CR,
  'Query.myShopReviews': CR,
  'Query.myApiKeys': NO_KEY,
  'Query.webhookEndpoints': 'WEBHOOKS',
  'Query.webhookDeliveries': 'WEBHOOKS',

  'Mutation.register': NO_KEY,
  'Mutation.login': NO_KEY,
  'Mutation.requestPasswordReset': NO_KEY,
  'Mutation.resetPassword': NO_KEY,
  'Mutation.updateProfile': NO_KEY,
  'Mutation.setMyLanguage': NO_KEY,
  'Mutation.createUser': NO_KEY,
  'Mutation.updateUser': NO_KEY,
  'Mutation.deleteUser': NO_KEY,
  'Mutation.setUserVerified': NO_KEY,
  'Mutation.createBrand': CW,
  'Mutation.updateBrand': CW,
  'Mutation.deleteBrand': CW,
  'Mutation.createProduct': CW,
  'Mutation.updateProduct': CW,
  'Mutation.deleteProduct': CW,
  'Mutation.createComparison': CW,
  'Mutation.deleteComparison': CW,
  'Mutation.addToWishlist': NO_KEY,
  'Mutation.removeFromWishlist': NO_KEY,
  'Mutation.createBlog': CW,
  'Mutation.updateBlog': CW,
  'Mutation.deleteBlog': CW,
  'Mutation.createFaq': CW,
  'Mutation.updateFaq': CW,
  'Mutation.deleteFaq': CW,
  'Mutation.reorderFaqs': CW,
  'Mutation.createLocation': CW,
  'Mutation.deleteLocation': CW,
  'Mutation.sendEnquiry': NO_KEY,
  'Mutation.saveShop': SW,
  'Mutation.setShopPosition': CW,
  'Mutation.saveDealerProfile': SW,
  'Mutation.setProductAvailability': SW,
  'Mutation.deleteProductAvailability': SW,
  'Mutation.bookTestDrive': RW,
  'Mutation.cancelTestDrive': RW,
  'Mutation.setTestDriveStatus': RW,
  'Mutation.removeTestDrive': RW,
  'Mutation.savePricingState': CW,
  'Mutation.savePricingRates': CW,
  'Mutation.retryMail': NO_KEY,
  'Mutation.setEnquiryHandled': NO_KEY,
  'Mutation.createReview': NO_KEY,
  'Mutation.setReviewStatus': CW,
  'Mutation.rescheduleTestDrive': RW,
  'Mutation.setShopRideHours': SW,
  'Mutation.createApiKey': NO_KEY,
  'Mutation.revokeApiKey': NO_KEY,
  'Query.importPlan': NO_KEY,
  'Query.importResult': NO_KEY,
  'Mutation.planImport': NO_KEY,
  'Mutation.applyImportPlan': NO_KEY,
  'Mutation.undoImport': NO_KEY,
  'Mutation.createWebhookEndpoint': 'WEBHOOKS',
  'Mutation.updateWebhookEndpoint': 'WEBHOOKS',
  'Mutation.deleteWebhookEndpoint': 'WEBHOOKS',
  'Mutation.rotateWebhookSecret': 'WEBHOOKS',
  'Mutation.sendTestWebhook': 'WEBHOOKS',
  'Mutation.redeliverWebhook': 'WEBHOOKS',

  // leads hold people's names, e-mails and phones: a person signed in works them, never a key
  'Query.myLeads': NO_KEY,
  'Query.leads': NO_KEY,
  'Query.lead': NO_KEY,
  'Query.leadFunnel': NO_KEY,
  'Query.leadAgents': NO_KEY,
  'Query.offerRequestsForMyShop': NO_KEY,
  'Mutation.requestOffer': NO_KEY,
  'Mutation.assignLead': NO_KEY,
  'Mutation.updateLead': NO_KEY,
  'Mutation.sendOffer': NO_KEY,
  'Mutation.setAgentCities': NO_KEY,
} as const satisfies Record<GraphQLOperation, KeyAccess>;

/** The scope of every REST route of REST_RULES, held to all of them the same way. */
export const REST_SCOPES = {
  'POST /api/auth/register': NO_KEY,
  'POST /api/auth/login': NO_KEY,
  'POST /api/auth/refresh': NO_KEY,
  'POST /api/auth/logout': NO_KEY,
  'POST /api/auth/forgot-password': NO_KEY,
  'POST /api/auth/reset-password': NO_KEY,

  'GET /api/users': NO_KEY,
  'POST /api/users': NO_KEY,
  'PUT /api/users/:id': NO_KEY,
  'DELETE /api/users/:id': NO_KEY,
  'POST /api/users/verify/:id': NO_KEY,
  'PUT /api/users/:id/profile': NO_KEY,
  'PUT /api/user/language': NO_KEY,

  'GET /api/geo/countries': CR,
  'GET /api/geo/countries/:countryId/states': CR,
  'GET /api/geo/states/:stateId/cities': CR,

  'GET /api/brand': CR,
  'GET /api/brand/:id/products': CR,
  'GET /api/brand/slug/:slug': CR,
  'POST /api/brand': CW,
  'PUT /api/brand/:id': CW,
  'DELETE /api/brand/:id': CW,
  'POST /api/brand/upload': CW,
  'DELETE /api/brand/delete-image': CW,

  'GET /api/product': CR,
  'GET /api/product/facets': CR,
  'GET /api/product/:id': CR,
  'GET /api/product/suggest': CR,
  'GET /api/product/compare': CR,
  'GET /api/Product': CR,
  'GET /api/Product/:id': CR,
  'POST /api/product/add': CW,
  'PUT /api/product/edit/:id': CW,
  'DELETE /api/product/delete/:id': CW,
  'POST /api/product/upload': CW,
  'DELETE /api/product/file_remove/:filename': CW,

  'GET /api/product-comparison': CR,
  'GET /api/product-comparison/:id': CR,
  'POST /api/product-comparison': CW,
  'DELETE /api/product-comparison/:id': CW,

  'POST /api/users/:userId/wishlist/:productId': NO_KEY,
  'GET /api/users/:id/wishlist': NO_KEY,

  'GET /api/blog/allblogs': CR,
  'GET /api/blog/:id': CR,
  'POST /api/blog/upload': CW,
  'DELETE /api/blog/delete-image': CW,
  'POST /api/blog/add': CW,
  'PUT /api/blog/edit/:id': CW,
  'DELETE /api/blog/delete/:id': CW,

  'GET /api/location/getLocation': CR,
  'POST /api/location/addLocation': CW,
  'DELETE /api/location/:id': CW,

  'POST /api/contact': NO_KEY,
  'POST /api/career': NO_KEY,
  'GET /api/contact/getContacts': NO_KEY,
  'GET /api/career/getCareers': NO_KEY,

  'GET /api/dealer/profile': CR,
  'POST /api/dealer/profile': SW,
  'GET /api/dealer/location/:location': CR,
  'GET /api/shops/nearby': CR,
  'GET /api/shops/places': CR,
  'PUT /api/admin/shops/:id/position': CW,
  'GET /api/dealer/product-availability': CR,
  'POST /api/dealer/product-availability': SW,
  'DELETE /api/dealer/product-availability/:id': SW,
  'GET /api/dealer/product-availability/:locationId/:productId': CR,
  'POST /api/product/search': CR,

  'POST /api/test-drive': RW,
  'GET /api/test-drive': RR,
  'GET /api/test-drive/dealer': RR,
  'PUT /api/test-drive/:id/status': RW,
  'DELETE /api/test-drive/:id': RW,
  'PUT /api/test-drive/:id/slot': RW,
  'POST /api/test-drive/:id/cancel': RW,
  'GET /api/test-drive/:id/calendar.ics': RR,
  'GET /api/dealer/:shopId/slots': CR,
  'GET /api/dealer/ride-hours': CR,
  'PUT /api/dealer/ride-hours': SW,

  'GET /api/dealer/dashboard': RR,
  'GET /api/dashboard': NO_KEY,

  'GET /api/pricing/on-road': CR,
  'GET /api/pricing/rates': CR,
  'PUT /api/pricing/rates/:stateId': CW,
  'PUT /api/pricing/rates/:stateId/:vehicleType': CW,
  'GET /api/mail-outbox': NO_KEY,
  'GET /api/audit': 'AUDIT_READ',
  'GET /api/audit.csv': 'AUDIT_READ',
  'POST /api/mail-outbox/:id/retry': NO_KEY,

  'POST /api/reviews': NO_KEY,
  'GET /api/reviews': CR,
  'PUT /api/reviews/:id/status': CW,
  'GET /api/product/:id/reviews': CR,
  'GET /api/dealer/reviews': CR,

  'POST /api/leads/offer-request': NO_KEY,
  'GET /api/leads': NO_KEY,
  'GET /api/leads/mine': NO_KEY,
  'GET /api/leads/funnel': NO_KEY,
  'GET /api/leads/agents': NO_KEY,
  'PUT /api/leads/agents/:agentId/cities': NO_KEY,
  'GET /api/leads/offer-requests': NO_KEY,
  'GET /api/leads/:id': NO_KEY,
  'PUT /api/leads/:id': NO_KEY,
  'PUT /api/leads/:id/agent': NO_KEY,
  'POST /api/leads/:id/offers': NO_KEY,
  // exports are reads; an import (plan, apply, undo) is a person's act at the screen (docs/decisions/0060)
  'GET /api/export/products.csv': CR,
  'GET /api/export/stock.csv': CR,
  'GET /api/export/shops.csv': CR,
  'POST /api/import/products/plan': NO_KEY,
  'POST /api/import/stock/plan': NO_KEY,
  'POST /api/import/shops/plan': NO_KEY,
  'GET /api/import/plans/:planId': NO_KEY,
  'GET /api/import/plans/:planId/errors.csv': NO_KEY,
  'POST /api/import/plans/:planId/apply': NO_KEY,
  'POST /api/import/:importId/undo': NO_KEY,
} as const satisfies Record<RestRoute, KeyAccess>;

/** The key access of a GraphQL root field (`Query.products`); undefined for a field the table lacks. */
export function graphqlKeyAccess(field: string): KeyAccess | undefined {
  return Object.hasOwn(GRAPHQL_SCOPES, field) ? GRAPHQL_SCOPES[field as GraphQLOperation] : undefined;
}

/** The key access of a registered REST route (HEAD answers as its GET). */
export function restKeyAccess(method: string, url: string): KeyAccess | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return Object.hasOwn(REST_SCOPES, key) ? REST_SCOPES[key as RestRoute] : undefined;
}
