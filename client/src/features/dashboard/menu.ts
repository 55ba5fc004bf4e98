import { DASHBOARD_MENU, entriesFor } from '@evbazaar/common/src/permissions';
import type { Role } from '../../gql/graphql';

export interface MenuEntry {
  label: string;
  to: string;
}

/** The drawer menu of a role as the permission table lists it; a Superadmin sees the admin menu, a User none. */
export function dashboardMenuFor(role: Role | undefined): readonly MenuEntry[] {
  return entriesFor(DASHBOARD_MENU, role);
}

/** Whether a menu entry is the current page: the index matches only itself, others their sub-paths too. */
export function isActiveEntry(entry: MenuEntry, pathname: string): boolean {
  if (entry.to === '/dashboard') return pathname === '/dashboard' || pathname === '/dashboard/';
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}
