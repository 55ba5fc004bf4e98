import { canCancel, canReschedule, responseBadge, toIndiaIso, weekdayHours } from '@evbazaar/common';
import type { MercuriusLoaders } from 'mercurius';
import type { GraphQLContext } from '../../graphql/context';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { RideCanceller, Resolvers, ShopRideHours, TestDriveStatus } from '../../gql/resolvers-types';
import { underNewName } from '../../graphql/renamed-names';
import { requireViewer } from '../../lib/auth';
import type { RideHoursRow, TestDriveRow } from './test-drives.service';

/** The stored calendar as GraphQL gives it: weekdays numbered 1 (Monday) to 7. */
const toGraphQLHours = (row: RideHoursRow | null): ShopRideHours | null =>
  row && {
    days: weekdayHours(row.weekly),
    closedDates: row.closedDates,
    slotMinutes: row.slotMinutes,
    capacity: row.capacity,
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
  };

export const testDrivesResolvers: Resolvers = {
  Query: {
    myTestDrives: (_, paging, { services, viewer }) => services.testDrives.listMine(requireViewer(viewer), paging),
    myTestDrive: (_, { id }, { services, viewer }) => services.testDrives.mine(requireViewer(viewer), id),
    dealerTestDrives: async (_, paging, { services, viewer }) => (await services.testDrives.listForDealer(requireViewer(viewer), paging)).items,
    dealerTestDriveCount: (_, __, { services, viewer }) => services.testDrives.countForDealer(requireViewer(viewer)),
    testRideSlots: (_, { shopId, productId, from, days }, { services }) => services.testDrives.slots(shopId, { productId, from, days: days ?? undefined }),
    myShopRideHours: async (_, __, { services, viewer }) => toGraphQLHours(await services.testDrives.myHours(requireViewer(viewer))),
  },
  Mutation: {
    // dealerId: the deprecated name of shopId (docs/decisions/0056), removed after 2027-06-30
    bookTestDrive: (_, { input }, { services, caller }) => services.testDrives.book(caller, underNewName(input, 'shopId', 'dealerId')),
    cancelTestDrive: (_, { id, reason }, { services, caller }) => services.testDrives.cancel(caller, id, { reason }),
    setTestDriveStatus: (_, { id, status, reason }, { services, caller }) =>
      services.testDrives.setStatus(caller, id, { status: fromGraphQLEnum(status), reason }),
    rescheduleTestDrive: (_, { id, slotStart }, { services, caller }) => services.testDrives.reschedule(caller, id, { slotStart }),
    removeTestDrive: async (_, { id }, { services, caller }) => (await services.testDrives.remove(caller, id)).id,
    setShopRideHours: async (_, { input }, { services, caller }) => toGraphQLHours(await services.testDrives.saveHours(caller, input))!,
  },
  TestDrive: {
    status: (ride) => toGraphQLEnum<TestDriveStatus>(ride.status),
    slotStart: (ride) => (ride.slotStart ? toIndiaIso(ride.slotStart) : null),
    slotEnd: (ride) => (ride.slotEnd ? toIndiaIso(ride.slotEnd) : null),
    cancelledBy: (ride) => (ride.cancelledBy ? toGraphQLEnum<RideCanceller>(ride.cancelledBy) : null),
    // the rides kernel decides; screens read these instead of re-deriving the rule
    canCancel: (ride) => canCancel(ride),
    canReschedule: (ride) => canReschedule(ride),
    color: (ride) => (ride.colorName ? { name: ride.colorName, code: ride.colorCode ?? '#000000' } : null),
  },
};

type Batch = { obj: TestDriveRow }[];
const shopsOfRides = (queries: Batch, { services }: GraphQLContext) => services.shops.byIds(queries.map(({ obj }) => obj.shopId));

/** A ride's product, shop, location and customer, each read by id through its own module's service. */
export const testDrivesLoaders: MercuriusLoaders<GraphQLContext> = {
  TestDrive: {
    product: (queries: Batch, { services }) => services.products.byIds(queries.map(({ obj }) => obj.productId)),
    shop: shopsOfRides,
    // the deprecated name of shop (docs/decisions/0056), removed after 2027-06-30
    dealer: shopsOfRides,
    location: (queries: Batch, { services }) => services.locations.byIds(queries.map(({ obj }) => obj.locationId)),
    // the dealer learns the customer's name and e-mail, and the phone only while its own shop's ride
    // is open (docs/decisions/0029); never the address
    customer: async (queries: Batch, { services, viewer }) => {
      const rides = queries.map(({ obj }) => obj);
      const [people, phoneVisible] = await Promise.all([
        services.users.byIds(rides.map((r) => r.userId)),
        services.testDrives.customerPhoneVisible(viewer, rides),
      ]);
      return people.map((u, i) => u && { id: u.id, name: u.name, email: u.email, phone: phoneVisible[i] ? u.contact : null });
    },
    // anyone who reaches a ride is its customer or its shop's dealer (checked in the service)
    shopPhone: async (queries: Batch, { services }) => (await services.shops.byIds(queries.map(({ obj }) => obj.shopId))).map((shop) => shop?.phone ?? null),
    // the same two readers; the hours are no secret (the public slots follow them)
    shopHours: async (queries: Batch, { services }) =>
      (await services.testDrives.hoursOf(queries.map(({ obj }) => obj.shopId))).map((weekly) => weekly && weekdayHours(weekly)),
  },
  Shop: {
    // one grouped percentile_cont query for every shop of the answer
    rideResponse: async (queries: { obj: { id: string } }[], { services }) =>
      (await services.testDrives.responseTimes(queries.map(({ obj }) => obj.id))).map((t) => t && { ...t, label: responseBadge(t.medianMinutes) }),
  },
};
