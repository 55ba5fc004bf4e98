import type { MercuriusLoaders } from 'mercurius';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../gql/resolvers-types';
import type { ComparisonRow } from './comparisons.service';

export const comparisonsResolvers: Resolvers = {
  Query: {
    comparisons: (_, paging, { services }) => services.comparisons.list(paging),
    comparisonCount: (_, __, { services }) => services.comparisons.count(),
    comparison: (_, { id }, { services }) => services.comparisons.get(id),
  },
  Mutation: {
    createComparison: (_, { input }, { services, caller }) => services.comparisons.create(caller, input),
    deleteComparison: (_, { id }, { services, caller }) => services.comparisons.remove(caller, id),
  },
};

type Batch = { obj: ComparisonRow }[];

/** Both products of a list of comparisons, one query per field. */
export const comparisonsLoaders: MercuriusLoaders<GraphQLContext> = {
  Comparison: {
    product1: (queries: Batch, { services }) => services.products.byIds(queries.map((q) => q.obj.product1Id)),
    product2: (queries: Batch, { services }) => services.products.byIds(queries.map((q) => q.obj.product2Id)),
  },
};
