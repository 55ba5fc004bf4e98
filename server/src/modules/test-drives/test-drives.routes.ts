import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { withMongoId } from '../../lib/rest';
import type { TestDriveRow } from './test-drives.queries';

type ById = { Params: { id: string } };

/** A ride row in the spec's shape; when the dealer removed it from its list is its own business. */
const toRestRide = ({ removedByDealerAt: _removed, ...ride }: TestDriveRow) => withMongoId(ride);

/** REST compatibility: /api/test-drive/… as the spec calls it. */
export const testDrivesRoutes: FastifyPluginAsync = async (app) => {
  const { testDrives } = app.services;

  app.post('/test-drive', async (request, reply) => {
    const ride = await testDrives.book(request.viewer!, request.body);
    return reply.status(201).send({ message: MESSAGES.testDrives.booked, data: toRestRide(ride) });
  });

  app.get('/test-drive', async (request) => ({
    data: (await testDrives.listMine(request.viewer!)).map((ride) => ({
      _id: ride.id,
      status: ride.status,
      createdAt: ride.createdAt,
      product: { _id: ride.product.id, name: ride.product.name, images: ride.product.images },
      dealer: {
        _id: ride.dealer.id,
        shopName: ride.dealer.shopName,
        address1: ride.dealer.address1,
        address2: ride.dealer.address2,
        landmark: ride.dealer.landmark,
      },
      location: { _id: ride.location.id, cityName: ride.location.cityName, stateName: ride.location.stateName },
    })),
  }));

  app.get('/test-drive/dealer', async (request) => ({
    data: (await testDrives.listForDealer(request.viewer!)).map((ride) => ({
      _id: ride.id,
      status: ride.status,
      createdAt: ride.createdAt,
      product: { _id: ride.product.id, name: ride.product.name },
      user: { _id: ride.user.id, name: ride.user.name, email: ride.user.email },
    })),
  }));

  app.put<ById>('/test-drive/:id/status', async (request) => ({
    message: MESSAGES.testDrives.statusUpdated,
    data: toRestRide(await testDrives.setStatus(request.viewer!, request.params.id, request.body)),
  }));

  app.delete<ById>('/test-drive/:id', async (request) => {
    const { outcome, ride } = await testDrives.discard(request.viewer!, request.params.id);
    return { message: MESSAGES.testDrives[outcome], data: toRestRide(ride) };
  });
};
