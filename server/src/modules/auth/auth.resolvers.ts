import type { Resolvers } from '../../gql/resolvers-types';

export const authResolvers: Resolvers = {
  Mutation: {
    register: (_, { input }, { services, ip }) => services.auth.register(input, ip),
    login: (_, args, { services, ip }) => services.auth.login(args, ip),
    requestPasswordReset: (_, args, { services, ip }) => services.auth.requestPasswordReset(args, ip),
    resetPassword: (_, { input }, { services }) => services.auth.resetPassword(input),
  },
};
