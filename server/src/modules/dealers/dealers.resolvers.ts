import type { MercuriusLoaders } from 'mercurius';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';
import type { LocationRow } from '../locations/locations.service';
import type { DealerProductRow } from './dealers.service';

// an entry's product comes from the ProductAvailability.product loader, never from the joined name
export const dealersResolvers: Resolvers = {
  Query: {
    myDealerProfile: (_, __, { services, viewer }) => services.dealers.myProfile(requireViewer(viewer)),
    dealersByLocation: (_, { locationId }, { services }) => services.dealers.byLocation(locationId),
    myProductAvailability: (_, __, { services, viewer }) => services.dealers.myAvailability(requireViewer(viewer)),
    productAvailability: (_, { locationId, productId }, { services }) => services.dealers.availabilityFor(locationId, productId),
    searchProducts: (_, { locationId, dealerId }, { services }) => services.dealers.searchProducts({ location: locationId, dealer: dealerId }),
  },
  Mutation: {
    saveDealerProfile: (_, { input }, { services, viewer }) => services.dealers.saveProfile(requireViewer(viewer), input),
    setProductAvailability: (_, { input }, { services, viewer }) => services.dealers.setAvailability(requireViewer(viewer), input),
    deleteProductAvailability: (_, { id }, { services, viewer }) => services.dealers.deleteAvailability(requireViewer(viewer), id),
  },
};

type Batch<T> = { obj: T }[];

export const dealersLoaders: MercuriusLoaders<GraphQLContext> = {
  Location: {
    dealers: (queries: Batch<LocationRow>, { services }) => services.dealers.byCities(queries.map(({ obj }) => obj.cityId)),
  },
  ProductAvailability: {
    product: (queries: Batch<DealerProductRow>, { services }) => services.products.byIds(queries.map(({ obj }) => obj.productId)),
    dealer: (queries: Batch<DealerProductRow>, { services }) => services.dealers.byIds(queries.map(({ obj }) => obj.dealerProfileId)),
  },
};
