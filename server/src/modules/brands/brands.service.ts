import type { Deps } from '../../deps';

/** Brands: the rules of this area. Filled in by its issue. */
export function createBrandsService(_deps: Deps) {
  return {};
}

export type BrandsService = ReturnType<typeof createBrandsService>;
