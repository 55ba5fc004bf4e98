import type { Resolvers } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';
import { privateUserFieldResolvers } from '../../lib/user-privacy';

export const usersResolvers: Resolvers = {
  Query: {
    me: (_, __, { services, viewer }) => services.users.get(requireViewer(viewer).id),
    users: (_, args, { services }) => services.users.list(args),
    user: (_, { id }, { services }) => services.users.get(id),
  },
  Mutation: {
    updateProfile: (_, { input }, { services, viewer }) => services.users.updateProfile(requireViewer(viewer), requireViewer(viewer).id, input),
    createUser: (_, { input }, { services }) => services.users.create(input),
    updateUser: (_, { id, input }, { services, viewer }) => services.users.update(requireViewer(viewer), id, input),
    deleteUser: (_, { id }, { services, viewer }) => services.users.remove(requireViewer(viewer), id),
    setUserVerified: (_, { id, isVerified }, { services, viewer }) => services.users.setVerified(requireViewer(viewer), id, { isVerified }),
  },
  User: privateUserFieldResolvers,
};
