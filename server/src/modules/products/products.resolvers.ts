import type { MercuriusLoaders } from 'mercurius';
import { fromLocaleEnum, localizedList, localizedText, toLocaleEnum } from '@evbazaar/common';
import type { GraphQLContext } from '../../graphql/context';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { ProductFilter, Resolvers, VehicleType } from '../../gql/resolvers-types';
import { requestedProductColumns } from './requested-columns';
import { productLocales, type ProductRow } from './products.service';

type Batch = { obj: ProductRow }[];

/** The GraphQL filter in the service's words (lower-case vehicle type and sort, as REST sends them). */
const fromGraphQLFilter = (filter: ProductFilter | null | undefined) => ({
  ...filter,
  vehicleType: filter?.vehicleType ? fromGraphQLEnum(filter.vehicleType) : undefined,
  sort: filter?.sort?.toLowerCase(),
});

export const productsResolvers: Resolvers = {
  Query: {
    // reads only the columns the asked card fields need
    products: (_, { filter }, { services }, info) => services.products.list(fromGraphQLFilter(filter), { columns: requestedProductColumns(info) }),
    productFacets: (_, { filter }, { services }) => services.products.facets(fromGraphQLFilter(filter)),
    // the slug is the canonical address; ids of older links keep working
    product: (_, { id }, { services }) => services.products.getBySlugOrId(id),
    productSuggestions: (_, { query, limit }, { services }) => services.products.suggest({ query, limit }),
    compareProducts: (_, { slugs }, { services }) => services.products.forCompare({ slugs }),
  },
  Mutation: {
    createProduct: (_, { input }, { services, caller }) => services.products.create(caller, input),
    updateProduct: (_, { id, input }, { services, caller }) => services.products.update(caller, id, input),
    deleteProduct: (_, { id }, { services, caller }) => services.products.remove(caller, id),
  },
  Product: {
    // the database keeps the spec's lower-case words
    vehicleType: (product) => toGraphQLEnum<VehicleType>(product.vehicleType),
    // the Hindi text where written, else the English one (one rule: common/src/domain/content-language.ts)
    description: (product, { locale }) => localizedText(product.description, product.descriptionHi, fromLocaleEnum(locale)),
    additionalFeatures: (product, { locale }) => [...localizedList(product.additionalFeatures, product.additionalFeaturesHi, fromLocaleEnum(locale))],
    locales: (product) => productLocales(product).map(toLocaleEnum),
  },
};

/** Product relations, one query per batch of products (no N+1 on lists). */
export const productsLoaders: MercuriusLoaders<GraphQLContext> = {
  Product: {
    colors: (queries: Batch, { services }) => services.products.colorsFor(queries.map((q) => q.obj.id)),
    brand: (queries: Batch, { services }) => services.brands.byIds(queries.map((q) => q.obj.brandId ?? '')),
    parentProduct: (queries: Batch, { services }) => services.products.byIds(queries.map((q) => q.obj.parentProductId ?? '')),
    variants: (queries: Batch, { services }) => services.products.variantsFor(queries.map((q) => q.obj)),
    wishlisted: (queries: Batch, { services, viewer }) =>
      services.products.wishlistedFor(
        viewer?.id,
        queries.map((q) => q.obj.id),
      ),
  },
};
