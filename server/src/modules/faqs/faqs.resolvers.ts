import type { Resolvers } from '../../gql/resolvers-types';

export const faqsResolvers: Resolvers = {
  Query: { faqs: (_, __, { services }) => services.faqs.list() },
  Mutation: {
    createFaq: (_, { input }, { services }) => services.faqs.add(input),
    updateFaq: (_, { id, input }, { services }) => services.faqs.update(id, input),
    deleteFaq: async (_, { id }, { services }) => (await services.faqs.remove(id)).id,
    reorderFaqs: (_, { ids }, { services }) => services.faqs.reorder({ ids }),
  },
};
