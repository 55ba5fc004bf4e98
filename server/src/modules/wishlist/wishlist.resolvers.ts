import type { Resolvers } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';
import { asProductParent } from '../products/products.resolvers';

export const wishlistResolvers: Resolvers = {
  Query: {
    myWishlist: async (_, __, { services, viewer }) => {
      const ids = await services.wishlist.idsOf(requireViewer(viewer).id);
      return (await services.products.byIds(ids)).flatMap((row) => (row ? [asProductParent(row)] : []));
    },
  },
  Mutation: {
    addToWishlist: async (_, { productId }, { services, viewer }) =>
      asProductParent(await services.wishlist.update(requireViewer(viewer), requireViewer(viewer).id, productId, 'add')),
    removeFromWishlist: async (_, { productId }, { services, viewer }) =>
      asProductParent(await services.wishlist.update(requireViewer(viewer), requireViewer(viewer).id, productId, 'remove')),
  },
};
