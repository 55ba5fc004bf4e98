import { MESSAGES } from '@evbazaar/common';
import type { Deps, Viewer } from '../../deps';
import { BadInput, Forbidden } from '../../lib/errors';
import type { ProductsService } from '../products/products.service';
import * as q from './wishlist.queries';

export type WishlistAction = 'add' | 'remove';

export function createWishlistService({ db, catalogue }: Deps, { products }: { products: ProductsService }) {
  /** Ownership: a wishlist is read and changed only by its owner. */
  function assertOwner(viewer: Viewer, userId: string) {
    if (viewer.id !== userId) throw new Forbidden(MESSAGES.users.ownWishlistOnly);
  }

  return {
    /** Product ids in a user's wishlist, oldest first (for other areas, e.g. the user's REST shape). */
    idsOf: (userId: string) => q.productIdsOf(db, userId),

    /** Own wishlist only: the product ids of it. */
    async list(viewer: Viewer, userId: string) {
      assertOwner(viewer, userId);
      return q.productIdsOf(db, userId);
    },

    /** Own wishlist only: adds (idempotent) or removes a product; answers the product row. */
    async update(viewer: Viewer, userId: string, productId: string, action: unknown) {
      assertOwner(viewer, userId);
      if (action !== 'add' && action !== 'remove') {
        throw new BadInput(MESSAGES.catalogue.wishlistActionInvalid, { action: MESSAGES.catalogue.wishlistActionInvalid });
      }
      const product = await products.get(productId);
      if (action === 'add') await q.addItem(db, userId, productId);
      else await q.removeItem(db, userId, productId);
      // an agent's dashboard counts its wishlist
      catalogue.changed('wishlist');
      return product;
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
