import type { Resolvers } from '../../gql/resolvers-types';

export const geoResolvers: Resolvers = {
  Query: {
    countries: (_, __, { services }) => services.geo.countries(),
    states: (_, { countryId }, { services }) => services.geo.states(countryId),
    cities: (_, { stateId }, { services }) => services.geo.cities(stateId),
  },
};
