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
    setMyLanguage: (_, { language }, { services, viewer }) => services.users.setLanguage(requireViewer(viewer), { language: language.toLowerCase() }),
    createUser: (_, { input }, { services, caller }) => services.users.create(caller, input),
    updateUser: (_, { id, input }, { services, caller }) => services.users.update(caller, id, input),
    deleteUser: (_, { id }, { services, caller }) => services.users.remove(caller, id),
    setUserVerified: (_, { id, isVerified }, { services, caller }) => services.users.setVerified(caller, id, { isVerified }),
  },
  User: privateUserFieldResolvers,
};
