import { matchRoutes, type RouteObject } from 'react-router';

/**
 * What a route's `handle` tells the server renderer: `clientOnly` pages (the back-office,
 * signed-in and guest-only pages) are left to the browser; `searchParams` names the query
 * parameters the page reads. Every other parameter (utm_source, a crawler's ?x=1) is dropped
 * before the server caches or renders the page (docs/decisions/0036).
 */
export interface RouteHandle {
  clientOnly?: boolean;
  searchParams?: readonly string[];
  /** the back-office and the API explorer: no Hindi twin (its `/hi` address leads to the English page) */
  englishOnly?: boolean;
}

const handleOf = (route: RouteObject) => route.handle as RouteHandle | undefined;

/**
 * The address a public page is rendered and cached under: its path and, sorted, only the query
 * parameters its routes declare, so `/e_vehicles/scooter?utm_source=x` is `/e_vehicles/scooter`.
 * Client-only pages keep their address as it is (the server never renders them).
 */
export function pageUrl(routes: RouteObject[], url: string): string {
  const at = url.indexOf('?');
  const hash = url.indexOf('#');
  const path = url.slice(0, at >= 0 ? at : hash >= 0 ? hash : url.length);
  const matches = matchRoutes(routes, path) ?? [];
  if (matches.some((m) => handleOf(m.route)?.clientOnly)) return url;
  const read = new Set(matches.flatMap((m) => handleOf(m.route)?.searchParams ?? []));
  if (at < 0 || read.size === 0) return path;
  const given = new URLSearchParams(url.slice(at + 1, hash > at ? hash : undefined));
  const kept = new URLSearchParams();
  for (const [key, value] of given) if (read.has(key)) kept.append(key, value);
  kept.sort();
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}
