import type { Resolvers } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';

// the @auth directives and the permission table let only dealers and admins (and superadmins) here,
// and the scope table lets no API key in: keys are made and revoked by a person signed in
export const apiKeysResolvers: Resolvers = {
  Query: { myApiKeys: (_, __, { viewer, services }) => services.apiKeys.listMine(requireViewer(viewer)) },
  Mutation: {
    createApiKey: (_, { input }, { viewer, services }) => services.apiKeys.create(viewer, input),
    revokeApiKey: (_, { id }, { viewer, services }) => services.apiKeys.revoke(requireViewer(viewer), id),
  },
};
