import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../gql/resolvers-types';
import { asProductParent } from '../products/products.resolvers';
import type { LocationRow } from '../locations/locations.service';
import type { DealerProductRow } from './dealers.queries';

/** GraphQL loads the whole product through the loader, so the joined name is dropped. */
const entry = <T extends { product: unknown }>({ product: _product, ...row }: T) => row;

export const dealersResolvers: Resolvers = {
  Query: {
    myDealerProfile: (_, __, { services, viewer }) => services.dealers.myProfile(viewer!),
    dealersByLocation: (_, { locationId }, { services }) => services.dealers.byLocation(locationId),
    myProductAvailability: async (_, __, { services, viewer }) => (await services.dealers.myAvailability(viewer!)).map(entry),
    productAvailability: (_, { locationId, productId }, { services }) => services.dealers.availabilityFor(locationId, productId),
    searchProducts: async (_, { locationId, dealerId }, { services }) =>
      (await services.dealers.searchProducts({ location: locationId, dealer: dealerId })).map(asProductParent),
  },
  Mutation: {
    saveDealerProfile: (_, { input }, { services, viewer }) => services.dealers.saveProfile(viewer!, input),
    setProductAvailability: async (_, { input }, { services, viewer }) => entry(await services.dealers.setAvailability(viewer!, input)),
    deleteProductAvailability: (_, { id }, { services, viewer }) => services.dealers.deleteAvailability(viewer!, id),
  },
};

type Batch<T> = { obj: T }[];

export const dealersLoaders = {
  Location: {
    dealers: (queries: Batch<LocationRow>, { services }: GraphQLContext) => services.dealers.byCities(queries.map(({ obj }) => obj.cityId)),
  },
  ProductAvailability: {
    product: (queries: Batch<DealerProductRow>, { services }: GraphQLContext) => services.products.byIds(queries.map(({ obj }) => obj.productId)),
    dealer: (queries: Batch<DealerProductRow>, { services }: GraphQLContext) =>
      services.dealers.byIds(queries.map(({ obj }) => obj.dealerProfileId)),
  },
} satisfies Record<string, Record<string, (queries: never, ctx: GraphQLContext) => Promise<unknown[]>>>;
