import type { MercuriusLoaders } from 'mercurius';
import type { EnquiryKind as DbEnquiryKind } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { EnquiryKind, Resolvers } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';
import type { EnquiryRow } from './enquiries.service';

const kindOf = (kind: EnquiryKind) => fromGraphQLEnum<DbEnquiryKind>(kind);

export const enquiriesResolvers: Resolvers = {
  Query: {
    enquiries: async (_, { kind, handled, page, limit }, { services }) => (await services.enquiries.list(kindOf(kind), { handled, page, limit })).items,
    enquiryCount: (_, { kind, handled }, { services }) => services.enquiries.count(kindOf(kind), { handled }),
  },
  Mutation: {
    sendEnquiry: (_, { kind, input }, { services, caller }) => services.enquiries.send(caller, kindOf(kind), input),
    setEnquiryHandled: (_, { id, handled }, { services, viewer }) => services.enquiries.setHandled(requireViewer(viewer), id, { handled }),
  },
  Enquiry: { kind: (row) => toGraphQLEnum<EnquiryKind>(row.kind) },
};

/** Who handled each submission of a list, in one query. */
export const enquiriesLoaders: MercuriusLoaders<GraphQLContext> = {
  Enquiry: { handledBy: (queries: { obj: EnquiryRow }[], { services }) => services.users.byIds(queries.map(({ obj }) => obj.handledBy ?? '')) },
};
