import { allows, type Role, type RuleName } from './rules';

/**
 * The client's side of the permission table: for every route, menu entry and role-dependent
 * button, the rule of rules.ts it needs. The router's guards, the menus and the buttons read
 * only this table; the server enforces the same rules on every call.
 */

/** Every client route (path as the router names it) and the rule it needs. */
export const ROUTE_RULES = {
  '/': 'public',
  '/about': 'public',
  '/dealers': 'public',
  '/contact': 'public',
  '/career': 'public',
  '/faq': 'public',
  '/privacy-policy': 'public',
  '/terms-and-conditions': 'public',
  '/accessibility': 'public',
  '/blogs': 'public',
  '/blogs/:id': 'public',
  '/products/:id': 'public',
  '/e_vehicles': 'public',
  '/e_vehicles/:type': 'public',
  '/brands/:slug': 'public',
  '/search-results': 'public',
  '/compare/:slugs': 'public',
  '/join-as-dealer': 'public',
  '/product-comparison': 'public',
  '/product-comparison/:id': 'public',
  '/docs/api/explorer': 'integrator',
  '/search': 'signedIn',
  '/profile': 'signedIn',
  '/book_ride': 'customer',
  '/book_ride/:id': 'customer',
  '/wishlist': 'wishlist',
  '/dashboard': 'backOffice',
  '/dashboard/blogs': 'admin',
  '/dashboard/faqs': 'admin',
  '/dashboard/brands': 'admin',
  '/dashboard/products': 'admin',
  '/dashboard/products/:id': 'admin',
  '/dashboard/product-comparison': 'admin',
  '/dashboard/users': 'admin',
  '/dashboard/location': 'admin',
  '/dashboard/contact': 'admin',
  '/dashboard/career': 'admin',
  '/dashboard/pricing': 'admin',
  '/dashboard/leads': 'agent',
  '/dashboard/admin-leads': 'admin',
  '/dashboard/dealer/offer-requests': 'dealer',
  '/dashboard/dealer/book_ride': 'dealer',
  '/dashboard/dealer/products': 'dealer',
  '/dashboard/dealer/profile': 'dealer',
  '/dashboard/reviews': 'admin',
  '/dashboard/outbox': 'admin',
  '/dashboard/audit': 'audit',
  '/dashboard/webhooks': 'webhooks',
  '/dashboard/dealer/reviews': 'dealer',
  '/dashboard/api-keys': 'apiKeys',
  '/dashboard/import': 'importer',
} as const satisfies Record<string, RuleName>;

export type ClientRoute = keyof typeof ROUTE_RULES;

/** A link in one of the menus, shown to the roles its rule allows. */
export interface MenuEntry {
  label: string;
  to: string;
  rule: RuleName;
}

/** The site header: the public items, then each role's own entry (spec paths). */
export const HEADER_MENU: readonly MenuEntry[] = [
  { label: 'Home', to: '/', rule: 'public' },
  { label: 'About us', to: '/about', rule: 'public' },
  { label: 'E-Vehicles', to: '/e_vehicles', rule: 'public' },
  { label: 'Blogs', to: '/blogs', rule: 'public' },
  // the dealer finder (issue 27): where a shopper finds a shop to ride at
  { label: 'Find a dealer', to: '/dealers', rule: 'public' },
  { label: 'Contact us', to: '/contact', rule: 'public' },
  { label: 'Booking ride', to: '/book_ride', rule: 'customer' },
  { label: 'Leads', to: '/agent/leads', rule: 'agent' },
  { label: 'User Management', to: '/admin/users', rule: 'superadmin' },
];

/** The profile dropdown's second item: the first entry the role passes (Wishlist, else Dashboard). */
export const DROPDOWN_CHOICES: readonly MenuEntry[] = [
  { label: 'Wishlist', to: '/wishlist', rule: 'wishlist' },
  { label: 'Dashboard', to: '/dashboard', rule: 'backOffice' },
];

