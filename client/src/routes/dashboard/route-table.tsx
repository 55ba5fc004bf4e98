import { lazy, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '../../components/guards';
import type { ClientRoute } from '@evbazaar/common/src/permissions';

// one chunk per back-office screen, like the visitor screens
const Shell = lazy(() => import('./shell'));
const Index = lazy(() => import('./index'));
const Leads = lazy(() => import('./leads'));
const AdminLeads = lazy(() => import('./admin-leads'));
const DealerOfferRequests = lazy(() => import('./dealer-offer-requests'));
const DealerBookRide = lazy(() => import('./dealer-book-ride'));
const DealerProducts = lazy(() => import('./dealer-products'));
const DealerProfile = lazy(() => import('./dealer-profile'));
const Users = lazy(() => import('./users'));
const Blogs = lazy(() => import('./blogs'));
const Faqs = lazy(() => import('./faqs'));
const Brands = lazy(() => import('./brands'));
const Products = lazy(() => import('./products'));
const ProductForm = lazy(() => import('./product-form'));
const ProductComparison = lazy(() => import('./product-comparison'));
const Location = lazy(() => import('./location'));
const Contact = lazy(() => import('./contact'));
const Career = lazy(() => import('./career'));
const Pricing = lazy(() => import('./pricing'));
const Reviews = lazy(() => import('./reviews'));
const Outbox = lazy(() => import('./outbox'));
const Audit = lazy(() => import('./audit'));
const Webhooks = lazy(() => import('./webhooks'));
const DealerReviews = lazy(() => import('./dealer-reviews'));
const ApiKeys = lazy(() => import('./api-keys'));
const Import = lazy(() => import('./import'));
const NotFound = lazy(() => import('../not-found'));

/** A screen under /dashboard, guarded by its path's rule in the permission table. */
const screen = (path: string, page: ReactNode): RouteObject => ({
  path,
  element: <RequireAuth route={`/dashboard/${path}` as ClientRoute}>{page}</RequireAuth>,
});

/**
 * The dashboard's screens, relative to /dashboard (a role reaching another role's page is turned
 * away). This module is itself a lazy chunk (router.tsx mounts it on `dashboard/*`), so visitors
 * never download the back-office route table.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <Index /> },
      screen('blogs', <Blogs />),
      screen('faqs', <Faqs />),
      screen('brands', <Brands />),
      screen('products', <Products />),
      screen('products/:id', <ProductForm />),
      screen('product-comparison', <ProductComparison />),
      screen('users', <Users />),
      screen('location', <Location />),
      screen('contact', <Contact />),
      screen('career', <Career />),
      screen('pricing', <Pricing />),
      screen('leads', <Leads />),
      screen('admin-leads', <AdminLeads />),
      screen('dealer/offer-requests', <DealerOfferRequests />),
      screen('dealer/book_ride', <DealerBookRide />),
      screen('dealer/products', <DealerProducts />),
      screen('dealer/profile', <DealerProfile />),
      screen('reviews', <Reviews />),
      screen('api-keys', <ApiKeys />),
      screen('webhooks', <Webhooks />),
      screen('outbox', <Outbox />),
      screen('audit', <Audit />),
      screen('dealer/reviews', <DealerReviews />),
      screen('import', <Import />),
    ],
  },
  { path: '*', element: <NotFound /> },
];

/** Everything under /dashboard. */
export default function DashboardRoutes() {
  return useRoutes(dashboardRoutes);
}
