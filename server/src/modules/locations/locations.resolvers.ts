import type { Resolvers } from '../../gql/resolvers-types';

export const locationsResolvers: Resolvers = {
  Query: {
    locations: (_, __, { services }) => services.locations.list(),
  },
  Mutation: {
    createLocation: (_, { input }, { services }) => services.locations.add(input),
    deleteLocation: (_, { id }, { services }) => services.locations.remove(id),
  },
};