/** The dashboard drawer: a dealer's, an agent's and the admins' entries, as the spec's table lists them. */
export const DASHBOARD_MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard', rule: 'dealer' },
  { label: 'Test Drives', to: '/dashboard/dealer/book_ride', rule: 'dealer' },
  { label: 'Products', to: '/dashboard/dealer/products', rule: 'dealer' },
  { label: 'Profile', to: '/dashboard/dealer/profile', rule: 'dealer' },
  { label: 'Reviews', to: '/dashboard/dealer/reviews', rule: 'dealer' },
  { label: 'Webhooks', to: '/dashboard/webhooks', rule: 'dealer' },
  { label: 'Offer Requests', to: '/dashboard/dealer/offer-requests', rule: 'dealer' },
  { label: 'Leads', to: '/dashboard/leads', rule: 'agent' },
  { label: 'Dashboard', to: '/dashboard', rule: 'admin' },
  { label: 'Blogs', to: '/dashboard/blogs', rule: 'admin' },
  { label: 'FAQs', to: '/dashboard/faqs', rule: 'admin' },
  { label: 'Brands', to: '/dashboard/brands', rule: 'admin' },
  { label: 'Products', to: '/dashboard/products', rule: 'admin' },
  { label: 'Product Comparison', to: '/dashboard/product-comparison', rule: 'admin' },
  { label: 'User Management', to: '/dashboard/users', rule: 'admin' },
  { label: 'Locations', to: '/dashboard/location', rule: 'admin' },
  { label: 'Contact', to: '/dashboard/contact', rule: 'admin' },
  { label: 'Career', to: '/dashboard/career', rule: 'admin' },
  { label: 'Pricing', to: '/dashboard/pricing', rule: 'admin' },
  { label: 'Reviews', to: '/dashboard/reviews', rule: 'admin' },
  { label: 'Mail Outbox', to: '/dashboard/outbox', rule: 'admin' },
  { label: 'Webhooks', to: '/dashboard/webhooks', rule: 'admin' },
  { label: 'Leads', to: '/dashboard/admin-leads', rule: 'admin' },
  // a dealer's stock, the admins' catalogue and shops (docs/decisions/0060)
  { label: 'Import / Export', to: '/dashboard/import', rule: 'importer' },
  { label: 'Audit Trail', to: '/dashboard/audit', rule: 'audit' },
  // last: a dealer sees it after its own entries, an admin after the admin's
  { label: 'API Keys', to: '/dashboard/api-keys', rule: 'apiKeys' },
];

/** Role-dependent buttons and panels of the screens. */
export const ACTION_RULES = {
  /** product detail: add to / remove from wishlist */
  wishlistButton: 'wishlist',
  /** product detail: "Get the best on-road offer" (anyone, guests included) */
  requestOffer: 'public',
  /** product detail: the booking form (a guest is sent to sign in instead) */
  bookTestDrive: 'customer',
  /** after sign-in without a redirect: the dashboard, else home */
  landOnDashboard: 'backOffice',
  /** the dashboard index: the first overview the role passes */
  dealerOverview: 'dealer',
  agentOverview: 'agent',
  adminOverview: 'admin',
} as const satisfies Record<string, RuleName>;

export type ClientAction = keyof typeof ACTION_RULES;

/** Whether the role may open the route. */
export const canOpen = (route: ClientRoute, role: Role | null | undefined): boolean => allows(ROUTE_RULES[route], role);

/** Whether the role sees the button or panel. */
export const canUse = (action: ClientAction, role: Role | null | undefined): boolean => allows(ACTION_RULES[action], role);

/** The entries of a menu the role sees, in order, without the rule. */
export function entriesFor(menu: readonly MenuEntry[], role: Role | null | undefined): { label: string; to: string }[] {
  return menu.filter((entry) => allows(entry.rule, role)).map(({ label, to }) => ({ label, to }));
}
