import { DASHBOARD_MENU, HEADER_MENU, ROLES, ROUTE_RULES, canOpen, canUse, rolesOf, type Role } from '@evbazaar/common/src/permissions';
import { routes } from '../router';
import { dashboardRoutes } from '../routes/dashboard/route-table';
import { dashboardMenuFor } from '../features/dashboard/menu';
import { dropdownItemFor, navItemsFor } from './roles';

const rolesPassing = (check: (role: Role) => boolean) => ROLES.filter(check);

describe('the client permission table', () => {
  it('shows the wishlist button to exactly the roles that may open the wishlist page', () => {
    expect(rolesPassing((r) => canUse('wishlistButton', r))).toEqual(['USER', 'AGENT', 'SUPERADMIN']);
    expect(rolesPassing((r) => canOpen('/wishlist', r))).toEqual(rolesPassing((r) => canUse('wishlistButton', r)));
    expect(canUse('wishlistButton', 'SUPERADMIN')).toBe(true);
    expect(canUse('wishlistButton', undefined)).toBe(false);
  });

  it('offers the booking form to customers only, like the /book_ride page', () => {
    expect(rolesPassing((r) => canUse('bookTestDrive', r))).toEqual(['USER']);
    expect(rolesPassing((r) => canOpen('/book_ride', r))).toEqual(['USER']);
  });

  it('names a rule for every route the router declares', () => {
    const paths = (list: typeof routes, prefix: string): string[] =>
      list.flatMap((r) => [...(r.path && r.path !== '*' && !r.path.endsWith('/*') ? [`${prefix}${r.path}`] : []), ...paths(r.children ?? [], prefix)]);
    const declared = [...paths(routes, '/'), ...paths(dashboardRoutes, '/dashboard/')];
    // the guests-only pages and the header's redirects to dashboard screens need no rule of their own
    const unguarded = ['/login', '/register', '/forgot-password', '/reset-password/:token', '/agent/leads', '/admin/users'];
    const missing = declared.filter((p) => !(p in ROUTE_RULES) && !unguarded.includes(p));
    expect(missing).toEqual([]);
    expect(declared.length).toBeGreaterThan(30);
  });

  it('gives each header entry to the roles of its rule', () => {
    const shownTo = (label: string) => rolesPassing((r) => navItemsFor(r).some((i) => i.label === label));
    expect(shownTo('Home')).toEqual([...ROLES]);
    expect(shownTo('Booking ride')).toEqual(['USER']);
    expect(shownTo('Leads')).toEqual(['AGENT']);
    expect(shownTo('User Management')).toEqual(['SUPERADMIN']);
    expect(HEADER_MENU.filter((e) => e.rule === 'public').map((e) => e.label)).toEqual(navItemsFor(undefined).map((i) => i.label));
  });

  it('gives each dashboard entry to the roles of its rule, superadmins passing wherever admins do', () => {
    for (const entry of DASHBOARD_MENU) {
      const shownTo = rolesPassing((r) => dashboardMenuFor(r).some((e) => e.label === entry.label && e.to === entry.to));
      expect(shownTo).toEqual(expect.arrayContaining([...(rolesOf(entry.rule) ?? [])]));
    }
    expect(rolesPassing((r) => dashboardMenuFor(r).some((e) => e.to === '/dashboard/users'))).toEqual(['ADMIN', 'SUPERADMIN']);
  });

  it('links each dashboard entry to a screen its roles may open', () => {
    for (const entry of DASHBOARD_MENU) {
      for (const role of rolesOf(entry.rule) ?? [])
        expect([entry.to, role, canOpen(entry.to as keyof typeof ROUTE_RULES, role)]).toEqual([entry.to, role, true]);
    }
  });

  it('puts Wishlist in the dropdown of the wishlist roles and Dashboard in the others', () => {
    expect(rolesPassing((r) => dropdownItemFor(r).label === 'Wishlist')).toEqual(rolesPassing((r) => canUse('wishlistButton', r)));
    expect(rolesPassing((r) => dropdownItemFor(r).label === 'Dashboard')).toEqual(['DEALER', 'ADMIN']);
  });
});
