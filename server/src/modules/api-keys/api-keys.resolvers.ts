import type { Resolvers } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';

// the @auth directives and the permission table let only dealers and admins (and superadmins) here,
// and the scope table lets no API key in: keys are made and revoked by a person signed in
export const apiKeysResolvers: Resolvers = {
  Query: { myApiKeys: (_, __, { viewer, services }) => services.apiKeys.listMine(requireViewer(viewer)) },
  Mutation: {
    createApiKey: (_, { input }, { caller, services }) => services.apiKeys.create(caller, input),
    revokeApiKey: (_, { id }, { caller, services }) => services.apiKeys.revoke(caller, id),
  },
};
