import type { Resolvers } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';
import { present } from '../../lib/in-order';

export const wishlistResolvers: Resolvers = {
  Query: { myWishlist: async (_, __, { services, viewer }) => present(await services.products.byIds(await services.wishlist.idsOf(requireViewer(viewer).id))) },
  Mutation: {
    addToWishlist: (_, { productId }, { services, viewer }) => services.wishlist.update(requireViewer(viewer), requireViewer(viewer).id, productId, 'add'),
    removeFromWishlist: (_, { productId }, { services, viewer }) =>
      services.wishlist.update(requireViewer(viewer), requireViewer(viewer).id, productId, 'remove'),
  },
};
