import type { RuleName } from './rules';

/**
 * The rule of every server operation (docs/decisions/0012). GraphQL's @auth/@public
 * directives are checked against GRAPHQL_RULES by a test; REST routes are guarded
 * from REST_RULES at start-up, and a route under /api missing here stops the server.
 */
export const GRAPHQL_RULES = {
  'Query.me': 'signedIn',
  'Query.users': 'admin',
  'Query.user': 'admin',
  'Query.countries': 'public',
  'Query.states': 'public',
  'Query.cities': 'public',
  'Query.brands': 'public',
  'Query.brand': 'public',
  'Query.products': 'public',
  'Query.product': 'public',
  'Query.productSuggestions': 'public',
  'Query.compareProducts': 'public',
  'Query.comparisons': 'public',
  'Query.comparison': 'public',
  'Query.myWishlist': 'wishlist',
  'Query.blogs': 'public',
  'Query.blog': 'public',
  'Query.locations': 'public',
  'Query.shopsByLocation': 'public',
  'Query.productAvailability': 'public',
  'Query.myShop': 'dealer',
  'Query.myProductAvailability': 'dealer',
  'Query.myTestDrives': 'customer',
  'Query.dealerTestDrives': 'dealer',
  'Query.searchProducts': 'signedIn',
  'Query.enquiries': 'admin',
  'Query.dealerDashboard': 'dealer',
  'Query.adminDashboard': 'admin',
  'Query.agentDashboard': 'agent',

  'Mutation.register': 'public',
  'Mutation.login': 'public',
  'Mutation.requestPasswordReset': 'public',
  'Mutation.resetPassword': 'public',
  'Mutation.updateProfile': 'signedIn',
  'Mutation.createUser': 'admin',
  'Mutation.updateUser': 'admin',
  'Mutation.deleteUser': 'admin',
  'Mutation.setUserVerified': 'admin',
  'Mutation.createBrand': 'admin',
  'Mutation.updateBrand': 'admin',
  'Mutation.deleteBrand': 'admin',
  'Mutation.createProduct': 'admin',
  'Mutation.updateProduct': 'admin',
  'Mutation.deleteProduct': 'admin',
  'Mutation.createComparison': 'admin',
  'Mutation.deleteComparison': 'admin',
  'Mutation.addToWishlist': 'wishlist',
  'Mutation.removeFromWishlist': 'wishlist',
  'Mutation.createBlog': 'admin',
  'Mutation.updateBlog': 'admin',
  'Mutation.deleteBlog': 'admin',
  'Mutation.createLocation': 'admin',
  'Mutation.deleteLocation': 'admin',
  'Mutation.sendEnquiry': 'public',
  'Mutation.saveShop': 'dealer',
  'Mutation.setProductAvailability': 'dealer',
  'Mutation.deleteProductAvailability': 'dealer',
  'Mutation.bookTestDrive': 'customer',
  'Mutation.cancelTestDrive': 'customer',
  'Mutation.setTestDriveStatus': 'dealer',
  'Mutation.removeTestDrive': 'dealer',
} as const satisfies Record<string, RuleName>;

/** REST compatibility routes, as registered: `METHOD /api/path/:param`. */
export const REST_RULES = {
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',

  'GET /api/users': 'admin',
  'POST /api/users': 'admin',
  'PUT /api/users/:id': 'admin',
  'DELETE /api/users/:id': 'admin',
  'POST /api/users/verify/:id': 'admin',
  'PUT /api/users/:id/profile': 'signedIn',

  'GET /api/geo/countries': 'public',
  'GET /api/geo/countries/:countryId/states': 'public',
  'GET /api/geo/states/:stateId/cities': 'public',

  'GET /api/brand': 'public',
  'GET /api/brand/:id/products': 'public',
  'POST /api/brand': 'admin',
  'PUT /api/brand/:id': 'admin',
  'DELETE /api/brand/:id': 'admin',
  'POST /api/brand/upload': 'admin',
  'DELETE /api/brand/delete-image': 'admin',

  'GET /api/product': 'public',
  'GET /api/product/:id': 'public',
  'GET /api/product/suggest': 'public',
  'GET /api/product/compare': 'public',
  'GET /api/Product': 'public',
  'GET /api/Product/:id': 'public',
  'POST /api/product/add': 'admin',
  'PUT /api/product/edit/:id': 'admin',
  'DELETE /api/product/delete/:id': 'admin',
  'POST /api/product/upload': 'admin',
  'DELETE /api/product/file_remove/:filename': 'admin',

  'GET /api/product-comparison': 'public',
  'GET /api/product-comparison/:id': 'public',
  'POST /api/product-comparison': 'admin',
  'DELETE /api/product-comparison/:id': 'admin',

  'POST /api/users/:userId/wishlist/:productId': 'wishlist',
  'GET /api/users/:id/wishlist': 'wishlist',

  'GET /api/blog/allblogs': 'public',
  'GET /api/blog/:id': 'public',
  'POST /api/blog/upload': 'admin',
  'DELETE /api/blog/delete-image': 'admin',
  'POST /api/blog/add': 'admin',
  'PUT /api/blog/edit/:id': 'admin',
  'DELETE /api/blog/delete/:id': 'admin',

  'GET /api/location/getLocation': 'public',
  'POST /api/location/addLocation': 'admin',
  'DELETE /api/location/:id': 'admin',

  'POST /api/contact': 'public',
  'POST /api/career': 'public',
  'GET /api/contact/getContacts': 'admin',
  'GET /api/career/getCareers': 'admin',

  'GET /api/dealer/profile': 'dealer',
  'POST /api/dealer/profile': 'dealer',
  'GET /api/dealer/location/:location': 'public',
  'GET /api/dealer/product-availability': 'dealer',
  'POST /api/dealer/product-availability': 'dealer',
  'DELETE /api/dealer/product-availability/:id': 'dealer',
  'GET /api/dealer/product-availability/:locationId/:productId': 'public',
  'POST /api/product/search': 'signedIn',

  'POST /api/test-drive': 'customer',
  'GET /api/test-drive': 'customer',
  'GET /api/test-drive/dealer': 'dealer',
  'PUT /api/test-drive/:id/status': 'dealer',
  'DELETE /api/test-drive/:id': 'rideParty',

  'GET /api/dealer/dashboard': 'dealer',
  'GET /api/dashboard': 'admin',
} as const satisfies Record<string, RuleName>;

export type GraphQLOperation = keyof typeof GRAPHQL_RULES;
export type RestRoute = keyof typeof REST_RULES;

/** The rule of a registered REST route (HEAD answers as its GET), or undefined when the table has none. */
export function restRuleOf(method: string, url: string): RuleName | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return Object.hasOwn(REST_RULES, key) ? REST_RULES[key as RestRoute] : undefined;
}
