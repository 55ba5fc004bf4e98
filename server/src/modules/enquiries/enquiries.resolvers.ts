import type { EnquiryKind as DbEnquiryKind } from '../../db/schema';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { EnquiryKind, Resolvers } from '../../gql/resolvers-types';

const kindOf = (kind: EnquiryKind) => fromGraphQLEnum<DbEnquiryKind>(kind);

export const enquiriesResolvers: Resolvers = {
  Query: {
    enquiries: async (_, { kind, page, limit }, { services }) => (await services.enquiries.list(kindOf(kind), { page, limit })).items,
    enquiryCount: (_, { kind }, { services }) => services.enquiries.count(kindOf(kind)),
  },
  Mutation: { sendEnquiry: (_, { kind, input }, { services, ip }) => services.enquiries.send(kindOf(kind), input, ip) },
  Enquiry: { kind: (row) => toGraphQLEnum<EnquiryKind>(row.kind) },
};
