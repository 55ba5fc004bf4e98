import type { Resolvers } from '../../gql/resolvers-types';

export const locationsResolvers: Resolvers = {
  Query: { locations: (_, paging, { services }) => services.locations.list(paging), locationCount: (_, __, { services }) => services.locations.count() },
  Mutation: {
    createLocation: (_, { input }, { services }) => services.locations.add(input),
    deleteLocation: (_, { id }, { services }) => services.locations.remove(id),
  },
};
