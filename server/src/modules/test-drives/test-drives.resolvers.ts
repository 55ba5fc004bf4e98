import type { MercuriusLoaders } from 'mercurius';
import type { GraphQLContext } from '../../graphql/context';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { Resolvers, TestDriveStatus } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';
import type { TestDriveRow } from './test-drives.service';

export const testDrivesResolvers: Resolvers = {
  Query: {
    myTestDrives: (_, paging, { services, viewer }) => services.testDrives.listMine(requireViewer(viewer), paging),
    dealerTestDrives: async (_, paging, { services, viewer }) => (await services.testDrives.listForDealer(requireViewer(viewer), paging)).items,
    dealerTestDriveCount: (_, __, { services, viewer }) => services.testDrives.countForDealer(requireViewer(viewer)),
  },
  Mutation: {
    bookTestDrive: (_, { input }, { services, viewer }) => services.testDrives.book(requireViewer(viewer), input),
    cancelTestDrive: (_, { id }, { services, viewer }) => services.testDrives.cancel(requireViewer(viewer), id),
    setTestDriveStatus: (_, { id, status }, { services, viewer }) => services.testDrives.setStatus(requireViewer(viewer), id, { status: fromGraphQLEnum(status) }),
    removeTestDrive: async (_, { id }, { services, viewer }) => (await services.testDrives.remove(requireViewer(viewer), id)).id,
  },
  TestDrive: {
    status: (ride) => toGraphQLEnum<TestDriveStatus>(ride.status),
  },
};

type Batch = { obj: TestDriveRow }[];

/** A ride's product, shop, location and customer, each read by id through its own module's service. */
export const testDrivesLoaders: MercuriusLoaders<GraphQLContext> = {
  TestDrive: {
    product: (queries: Batch, { services }) => services.products.byIds(queries.map(({ obj }) => obj.productId)),
    shop: (queries: Batch, { services }) => services.shops.byIds(queries.map(({ obj }) => obj.shopId)),
    location: (queries: Batch, { services }) => services.locations.byIds(queries.map(({ obj }) => obj.locationId)),
    // the dealer learns the customer's name and e-mail only (RideCustomer), never contact or address
    customer: async (queries: Batch, { services }) =>
      (await services.users.byIds(queries.map(({ obj }) => obj.userId))).map((u) => u && { id: u.id, name: u.name, email: u.email }),
  },
};
