import { callerOf } from '../../http/caller';
import { MESSAGES, responseBadge } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { requireViewer } from '../../lib/auth';
import { withMongoId } from '../../lib/rest';
import { toRestProduct } from '../../lib/rest-product';
import type { AvailabilityWithProduct } from './shops.queries';

type Params<K extends string> = { Params: Record<K, string> };

/** An own availability entry as the back-office spec reads it: productId is the product object. */
const toRestAvailability = (entry: Pick<AvailabilityWithProduct, 'id' | 'isAvailable' | 'product' | 'createdAt' | 'updatedAt'>) => ({
  _id: entry.id,
  productId: { _id: entry.product.id, name: entry.product.name },
  isAvailable: entry.isAvailable,
  createdAt: entry.createdAt,
  updatedAt: entry.updatedAt,
});

/** REST compatibility: /api/dealer/… and /api/product/search as the spec calls them. */
export const shopsRoutes: FastifyPluginAsync = async (app) => {
  const { shops, products } = app.services;

  app.get('/dealer/profile', async (request) => {
    const profile = await shops.myShop(requireViewer(request.viewer));
    return { data: profile ? withMongoId(profile) : null };
  });

  app.post('/dealer/profile', async (request) => ({
    message: MESSAGES.dealers.profileUpdated,
    data: withMongoId(await shops.saveShop(callerOf(request), request.body)),
  }));

  app.put<Params<'id'>>('/admin/shops/:id/position', async (request) => ({
    message: MESSAGES.finder.positionSaved,
    data: withMongoId(await shops.setPosition(callerOf(request), request.params.id, request.body)),
  }));

  app.get<Params<'location'>>('/dealer/location/:location', async (request) => ({
    data: (await shops.byLocation(request.params.location)).map((shop) => ({ _id: shop.id, shopName: shop.shopName })),
  }));

  app.get<{ Querystring: { page?: string; limit?: string } }>('/dealer/product-availability', async (request) => {
    const { items, page, totalPages, total } = await shops.myAvailability(requireViewer(request.viewer), request.query);
    // beside the spec's data: where this page sits (docs/decisions/0018)
    return { data: items.map(toRestAvailability), currentPage: page, totalPages, total };
  });

  app.post('/dealer/product-availability', async (request) => ({
    message: MESSAGES.dealers.availabilityUpdated,
    data: toRestAvailability(await shops.setAvailability(callerOf(request), request.body)),
  }));

  app.delete<Params<'id'>>('/dealer/product-availability/:id', async (request) => {
    await shops.deleteAvailability(callerOf(request), request.params.id);
    return { message: MESSAGES.dealers.availabilityDeleted };
  });

  app.get<Params<'locationId' | 'productId'>>('/dealer/product-availability/:locationId/:productId', async (request) => {
    const entries = await shops.availabilityFor(request.params.locationId, request.params.productId);
    // each shop's test-ride response time (docs/decisions/0022), null below 5 answered rides
    const times = await app.services.testDrives.responseTimes(entries.map((entry) => entry.shop.id));
    return {
      data: entries.map((entry, i) => ({
        _id: entry.id,
        isAvailable: entry.isAvailable,
        dealerProfile: {
          _id: entry.shop.id,
          shopName: entry.shop.shopName,
          rideResponse: times[i] && { ...times[i], label: responseBadge(times[i].medianMinutes) },
        },
      })),
    };
  });

  app.post('/product/search', async (request) => {
    const found = await shops.searchProducts(request.body);
    const full = await products.hydrate(found, { viewerId: request.viewer?.id });
    return { message: MESSAGES.dealers.searchDone, data: full.map((p) => toRestProduct(p)) };
  });
};
