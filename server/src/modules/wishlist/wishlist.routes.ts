import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { requireViewer } from '../../lib/auth';
import { present } from '../../lib/in-order';
import { toRestProduct } from '../../lib/rest-product';
import { answerLanguage } from '../../http/content-language';

/** REST compatibility: /api/users/{id}/wishlist… as the visitor spec calls it. */
export const wishlistRoutes: FastifyPluginAsync = async (app) => {
  const { wishlist, products } = app.services;

  app.post<{ Params: { userId: string; productId: string }; Querystring: { action?: string } }>('/users/:userId/wishlist/:productId', async (request) => {
    const viewer = requireViewer(request.viewer);
    await wishlist.update(viewer, request.params.userId, request.params.productId, request.query.action);
    const message = request.query.action === 'add' ? MESSAGES.catalogue.addedToWishlist : MESSAGES.catalogue.removedFromWishlist;
    return { message, wishlist: await wishlist.list(viewer, viewer.id) };
  });

  app.get<{ Params: { id: string } }>('/users/:id/wishlist', async (request, reply) => {
    const viewer = requireViewer(request.viewer);
    const locale = answerLanguage(request, reply);
    const ids = await wishlist.list(viewer, request.params.id);
    const full = await products.hydrate(present(await products.byIds(ids)), { viewerId: viewer.id });
    return { wishlist: ids, data: full.map((p) => toRestProduct(p, locale)) };
  });
};
