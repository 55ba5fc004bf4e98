import { lazy, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '../../components/guards';
import { DASHBOARD_ROLES } from '../../features/dashboard/menu';

// one chunk per back-office screen, like the visitor screens
const Shell = lazy(() => import('./shell'));
const Index = lazy(() => import('./index'));
const Leads = lazy(() => import('./leads'));
const DealerBookRide = lazy(() => import('./dealer-book-ride'));
const DealerProducts = lazy(() => import('./dealer-products'));
const DealerProfile = lazy(() => import('./dealer-profile'));
const Users = lazy(() => import('./users'));
const Blogs = lazy(() => import('./blogs'));
const Brands = lazy(() => import('./brands'));
const Products = lazy(() => import('./products'));
const ProductForm = lazy(() => import('./product-form'));
const ProductComparison = lazy(() => import('./product-comparison'));
const Location = lazy(() => import('./location'));
const Contact = lazy(() => import('./contact'));
const Career = lazy(() => import('./career'));
const NotFound = lazy(() => import('../not-found'));

const admin = (page: ReactNode) => <RequireAuth roles={DASHBOARD_ROLES.admin}>{page}</RequireAuth>;
const dealer = (page: ReactNode) => <RequireAuth roles={DASHBOARD_ROLES.dealer}>{page}</RequireAuth>;
const agent = (page: ReactNode) => <RequireAuth roles={DASHBOARD_ROLES.agent}>{page}</RequireAuth>;

/**
 * The dashboard's screens, relative to /dashboard (a role reaching another role's page is turned
 * away). This module is itself a lazy chunk (router.tsx mounts it on `dashboard/*`), so visitors
 * never download the back-office route table or its role lists.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <Index /> },
      { path: 'blogs', element: admin(<Blogs />) },
      { path: 'brands', element: admin(<Brands />) },
      { path: 'products', element: admin(<Products />) },
      { path: 'products/:id', element: admin(<ProductForm />) },
      { path: 'product-comparison', element: admin(<ProductComparison />) },
      { path: 'users', element: admin(<Users />) },
      { path: 'location', element: admin(<Location />) },
      { path: 'contact', element: admin(<Contact />) },
      { path: 'career', element: admin(<Career />) },
      { path: 'leads', element: agent(<Leads />) },
      { path: 'dealer/book_ride', element: dealer(<DealerBookRide />) },
      { path: 'dealer/products', element: dealer(<DealerProducts />) },
      { path: 'dealer/profile', element: dealer(<DealerProfile />) },
    ],
  },
  { path: '*', element: <NotFound /> },
];

/** Everything under /dashboard. */
export default function DashboardRoutes() {
  return useRoutes(dashboardRoutes);
}
