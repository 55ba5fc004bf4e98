import type { Deps } from '../../deps';

/** Dashboards: the rules of this area. Filled in by its issue. */
export function createDashboardsService(_deps: Deps) {
  return {};
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
