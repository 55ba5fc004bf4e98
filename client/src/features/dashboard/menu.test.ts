import { dashboardMenuFor, isActiveEntry } from './menu';

const labels = (role: Parameters<typeof dashboardMenuFor>[0]) => dashboardMenuFor(role).map((e) => `${e.label} ${e.to}`);

describe('the dashboard menu per role', () => {
  it('gives a dealer its six entries, its offer requests, spreadsheets and audit trail, then its API keys', () => {
    expect(labels('DEALER')).toEqual([
      'Dashboard /dashboard',
      'Test Drives /dashboard/dealer/book_ride',
      'Products /dashboard/dealer/products',
      'Profile /dashboard/dealer/profile',
      'Reviews /dashboard/dealer/reviews',
      'Webhooks /dashboard/webhooks',
      'Offer Requests /dashboard/dealer/offer-requests',
      'Import / Export /dashboard/import',
      'Audit Trail /dashboard/audit',
      'API Keys /dashboard/api-keys',
    ]);
  });

  it('gives an agent only Leads', () => {
    expect(labels('AGENT')).toEqual(['Leads /dashboard/leads']);
  });

  it("gives an admin, and a superadmin, the spec's management entries in order, with the FAQ editor beside Blogs", () => {
    const expected = [
      'Dashboard /dashboard',
      'Blogs /dashboard/blogs',
      'FAQs /dashboard/faqs',
      'Brands /dashboard/brands',
      'Products /dashboard/products',
      'Product Comparison /dashboard/product-comparison',
      'User Management /dashboard/users',
      'Locations /dashboard/location',
      'Contact /dashboard/contact',
      'Career /dashboard/career',
      'Pricing /dashboard/pricing',
      'Reviews /dashboard/reviews',
      'Mail Outbox /dashboard/outbox',
      'Webhooks /dashboard/webhooks',
      'Leads /dashboard/admin-leads',
      'Import / Export /dashboard/import',
      'Audit Trail /dashboard/audit',
      'API Keys /dashboard/api-keys',
    ];
    expect(labels('ADMIN')).toEqual(expected);
    expect(labels('SUPERADMIN')).toEqual(expected);
  });

  it('gives a user, or nobody, an empty menu', () => {
    expect(dashboardMenuFor('USER')).toEqual([]);
    expect(dashboardMenuFor(undefined)).toEqual([]);
  });

  it('marks the index only on itself and other entries on their sub-pages too', () => {
    const index = { label: 'Dashboard', to: '/dashboard' };
    const products = { label: 'Products', to: '/dashboard/products' };
    expect(isActiveEntry(index, '/dashboard')).toBe(true);
    expect(isActiveEntry(index, '/dashboard/products')).toBe(false);
    expect(isActiveEntry(products, '/dashboard/products/new')).toBe(true);
    expect(isActiveEntry(products, '/dashboard/product-comparison')).toBe(false);
  });
});
