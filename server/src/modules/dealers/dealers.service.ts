import type { Deps } from '../../deps';

/** Dealers: the rules of this area. Filled in by its issue. */
export function createDealersService(_deps: Deps) {
  return {};
}

export type DealersService = ReturnType<typeof createDealersService>;
