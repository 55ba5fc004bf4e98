import type { GraphQLContext } from '../../graphql/context';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { Resolvers, TestDriveStatus } from '../../gql/resolvers-types';
import type { TestDriveRow } from './test-drives.queries';

/** A ride as GraphQL reads it: the status as an enum value; product, shop, location and customer come from loaders. */
const toGqlRide = <T extends Pick<TestDriveRow, 'status'>>({ status, ...ride }: T) => ({ ...ride, status: toGraphQLEnum<TestDriveStatus>(status) });

export const testDrivesResolvers: Resolvers = {
  Query: {
    myTestDrives: async (_, __, { services, viewer }) => (await services.testDrives.listMine(viewer!)).map(toGqlRide),
    dealerTestDrives: async (_, __, { services, viewer }) => (await services.testDrives.listForDealer(viewer!)).map(toGqlRide),
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
    product: (queries: Batch, { services }: GraphQLContext) => services.products.byIds(queries.map(({ obj }) => obj.productId)),
    dealer: (queries: Batch, { services }: GraphQLContext) => services.dealers.byIds(queries.map(({ obj }) => obj.dealerProfileId)),
    location: (queries: Batch, { services }: GraphQLContext) => services.locations.byIds(queries.map(({ obj }) => obj.locationId)),
    customer: (queries: Batch, { services }: GraphQLContext) => services.users.byIds(queries.map(({ obj }) => obj.userId)),
  },
};
