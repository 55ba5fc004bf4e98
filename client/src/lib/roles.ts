// the permissions module alone: the package index would also pull zod and every schema
import { DROPDOWN_CHOICES, HEADER_MENU, canUse, entriesFor } from '@evbazaar/common/src/permissions';
import type { Role } from '../gql/graphql';

export interface NavItem {
  label: string;
  to: string;
}

/** Header items: the public ones plus the role's own entry (Booking ride, Leads, User Management). */
export function navItemsFor(role: Role | undefined): NavItem[] {
  return entriesFor(HEADER_MENU, role);
}

/** Profile dropdown: Wishlist for the roles that keep one, else Dashboard. */
export function dropdownItemFor(role: Role): NavItem {
  return entriesFor(DROPDOWN_CHOICES, role)[0];
}

/** After login: a redirect wins, else the back-office roles go to the dashboard and the rest home. */
export function landingFor(role: Role, redirect?: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return canUse('landOnDashboard', role) ? '/dashboard' : '/';
}

/** Paths where the site header and footer are hidden. */
const BARE_PREFIXES = ['/login', '/forgot-password', '/register', '/reset-password', '/dashboard'];

export function hidesChrome(pathname: string): boolean {
  return BARE_PREFIXES.some((p) => pathname.startsWith(p));
}

/** Paths whose own shell (the dashboard's) holds the page's `main`, beside its menu rather than around it. */
export function ownsMain(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}
