import type { GraphQLContext } from '../../graphql/context';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { Resolvers, TestDriveStatus } from '../../gql/resolvers-types';
import type { TestDriveRow } from './test-drives.queries';

/** A ride as GraphQL reads it: the status as an enum value; product, shop, location and customer come from loaders. */
const toGqlRide = <T extends Pick<TestDriveRow, 'status'>>({ status, ...ride }: T) => ({ ...ride, status: toGraphQLEnum<TestDriveStatus>(status) });

export const testDrivesResolvers: Resolvers = {
  Query: {
    myTestDrives: async (_, __, { services, viewer }) => (await services.testDrives.listMine(viewer!)).map(({ product: _p, dealer: _d, location: _l, ...ride }) => toGqlRide(ride)),
    dealerTestDrives: async (_, __, { services, viewer }) => (await services.testDrives.listForDealer(viewer!)).map(({ product: _p, user: _u, ...ride }) => toGqlRide(ride)),
  },
  Mutation: {
    bookTestDrive: async (_, { input }, { services, viewer }) =>
      toGqlRide(await services.testDrives.book(viewer!, { productId: input.productId, locationId: input.locationId, shopId: input.dealerId })),
    cancelTestDrive: async (_, { id }, { services, viewer }) => toGqlRide(await services.testDrives.cancel(viewer!, id)),
    setTestDriveStatus: async (_, { id, status }, { services, viewer }) => toGqlRide(await services.testDrives.setStatus(viewer!, id, { status: fromGraphQLEnum(status) })),
    removeTestDrive: async (_, { id }, { services, viewer }) => (await services.testDrives.remove(viewer!, id)).id,
  },
};

type Batch = { obj: Pick<TestDriveRow, 'productId' | 'dealerProfileId' | 'locationId' | 'userId'> }[];

export const testDrivesLoaders = {
  TestDrive: {
    product: (queries: Batch, { services }: GraphQLContext) => services.products.rowsByIds(queries.map(({ obj }) => obj.productId)),
    dealer: (queries: Batch, { services }: GraphQLContext) => services.dealers.byIds(queries.map(({ obj }) => obj.dealerProfileId)),
    location: (queries: Batch, { services }: GraphQLContext) => services.testDrives.locationsByIds(queries.map(({ obj }) => obj.locationId)),
    // the dealer learns the customer's name and e-mail only (RideCustomer), never contact or address
    customer: async (queries: Batch, { services }: GraphQLContext) =>
      (await services.testDrives.customersByIds(queries.map(({ obj }) => obj.userId))).map((u) => u && { id: u.id, name: u.name, email: u.email }),
  },
};
