import type { MercuriusLoaders } from 'mercurius';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../gql/resolvers-types';
import { underNewName } from '../../graphql/renamed-names';
import { requireViewer } from '../../lib/auth';
import type { LocationRow } from '../locations/locations.service';
import type { ShopProductRow } from './shops.service';

// an entry's product comes from the ProductAvailability.product loader, never from the joined name
export const shopsResolvers: Resolvers = {
  Query: {
    myShop: (_, __, { services, viewer }) => services.shops.myShop(requireViewer(viewer)),
    shopsByLocation: (_, { locationId }, { services }) => services.shops.byLocation(locationId),
    // deprecated names (docs/decisions/0056): the same services, a Dealer is a shop row; removed after 2027-06-30
    myDealerProfile: (_, __, { services, viewer }) => services.shops.myShop(requireViewer(viewer)),
    dealersByLocation: (_, { locationId }, { services }) => services.shops.byLocation(locationId),
    myProductAvailability: async (_, paging, { services, viewer }) => (await services.shops.myAvailability(requireViewer(viewer), paging)).items,
    myProductAvailabilityCount: (_, __, { services, viewer }) => services.shops.countMyAvailability(requireViewer(viewer)),
    productAvailability: (_, { locationId, productId }, { services }) => services.shops.availabilityFor(locationId, productId),
    // the shared search schema reads the REST body's names (location, dealer)
    searchProducts: (_, args, { services }) => {
      const { locationId, shopId } = underNewName(args, 'shopId', 'dealerId');
      return services.shops.searchProducts({ location: locationId, dealer: shopId });
    },
  },
  Shop: { phone: (shop, _, { services, viewer }) => services.shops.phoneFor(viewer, shop) },
  Mutation: {
    saveShop: (_, { input }, { services, caller }) => services.shops.saveShop(caller, input),
    saveDealerProfile: (_, { input }, { services, caller }) => services.shops.saveShop(caller, input),
    setShopPosition: (_, { shopId, lat, lng }, { services, caller }) => services.shops.setPosition(caller, shopId, { lat, lng }),
    setProductAvailability: (_, { input }, { services, caller }) => services.shops.setAvailability(caller, input),
    deleteProductAvailability: (_, { id }, { services, caller }) => services.shops.deleteAvailability(caller, id),
  },
};

type Batch<T> = { obj: T }[];

const shopsOfLocations = (queries: Batch<LocationRow>, { services }: GraphQLContext) => services.shops.byCities(queries.map(({ obj }) => obj.cityId));
const shopsOfEntries = (queries: Batch<ShopProductRow>, { services }: GraphQLContext) => services.shops.byIds(queries.map(({ obj }) => obj.shopId));

export const shopsLoaders: MercuriusLoaders<GraphQLContext> = {
  // dealers and dealer: the deprecated names of the same loaders (docs/decisions/0056), removed after 2027-06-30
  Location: { shops: shopsOfLocations, dealers: shopsOfLocations },
  ProductAvailability: {
    product: (queries: Batch<ShopProductRow>, { services }) => services.products.byIds(queries.map(({ obj }) => obj.productId)),
    shop: shopsOfEntries,
    dealer: shopsOfEntries,
  },
};
