import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
// the permissions module alone: the package index would also pull zod and every schema
import { ROUTE_RULES, canOpen, type ClientRoute } from '@evbazaar/common/src/permissions';
import { landingFor } from '../lib/roles';
import { useSession } from '../lib/session';
import { NoAccess } from './no-access';
import { Loading } from './states';

/**
 * Guests-only pages (login, register, password recovery) send a signed-in user where signing in
 * there lands: the page's `redirect`, else the role's landing page. The login form navigates
 * there itself; both must agree, or whichever runs last wins the race.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  if (loading) return <Loading />;
  if (user) return <Navigate to={landingFor(user.role, params.get('redirect'))} replace />;
  return <>{children}</>;
}

/**
 * A page guarded by its route's rule in the permission table: a guest goes to /login with a
 * redirect back, a role the rule refuses sees the no-access screen (not a silent redirect). The server enforces the same rules on every call.
 */
export function RequireAuth({ route, children }: { route: ClientRoute; children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (ROUTE_RULES[route] === 'public') return <>{children}</>;
  if (loading) return <Loading />;
  if (!user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (!canOpen(route, user.role)) return <NoAccess />;
  return <>{children}</>;
}
