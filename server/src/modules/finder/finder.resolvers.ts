import type { MercuriusLoaders } from 'mercurius';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../gql/resolvers-types';
import type { NearbyShop } from './finder.service';

type Stock = NearbyShop['inStock'][number];

export const finderResolvers: Resolvers = {
  Query: {
    nearbyShops: async (_, { near, ...filters }, { services }) => (await services.finder.nearby({ ...near, ...filters })).shops,
    shopPlaces: (_, __, { services }) => services.finder.places(),
  },
};

export const finderLoaders: MercuriusLoaders<GraphQLContext> = {
  NearbyStock: { product: (queries: { obj: Stock }[], { services }) => services.products.byIds(queries.map(({ obj }) => obj.productId)) },
};
