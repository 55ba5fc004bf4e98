import type { Deps } from './deps';
import { createAuthService } from './modules/auth/auth.service';
import { createUsersService } from './modules/users/users.service';
import { createGeoService } from './modules/geo/geo.service';
import { createBrandsService } from './modules/brands/brands.service';
import { createProductsService } from './modules/products/products.service';
import { createComparisonsService } from './modules/comparisons/comparisons.service';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { createBlogsService } from './modules/blogs/blogs.service';
import { createLocationsService } from './modules/locations/locations.service';
import { createEnquiriesService } from './modules/enquiries/enquiries.service';
import { createDealersService } from './modules/dealers/dealers.service';
import { createTestDrivesService } from './modules/test-drives/test-drives.service';
import { createDashboardsService } from './modules/dashboards/dashboards.service';

/** Every service of the app, built once and shared by GraphQL resolvers and REST routes. */
export function createServices(deps: Deps) {
  const users = createUsersService(deps);
  const auth = createAuthService(deps, { users });
  const geo = createGeoService(deps);
  const brands = createBrandsService(deps);
  const products = createProductsService(deps);
  const comparisons = createComparisonsService(deps);
  const wishlist = createWishlistService(deps);
  const blogs = createBlogsService(deps);
  const locations = createLocationsService(deps);
  const enquiries = createEnquiriesService(deps);
  const dealers = createDealersService(deps);
  const testDrives = createTestDrivesService(deps);
  const dashboards = createDashboardsService(deps);
  return { auth, users, geo, brands, products, comparisons, wishlist, blogs, locations, enquiries, dealers, testDrives, dashboards };
}

export type Services = ReturnType<typeof createServices>;
