import type { Resolvers } from '../../gql/resolvers-types';
import { asOwnAnswer } from '../../lib/user-privacy';

export const authResolvers: Resolvers = {
  Mutation: {
    // the caller has just proved they own this account: its private fields answer to them here
    register: async (_, { input }, { services, ip }) => asOwnAnswer(await services.auth.register(input, ip)),
    login: async (_, args, { services, ip, cookies, caller }) => {
      const payload = await services.auth.login(caller, args, ip, cookies);
      return { ...payload, user: asOwnAnswer(payload.user) };
    },
    requestPasswordReset: (_, args, { services, ip, caller }) => services.auth.requestPasswordReset(caller, args, ip),
    resetPassword: (_, { input }, { services, caller }) => services.auth.resetPassword(caller, input),
  },
};
