import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from './components/guards';
import { Layout } from './components/layout';
import { DEALER_FINDER_PARAMS } from './features/finder/finder-params';
import { LIST_FILTER_PARAMS } from './features/products/list-filters';
import { ToEnglish } from './components/to-english';
import { useLocale } from './lib/i18n';
import type { RouteHandle } from './lib/page-url';

// one chunk per screen: a visitor downloads only the page they open
const Home = lazy(() => import('./routes/home'));
const About = lazy(() => import('./routes/about'));
// the dealer finder (docs/decisions/0063)
const Dealers = lazy(() => import('./routes/dealers'));
const Contact = lazy(() => import('./routes/contact'));
const Career = lazy(() => import('./routes/career'));
const Faq = lazy(() => import('./routes/faq'));
const PrivacyPolicy = lazy(() => import('./routes/privacy-policy'));
const Terms = lazy(() => import('./routes/terms-and-conditions'));
const Accessibility = lazy(() => import('./routes/accessibility'));
const Blogs = lazy(() => import('./routes/blogs'));
const BlogDetail = lazy(() => import('./routes/blog-detail'));
const ProductDetail = lazy(() => import('./routes/product-detail'));
const EVehicles = lazy(() => import('./routes/e-vehicles'));
const EVehiclesByType = lazy(() => import('./routes/e-vehicles-by-type'));
const BrandPage = lazy(() => import('./routes/brand-page'));
const Search = lazy(() => import('./routes/search'));
const JoinAsDealer = lazy(() => import('./routes/join-as-dealer'));
const Login = lazy(() => import('./routes/login'));
const Register = lazy(() => import('./routes/register'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const Profile = lazy(() => import('./routes/profile'));
// /book_ride (the spec's path) lists the customer's own test rides
const MyTestRides = lazy(() => import('./routes/my-test-rides'));
// /book_ride/{id}: one ride's booking confirmation
const MyTestRide = lazy(() => import('./routes/my-test-ride'));
const Wishlist = lazy(() => import('./routes/wishlist'));
const NotFound = lazy(() => import('./routes/not-found'));
const SearchResults = lazy(() => import('./routes/search-results'));
const Compare = lazy(() => import('./routes/compare'));
const PublicComparisons = lazy(() => import('./routes/product-comparison'));
const PublicComparisonDetail = lazy(() => import('./routes/product-comparison-detail'));
// GraphiQL for dealers and admins: its chunk (and the editor's) loads only on this page
const ApiExplorer = lazy(() => import('./routes/api-explorer'));
// the whole back-office (its route table, shell, screens and charts) loads only on /dashboard/*
const Dashboard = lazy(() => import('./routes/dashboard/route-table'));

/**
 * Every route is rendered on the server with its data (entry-server.tsx) unless it is marked
 * client-only: pages that depend on the signed-in user and the back-office. A page that reads
 * query parameters names them in `searchParams`; the server drops every other one before it
 * caches or renders the page (lib/page-url.ts), and router.test.tsx fails on a read not named.
 */
const CLIENT_ONLY: RouteHandle = { clientOnly: true };
// the back-office and the API explorer are in English only (README): their Hindi addresses lead there
const ENGLISH_ONLY: RouteHandle = { clientOnly: true, englishOnly: true };
const LIST_FILTERS: RouteHandle = { searchParams: LIST_FILTER_PARAMS };

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'about', element: <About /> },
      { path: 'dealers', handle: { searchParams: DEALER_FINDER_PARAMS } satisfies RouteHandle, element: <Dealers /> },
      { path: 'contact', element: <Contact /> },
      { path: 'career', element: <Career /> },
      { path: 'faq', element: <Faq /> },
      { path: 'privacy-policy', element: <PrivacyPolicy /> },
      { path: 'terms-and-conditions', element: <Terms /> },
      { path: 'accessibility', element: <Accessibility /> },
      { path: 'blogs', element: <Blogs /> },
      { path: 'blogs/:id', element: <BlogDetail /> },
      { path: 'products/:id', element: <ProductDetail /> },
      { path: 'e_vehicles', element: <EVehicles /> },
      { path: 'e_vehicles/:type', handle: LIST_FILTERS, element: <EVehiclesByType /> },
      { path: 'brands/:slug', handle: LIST_FILTERS, element: <BrandPage /> },
      { path: 'join-as-dealer', element: <JoinAsDealer /> },
      {
        path: 'search',
        handle: CLIENT_ONLY,
        element: (
          <RequireAuth route="/search">
            <Search />
          </RequireAuth>
        ),
      },
      {
        path: 'login',
        handle: CLIENT_ONLY,
        element: (
          <GuestOnly>
            <Login />
          </GuestOnly>
        ),
      },
      {
        path: 'register',
        handle: CLIENT_ONLY,
        element: (
          <GuestOnly>
            <Register />
          </GuestOnly>
        ),
      },
      {
        path: 'forgot-password',
        handle: CLIENT_ONLY,
        element: (
          <GuestOnly>
            <ForgotPassword />
          </GuestOnly>
        ),
      },
      {
        path: 'reset-password/:token',
        handle: CLIENT_ONLY,
        element: (
          <GuestOnly>
            <ResetPassword />
          </GuestOnly>
        ),
      },
      {
        path: 'profile',
        handle: CLIENT_ONLY,
        element: (
          <RequireAuth route="/profile">
            <Profile />
          </RequireAuth>
        ),
      },
      {
        path: 'book_ride',
        handle: CLIENT_ONLY,
        element: (
          <RequireAuth route="/book_ride">
            <MyTestRides />
          </RequireAuth>
        ),
      },
      {
        path: 'book_ride/:id',
        handle: CLIENT_ONLY,
        element: (
          <RequireAuth route="/book_ride/:id">
            <MyTestRide />
          </RequireAuth>
        ),
      },
      {
        path: 'wishlist',
        handle: CLIENT_ONLY,
        element: (
          <RequireAuth route="/wishlist">
            <Wishlist />
          </RequireAuth>
        ),
      },
      { path: 'product-comparison', element: <PublicComparisons /> },
      { path: 'product-comparison/:id', element: <PublicComparisonDetail /> },
      { path: 'search-results', handle: { searchParams: ['q'] } satisfies RouteHandle, element: <SearchResults /> },
      { path: 'compare/:slugs', handle: { searchParams: ['diff'] } satisfies RouteHandle, element: <Compare /> },
      { path: 'dashboard/*', handle: ENGLISH_ONLY, element: <Dashboard /> },
      // the documentation itself (/docs/api) is the server's; the explorer signs in like the back-office
      { path: 'docs/api/explorer', handle: ENGLISH_ONLY, element: <ApiExplorer /> },
      // the header's role items use the spec's paths; the screens live in the dashboard
      { path: 'agent/leads', handle: ENGLISH_ONLY, element: <Navigate to="/dashboard/leads" replace /> },
      { path: 'admin/users', handle: ENGLISH_ONLY, element: <Navigate to="/dashboard/users" replace /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The route table, rendered in declarative mode under <BrowserRouter>: the data-router
 * machinery (loaders, actions) is unused here and would cost ~10 KB gz on every page.
 */
export function AppRoutes() {
  return useRoutes(useLocale() === 'en' ? routes : localizedRoutes);
}

/** The table under a language's prefix: the pages in English only send the visitor to their English address. */
const toEnglish = (route: RouteObject): RouteObject => ((route.handle as RouteHandle | undefined)?.englishOnly ? { ...route, element: <ToEnglish /> } : route);
const localizedRoutes: RouteObject[] = routes.map((root) => (root.children ? { ...root, children: root.children.map(toEnglish) } : root));
