import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { requireViewer } from '../../lib/auth';
import { withMongoId } from '../../lib/rest';
import { toRestProduct } from '../products/products.rest';
import type { AvailabilityWithProduct } from './dealers.queries';

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
export const dealersRoutes: FastifyPluginAsync = async (app) => {
  const { dealers, products } = app.services;

  app.get('/dealer/profile', async (request) => {
    const profile = await dealers.myProfile(requireViewer(request.viewer));
    return { data: profile ? withMongoId(profile) : null };
  });

  app.post('/dealer/profile', async (request) => ({
    message: MESSAGES.dealers.profileUpdated,
    data: withMongoId(await dealers.saveProfile(requireViewer(request.viewer), request.body)),
  }));

  app.get<Params<'location'>>('/dealer/location/:location', async (request) => ({
    data: (await dealers.byLocation(request.params.location)).map((shop) => ({ _id: shop.id, shopName: shop.shopName })),
  }));

  app.get('/dealer/product-availability', async (request) => ({
    data: (await dealers.myAvailability(requireViewer(request.viewer))).map(toRestAvailability),
  }));

  app.post('/dealer/product-availability', async (request) => ({
    message: MESSAGES.dealers.availabilityUpdated,
    data: toRestAvailability(await dealers.setAvailability(requireViewer(request.viewer), request.body)),
  }));

  app.delete<Params<'id'>>('/dealer/product-availability/:id', async (request) => {
    await dealers.deleteAvailability(requireViewer(request.viewer), request.params.id);
    return { message: MESSAGES.dealers.availabilityDeleted };
  });

  app.get<Params<'locationId' | 'productId'>>('/dealer/product-availability/:locationId/:productId', async (request) => ({
    data: (await dealers.availabilityFor(request.params.locationId, request.params.productId)).map((entry) => ({
      _id: entry.id,
      isAvailable: entry.isAvailable,
      dealerProfile: { _id: entry.dealerProfile.id, shopName: entry.dealerProfile.shopName },
    })),
  }));

  app.post('/product/search', async (request) => {
    const found = await dealers.searchProducts(request.body);
    const full = await products.hydrate(found, { viewerId: request.viewer?.id });
    return { message: MESSAGES.dealers.searchDone, data: full.map(toRestProduct) };
  });
};
