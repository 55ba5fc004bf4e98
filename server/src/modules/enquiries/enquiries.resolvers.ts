import type { EnquiryKind as DbEnquiryKind } from '../../db/schema';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { EnquiryKind, Resolvers } from '../../gql/resolvers-types';
import type { EnquiryRow } from './enquiries.queries';

const toGraphQL = (row: EnquiryRow) => ({ ...row, kind: toGraphQLEnum<EnquiryKind>(row.kind) });
const kindOf = (kind: EnquiryKind) => fromGraphQLEnum<DbEnquiryKind>(kind);

export const enquiriesResolvers: Resolvers = {
  Query: {
    enquiries: async (_, { kind }, { services }) => (await services.enquiries.list(kindOf(kind))).map(toGraphQL),
  },
  Mutation: {
    sendEnquiry: async (_, { kind, input }, { services, ip }) => toGraphQL(await services.enquiries.send(kindOf(kind), input, ip)),
  },
};
