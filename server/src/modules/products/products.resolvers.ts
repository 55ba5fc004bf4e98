import type { MercuriusLoaders } from 'mercurius';
import type { GraphQLContext } from '../../graphql/context';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { Product, Resolvers, ResolversParentTypes, VehicleType } from '../../gql/resolvers-types';
import type { ProductRow } from './products.service';

export type ProductParent = ResolversParentTypes['Product'];

/** Service rows keep the database's lower-case vehicle type; the Product.vehicleType resolver maps it. */
export const asProductParent = (row: ProductRow) => row as unknown as ProductParent;

type Batch = { obj: ProductRow }[];

export const productsResolvers: Resolvers = {
  Query: {
    products: async (_, { filter }, { services }) => {
      const page = await services.products.list({
        ...filter,
        vehicleType: filter?.vehicleType ? fromGraphQLEnum(filter.vehicleType) : undefined,
        sort: filter?.sort?.toLowerCase(),
      });
      // ProductPage.items is typed as full Products; its fields are filled by the Product resolvers and loaders
      return { ...page, items: page.items as unknown as Product[] };
    },
    product: async (_, { id }, { services }) => asProductParent(await services.products.get(id)),
  },
  Mutation: {
    createProduct: async (_, { input }, { services }) => asProductParent(await services.products.create(input)),
    updateProduct: async (_, { id, input }, { services }) => asProductParent(await services.products.update(id, input)),
    deleteProduct: (_, { id }, { services }) => services.products.remove(id),
  },
  Product: {
    // rows from any module may reach here; the mapping is idempotent on upper-case values
    vehicleType: (product) => toGraphQLEnum<VehicleType>(product.vehicleType as string),
  },
};

/** Product relations, one query per batch of products (no N+1 on lists). */
export const productsLoaders: MercuriusLoaders<GraphQLContext> = {
  Product: {
    colors: (queries: Batch, { services }) => services.products.colorsFor(queries.map((q) => q.obj.id)),
    brand: (queries: Batch, { services }) => services.brands.byIds(queries.map((q) => q.obj.brandId ?? '')),
    parentProduct: (queries: Batch, { services }) => services.products.byIds(queries.map((q) => q.obj.parentProductId ?? '')),
    variants: (queries: Batch, { services }) => services.products.variantsFor(queries.map((q) => q.obj)),
    wishlisted: (queries: Batch, { services, viewer }) => services.products.wishlistedFor(viewer?.id, queries.map((q) => q.obj.id)),
  },
};
