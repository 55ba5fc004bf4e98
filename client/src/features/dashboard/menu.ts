import type { Role } from '../../gql/graphql';

export interface MenuEntry {
  label: string;
  to: string;
}

const DEALER_MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Test Drives', to: '/dashboard/dealer/book_ride' },
  { label: 'Products', to: '/dashboard/dealer/products' },
  { label: 'Profile', to: '/dashboard/dealer/profile' },
];

const AGENT_MENU: readonly MenuEntry[] = [{ label: 'Leads', to: '/dashboard/leads' }];

const ADMIN_MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Blogs', to: '/dashboard/blogs' },
  { label: 'Brands', to: '/dashboard/brands' },
  { label: 'Products', to: '/dashboard/products' },
  { label: 'Product Comparison', to: '/dashboard/product-comparison' },
  { label: 'User Management', to: '/dashboard/users' },
  { label: 'Locations', to: '/dashboard/location' },
  { label: 'Contact', to: '/dashboard/contact' },
  { label: 'Career', to: '/dashboard/career' },
];

/** The drawer menu per role as the spec's table lists it; a Superadmin sees the admin menu, a User none. */
export function dashboardMenuFor(role: Role | undefined): readonly MenuEntry[] {
  switch (role) {
    case 'DEALER':
      return DEALER_MENU;
    case 'AGENT':
      return AGENT_MENU;
    case 'ADMIN':
    case 'SUPERADMIN':
      return ADMIN_MENU;
    default:
      return [];
  }
}

/** Who reaches which part of the dashboard (the server checks the same roles on every call). */
export const DASHBOARD_ROLES = {
  shell: ['DEALER', 'AGENT', 'ADMIN', 'SUPERADMIN'],
  admin: ['ADMIN', 'SUPERADMIN'],
  dealer: ['DEALER'],
  agent: ['AGENT'],
} as const satisfies Record<string, readonly Role[]>;

/** Whether a menu entry is the current page: the index matches only itself, others their sub-paths too. */
export function isActiveEntry(entry: MenuEntry, pathname: string): boolean {
  if (entry.to === '/dashboard') return pathname === '/dashboard' || pathname === '/dashboard/';
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}
