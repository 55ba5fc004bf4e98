import type { MercuriusLoaders } from 'mercurius';
import { fromLocaleEnum, localizedText, toLocaleEnum } from '@evbazaar/common';
import { brandLocales } from './brands.service';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../gql/resolvers-types';
import type { BrandRow } from './brands.queries';

export const brandsResolvers: Resolvers = {
  Query: {
    brands: (_, { page, limit }, { services }) => services.brands.list(page, limit),
    brandCount: (_, __, { services }) => services.brands.count(),
    brand: (_, { id }, { services }) => services.brands.get(id),
    brandBySlug: (_, { slug }, { services }) => services.brands.getBySlug(slug),
  },
  Mutation: {
    createBrand: (_, { input }, { services, caller }) => services.brands.create(caller, input),
    updateBrand: (_, { id, input }, { services, caller }) => services.brands.update(caller, id, input),
    deleteBrand: (_, { id }, { services, caller }) => services.brands.remove(caller, id),
  },
  Brand: {
    // the Hindi text where written, else the English one (one rule: common/src/domain/content-language.ts)
    description: (brand, { locale }) => localizedText(brand.description, brand.descriptionHi, fromLocaleEnum(locale)),
    locales: (brand) => brandLocales(brand).map(toLocaleEnum),
  },
};

/** Brand.products for a whole list of brands in one query. */
export const brandsLoaders: MercuriusLoaders<GraphQLContext> = {
  Brand: { products: (queries: { obj: BrandRow }[], { services }) => services.products.byBrands(queries.map((q) => q.obj.id)) },
};
