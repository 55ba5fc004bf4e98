import type { Deps } from './deps';
import { createAuthService } from './modules/auth/auth.service';
import { createUsersService } from './modules/users/users.service';
import { createGeoService } from './modules/geo/geo.service';
import { createBrandsService } from './modules/brands/brands.service';
import { createProductsService } from './modules/products/products.service';
import { createComparisonsService } from './modules/comparisons/comparisons.service';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { createBlogsService } from './modules/blogs/blogs.service';
import { createFaqsService } from './modules/faqs/faqs.service';
import { createLocationsService } from './modules/locations/locations.service';
import { createEnquiriesService } from './modules/enquiries/enquiries.service';
import { createShopsService } from './modules/shops/shops.service';
import { createFinderService } from './modules/finder/finder.service';
import { createTestDrivesService } from './modules/test-drives/test-drives.service';
import { createDashboardsService } from './modules/dashboards/dashboards.service';
import { createPricingService } from './modules/pricing/pricing.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createApiKeysService } from './modules/api-keys/api-keys.service';
import { createWebhooksService } from './modules/webhooks/webhooks.service';
import { createLeadsService } from './modules/leads/leads.service';
import { createImportsService } from './modules/imports/imports.service';
import { createAuditService } from './modules/audit/audit.service';

/**
 * Every service of the app, built once in dependency order and shared by GraphQL resolvers and
 * REST routes. A service that needs another module takes its service as the second argument
 * (never its queries: docs/decisions/0013).
 */
export function createServices(deps: Deps) {
  const users = createUsersService(deps);
  const auth = createAuthService(deps, { users });
  const geo = createGeoService(deps);
  const brands = createBrandsService(deps);
  const notifications = createNotificationsService(deps);
  const webhooks = createWebhooksService(deps, { mail: notifications.writeMail });
  const products = createProductsService(deps, { brands, webhookEvents: webhooks.events });
  const comparisons = createComparisonsService(deps, { products });
  const wishlist = createWishlistService(deps, { products });
  const blogs = createBlogsService(deps);
  const faqs = createFaqsService(deps);
  const locations = createLocationsService(deps);
  const shops = createShopsService(deps, { products, locations });
  const finder = createFinderService(deps, { products });
  const leads = createLeadsService(deps, { shops, writeMail: notifications.writeMail });
  const enquiries = createEnquiriesService(deps, { leads });
  const testDrives = createTestDrivesService(deps, {
    ...{ shops, products, rideNotices: notifications.rideNotices, rideInvites: notifications.rideInvites },
    webhookEvents: webhooks.events,
    leads,
  });
  const reviews = createReviewsService(deps, { testDrives, shops, webhookEvents: webhooks.events });
  const dashboards = createDashboardsService(deps, { shops });
  const pricing = createPricingService(deps, { products, geo });
  const apiKeys = createApiKeysService(deps, { auth });
  const imports = createImportsService(deps, { shops, webhookEvents: webhooks.events });
  const audit = createAuditService(deps, { shops });
  return {
    auth,
    users,
    geo,
    brands,
    products,
    comparisons,
    wishlist,
    blogs,
    faqs,
    locations,
    enquiries,
    shops,
    finder,
    testDrives,
    dashboards,
    pricing,
    notifications,
    reviews,
    apiKeys,
    webhooks,
    leads,
    imports,
    audit,
  };
}

export type Services = ReturnType<typeof createServices>;
