import type { Resolvers } from '../../gql/resolvers-types';

export const locationsResolvers: Resolvers = {
  Query: { locations: (_, paging, { services }) => services.locations.list(paging), locationCount: (_, __, { services }) => services.locations.count() },
  Mutation: {
    createLocation: (_, { input }, { services, caller }) => services.locations.add(caller, input),
    deleteLocation: (_, { id }, { services, caller }) => services.locations.remove(caller, id),
  },
};
