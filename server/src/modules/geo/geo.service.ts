import type { Deps } from '../../deps';

/** Geo: the rules of this area. Filled in by its issue. */
export function createGeoService(_deps: Deps) {
  return {};
}

export type GeoService = ReturnType<typeof createGeoService>;
