import type { MercuriusLoaders } from 'mercurius';
import type { GraphQLContext } from '../../graphql/context';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { Resolvers, ReviewStatus } from '../../gql/resolvers-types';
import { hasRole, requireViewer } from '../../lib/auth';
import type { TestDriveRow } from '../test-drives/test-drives.service';
import type { ReviewRow } from './reviews.service';

export const reviewsResolvers: Resolvers = {
  Query: {
    productReviews: (_, { productId, page, limit }, { services }) => services.reviews.forProduct(productId, { page, limit }),
    reviews: (_, { status, page, limit }, { services }) =>
      services.reviews.forModeration({ status: status ? fromGraphQLEnum(status) : undefined, page, limit }),
    myShopReviews: (_, { page, limit }, { services, viewer }) => services.reviews.forMyShop(requireViewer(viewer), { page, limit }),
  },
  Mutation: {
    createReview: (_, { input }, { services, viewer }) => services.reviews.create(requireViewer(viewer), input),
    setReviewStatus: (_, { id, status, reason }, { services, caller }) => services.reviews.setStatus(caller, id, { status: fromGraphQLEnum(status), reason }),
  },
  Review: {
    status: (review) => toGraphQLEnum<ReviewStatus>(review.status),
    verifiedRide: () => true,
    // why a review was hidden is the moderators' business
    moderationReason: (review, _, { viewer }) => (hasRole(viewer, ['ADMIN']) ? review.moderationReason : null),
  },
};

type Batch<T> = { obj: T }[];

/** A review's product and shop through their services; a product's rating and a ride's review status in one query per list. */
export const reviewsLoaders: MercuriusLoaders<GraphQLContext> = {
  Review: {
    product: (queries: Batch<ReviewRow>, { services }) => services.products.byIds(queries.map(({ obj }) => obj.productId)),
    shop: (queries: Batch<ReviewRow>, { services }) => services.shops.byIds(queries.map(({ obj }) => obj.shopId)),
  },
  Product: { rating: (queries: Batch<{ id: string }>, { services }) => services.reviews.ratingsOf(queries.map(({ obj }) => obj.id)) },
  TestDrive: {
    reviewStatus: async (queries: Batch<{ id: string }>, { services }) =>
      (await services.reviews.statusOfRides(queries.map(({ obj }) => obj.id))).map((s) => (s ? toGraphQLEnum<ReviewStatus>(s) : null)),
    canReview: (queries: Batch<TestDriveRow>, { services }) => services.reviews.canReviewRides(queries.map(({ obj }) => obj)),
  },
};
