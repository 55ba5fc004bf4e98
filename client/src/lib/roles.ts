import type { Role } from '../gql/graphql';

export interface NavItem {
  label: string;
  to: string;
}

export const PUBLIC_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About us', to: '/about' },
  { label: 'E-Vehicles', to: '/e_vehicles' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Contact us', to: '/contact' },
];

/** Header items: the public ones plus the role's own entry (Booking ride, Leads, User Management). */
export function navItemsFor(role: Role | undefined): NavItem[] {
  const extra: Partial<Record<Role, NavItem>> = {
    USER: { label: 'Booking ride', to: '/book_ride' },
    AGENT: { label: 'Leads', to: '/agent/leads' },
    SUPERADMIN: { label: 'User Management', to: '/admin/users' },
  };
  const item = role ? extra[role] : undefined;
  return item ? [...PUBLIC_NAV, item] : [...PUBLIC_NAV];
}

/** Profile dropdown: Dashboard for Admin or Dealer, Wishlist for every other role. */
export function dropdownItemFor(role: Role): NavItem {
  return role === 'ADMIN' || role === 'DEALER' ? { label: 'Dashboard', to: '/dashboard' } : { label: 'Wishlist', to: '/wishlist' };
}

/** After login: User goes home, every other role to the dashboard; a redirect wins. */
export function landingFor(role: Role, redirect?: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return role === 'USER' ? '/' : '/dashboard';
}

/** Registration roles as the radio offers them, matched case-insensitively from ?role=. */
export const REGISTER_ROLE_OPTIONS: readonly { label: string; value: Role }[] = [
  { label: 'Dealer', value: 'DEALER' },
  { label: 'Agent', value: 'AGENT' },
  { label: 'User', value: 'USER' },
];

export function registerRoleFromQuery(role: string | null): Role {
  const match = REGISTER_ROLE_OPTIONS.find((o) => o.label.toLowerCase() === role?.trim().toLowerCase());
  return match ? match.value : 'USER';
}

/** Paths where the site header and footer are hidden. */
const BARE_PREFIXES = ['/login', '/forgot-password', '/register', '/reset-password', '/dashboard'];

export function hidesChrome(pathname: string): boolean {
  return BARE_PREFIXES.some((p) => pathname.startsWith(p));
}
