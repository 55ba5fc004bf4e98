import type { Deps } from '../../deps';

/** Wishlist: the rules of this area. Filled in by its issue. */
export function createWishlistService(_deps: Deps) {
  return {};
}

export type WishlistService = ReturnType<typeof createWishlistService>;
