import { callerOf } from '../../http/caller';
import { MESSAGES, addressLine, canCancel, canReschedule, directionsUrl, toIndiaIso, weekdayHours } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { requireViewer } from '../../lib/auth';
import { withMongoId } from '../../lib/rest';
import type { TestDriveRow } from './test-drives.queries';

type ById = { Params: { id: string } };
/** optional paging of a list (docs/decisions/0018) */
type Listed = { Querystring: { page?: string; limit?: string } };
type ByShop = { Params: { shopId: string }; Querystring: Record<string, string> };

/** A ride row in the spec's shape; when the dealer removed it from its list is its own business. */
const toRestRide = ({ removedByDealerAt: _removed, firstResponseAt: _answered, ...ride }: TestDriveRow) => withMongoId({ ...ride, ...slotOf(ride) });

/**
 * Added to the spec's ride shapes: the slot in India time, the cancellation, and what may be done
 * with the ride now, as the rides kernel decides (GraphQL's canCancel and canReschedule).
 */
const slotOf = (ride: Pick<TestDriveRow, 'status' | 'slotStart' | 'slotEnd' | 'cancelledBy' | 'cancelReason'>) => ({
  slotStart: ride.slotStart ? toIndiaIso(ride.slotStart) : null,
  slotEnd: ride.slotEnd ? toIndiaIso(ride.slotEnd) : null,
  cancelledBy: ride.cancelledBy,
  cancelReason: ride.cancelReason,
  canCancel: canCancel(ride),
  canReschedule: canReschedule(ride),
});

/** REST compatibility: /api/test-drive/… as the spec calls it. */
export const testDrivesRoutes: FastifyPluginAsync = async (app) => {
  const { testDrives, products, shops, locations, users, reviews } = app.services;

  app.post('/test-drive', async (request, reply) => {
    const ride = await testDrives.book(callerOf(request), request.body);
    return reply.status(201).send({ message: MESSAGES.testDrives.booked, data: toRestRide(ride) });
  });

  app.get<Listed>('/test-drive', async (request) => {
    const rides = await testDrives.listMine(requireViewer(request.viewer), request.query);
    const [rideProducts, rideShops, places, reviewable, hours] = await Promise.all([
      products.byIds(rides.map((r) => r.productId)),
      shops.byIds(rides.map((r) => r.shopId)),
      locations.byIds(rides.map((r) => r.locationId)),
      reviews.canReviewRides(rides),
      testDrives.hoursOf(rides.map((r) => r.shopId)),
    ]);
    return {
      data: rides.map((ride, i) => {
        // foreign keys keep every ride's product, shop and location in place
        const [product, shop, location] = [rideProducts[i]!, rideShops[i]!, places[i]!];
        return {
          _id: ride.id,
          status: ride.status,
          createdAt: ride.createdAt,
          ...slotOf(ride),
          canReview: reviewable[i]!,
          product: { _id: product.id, name: product.name, images: product.images },
          // beside the spec's fields: the colour asked for at booking, when one was
          color: ride.colorName ? { name: ride.colorName, code: ride.colorCode } : null,
          dealer: {
            _id: shop.id,
            shopName: shop.shopName,
            address1: shop.address1,
            address2: shop.address2,
            landmark: shop.landmark,
            // beside the spec's fields: how to reach the shop after booking (issue 22.2)
            cityName: shop.cityName,
            stateName: shop.stateName,
            phone: shop.phone,
            directionsUrl: directionsUrl(addressLine([shop.shopName, shop.address1, shop.address2, shop.landmark, shop.cityName, shop.stateName])),
            hours: hours[i] ? weekdayHours(hours[i]) : null,
          },
          location: { _id: location.id, cityName: location.cityName, stateName: location.stateName },
        };
      }),
    };
  });

  app.get<Listed>('/test-drive/dealer', async (request) => {
    const { items: rides, page, totalPages, total } = await testDrives.listForDealer(requireViewer(request.viewer), request.query);
    const viewer = requireViewer(request.viewer);
    const [rideProducts, customers, phoneVisible] = await Promise.all([
      products.byIds(rides.map((r) => r.productId)),
      users.byIds(rides.map((r) => r.userId)),
      testDrives.customerPhoneVisible(viewer, rides),
    ]);
    return {
      data: rides.map((ride, i) => {
        // foreign keys keep every ride's product and customer in place
        const [product, customer] = [rideProducts[i]!, customers[i]!];
        return {
          _id: ride.id,
          status: ride.status,
          createdAt: ride.createdAt,
          ...slotOf(ride),
          product: { _id: product.id, name: product.name },
          // the phone only while the ride is open (docs/decisions/0029); never the address
          user: { _id: customer.id, name: customer.name, email: customer.email, phone: phoneVisible[i] ? customer.contact : null },
        };
      }),
      // beside the spec's data: where this page sits (docs/decisions/0018)
      currentPage: page,
      totalPages,
      total,
    };
  });

  app.put<ById>('/test-drive/:id/status', async (request) => ({
    message: MESSAGES.testDrives.statusUpdated,
    data: toRestRide(await testDrives.setStatus(callerOf(request), request.params.id, request.body)),
  }));

  app.delete<ById>('/test-drive/:id', async (request) => {
    const { outcome, ride } = await testDrives.discard(callerOf(request), request.params.id, request.body ?? {});
    return { message: MESSAGES.testDrives[outcome], data: toRestRide(ride) };
  });

  // ---------------------------------------------------------------- slots (docs/decisions/0022)

  app.post<ById>('/test-drive/:id/cancel', async (request) => ({
    message: MESSAGES.testDrives.cancelled,
    data: toRestRide(await testDrives.cancel(callerOf(request), request.params.id, request.body ?? {})),
  }));

  // the ride's calendar event, as its mails attach it (docs/decisions/0047)
  app.get<ById>('/test-drive/:id/calendar.ics', async (request, reply) => {
    const { ics, filename } = await testDrives.calendarFile(requireViewer(request.viewer), request.params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(ics);
  });

  app.put<ById>('/test-drive/:id/slot', async (request) => ({
    message: MESSAGES.testDrives.rescheduled,
    data: toRestRide(await testDrives.reschedule(callerOf(request), request.params.id, request.body)),
  }));

  app.get<ByShop>('/dealer/:shopId/slots', async (request) => ({ data: await testDrives.slots(request.params.shopId, request.query) }));

  app.get('/dealer/ride-hours', async (request) => ({ data: await testDrives.myHours(requireViewer(request.viewer)) }));

  app.put('/dealer/ride-hours', async (request) => ({ message: MESSAGES.rides.hoursSaved, data: await testDrives.saveHours(callerOf(request), request.body) }));
};
