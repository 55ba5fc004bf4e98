import { fromLocaleEnum, localizedText, toLocaleEnum } from '@evbazaar/common';
import type { Resolvers } from '../../gql/resolvers-types';
import { faqLocales } from './faqs.service';

export const faqsResolvers: Resolvers = {
  Query: { faqs: (_, __, { services }) => services.faqs.list() },
  Mutation: {
    createFaq: (_, { input }, { services }) => services.faqs.add(input),
    updateFaq: (_, { id, input }, { services }) => services.faqs.update(id, input),
    deleteFaq: async (_, { id }, { services }) => (await services.faqs.remove(id)).id,
    reorderFaqs: (_, { ids }, { services }) => services.faqs.reorder({ ids }),
  },
  Faq: {
    // the Hindi text where written, else the English one (one rule: common/src/domain/content-language.ts)
    title: (faq, { locale }) => localizedText(faq.title, faq.titleHi, fromLocaleEnum(locale)),
    desc: (faq, { locale }) => localizedText(faq.desc, faq.descHi, fromLocaleEnum(locale)),
    locales: (faq) => faqLocales(faq).map(toLocaleEnum),
  },
};
