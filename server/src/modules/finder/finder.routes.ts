import type { FastifyPluginAsync } from 'fastify';
import { toIndiaIso } from '@evbazaar/common';

/** REST: the dealer finder (docs/decisions/0063), the same service as GraphQL's nearbyShops and shopPlaces. */
export const finderRoutes: FastifyPluginAsync = async (app) => {
  const { finder } = app.services;

  app.get('/shops/nearby', async (request) => {
    const { from, shops } = await finder.nearby(request.query);
    return {
      data: shops.map((shop) => ({
        _id: shop.id,
        shopName: shop.shopName,
        address1: shop.address1,
        address2: shop.address2,
        landmark: shop.landmark,
        cityId: shop.cityId,
        cityName: shop.cityName,
        stateId: shop.stateId,
        stateName: shop.stateName,
        lat: shop.lat,
        lng: shop.lng,
        distanceKm: shop.distanceKm,
        phone: shop.phone,
        openNow: shop.openNow,
        hoursToday: shop.hoursToday,
        nextFreeSlot: shop.nextFreeSlot && toIndiaIso(shop.nextFreeSlot),
        inStock: shop.inStock,
        locationId: shop.locationId,
      })),
      // beside the data: the place searched from, as the finder understood it
      from,
    };
  });

  app.get('/shops/places', async () => ({ data: await finder.places() }));
};
