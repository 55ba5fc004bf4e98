import { registerRoleFromQuery } from './role-options';
import { dropdownItemFor, hidesChrome, landingFor, navItemsFor } from './roles';

const labels = (role?: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((i) => i.label);

describe('header items', () => {
  it('shows the public items to guests, Dealers and Admins', () => {
    // the spec's five, and the dealer finder (issue 27) before Contact us
    const publicItems = ['Home', 'About us', 'E-Vehicles', 'Blogs', 'Find a dealer', 'Contact us'];
    expect(labels(undefined)).toEqual(publicItems);
    expect(labels('DEALER')).toEqual(publicItems);
    expect(labels('ADMIN')).toEqual(publicItems);
  });

  it('appends the role item: Booking ride, Leads, User Management', () => {
    expect(navItemsFor('USER').at(-1)).toEqual({ label: 'Booking ride', to: '/book_ride' });
    expect(navItemsFor('AGENT').at(-1)).toEqual({ label: 'Leads', to: '/agent/leads' });
    expect(navItemsFor('SUPERADMIN').at(-1)).toEqual({ label: 'User Management', to: '/admin/users' });
  });

  it('offers Dashboard to Admin and Dealer and Wishlist to every other role', () => {
    expect(dropdownItemFor('ADMIN')).toEqual({ label: 'Dashboard', to: '/dashboard' });
    expect(dropdownItemFor('DEALER')).toEqual({ label: 'Dashboard', to: '/dashboard' });
    for (const role of ['USER', 'AGENT', 'SUPERADMIN'] as const) expect(dropdownItemFor(role).label).toBe('Wishlist');
  });
});

describe('after login', () => {
  it('follows a redirect, else sends User home and other roles to the dashboard', () => {
    expect(landingFor('USER', '/products/7')).toBe('/products/7');
    expect(landingFor('USER', null)).toBe('/');
    expect(landingFor('DEALER')).toBe('/dashboard');
    expect(landingFor('ADMIN', '')).toBe('/dashboard');
  });

  it('ignores redirects that leave the site', () => {
    expect(landingFor('USER', 'https://evil.example')).toBe('/');
    expect(landingFor('USER', '//evil.example')).toBe('/');
  });
});

describe('registration role from ?role=', () => {
  it('matches Dealer, Agent or User case-insensitively and defaults to User', () => {
    expect(registerRoleFromQuery('dealer')).toBe('DEALER');
    expect(registerRoleFromQuery('AGENT')).toBe('AGENT');
    expect(registerRoleFromQuery('User')).toBe('USER');
    expect(registerRoleFromQuery('admin')).toBe('USER');
    expect(registerRoleFromQuery(null)).toBe('USER');
  });
});

describe('bare pages', () => {
  it('hides header and footer on auth pages and the dashboard only', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password/abc', '/dashboard', '/dashboard/blogs']) {
      expect(hidesChrome(path)).toBe(true);
    }
    for (const path of ['/', '/blogs', '/products/1', '/profile']) expect(hidesChrome(path)).toBe(false);
  });
});
