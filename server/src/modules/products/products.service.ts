import type { Deps } from '../../deps';

/** Products: the rules of this area. Filled in by its issue. */
export function createProductsService(_deps: Deps) {
  return {};
}

export type ProductsService = ReturnType<typeof createProductsService>;
