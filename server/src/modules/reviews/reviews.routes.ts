import { callerOf } from '../../http/caller';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { hasRole, requireViewer } from '../../lib/auth';
import type { ReviewRow } from './reviews.service';

type Page = { Querystring: { page?: string; limit?: string } };
type ById = { Params: { id: string } };

/** A review as REST answers it; the ride only to its rider and admins, the moderation reason only to admins. */
const toRestReview = ({ moderationReason, ...review }: ReviewRow, admin = false, own = admin) => ({
  _id: review.id,
  ...(own ? { testDriveId: review.testDriveId } : {}),
  productId: review.productId,
  shopId: review.shopId,
  productRating: review.productRating,
  shopRating: review.shopRating,
  text: review.text,
  authorName: review.authorName,
  verifiedRide: true,
  status: review.status,
  ...(admin ? { moderationReason } : {}),
  createdAt: review.createdAt,
});

const pageOut = (page: { items: ReviewRow[]; total: number; page: number; totalPages: number }, admin = false) => ({
  data: page.items.map((r) => toRestReview(r, admin)),
  total: page.total,
  currentPage: page.page,
  totalPages: page.totalPages,
});

/** Reviews from verified riders (docs/decisions/0024). */
export const reviewsRoutes: FastifyPluginAsync = async (app) => {
  const { reviews } = app.services;

  app.post('/reviews', async (request, reply) => {
    const review = await reviews.create(requireViewer(request.viewer), request.body);
    return reply.status(201).send({ message: MESSAGES.reviews.created, data: toRestReview(review, false, true) });
  });

  app.get<Page & { Querystring: { status?: string } }>('/reviews', async (request) => pageOut(await reviews.forModeration(request.query), true));

  app.put<ById>('/reviews/:id/status', async (request) => ({
    message: MESSAGES.reviews.statusUpdated,
    data: toRestReview(await reviews.setStatus(callerOf(request), request.params.id, request.body), true),
  }));

  app.get<Page & ById>('/product/:id/reviews', async (request) => {
    const [page, [rating]] = await Promise.all([reviews.forProduct(request.params.id, request.query), reviews.ratingsOf([request.params.id])]);
    return { ...pageOut(page), rating: rating ?? null };
  });

  app.get<Page>('/dealer/reviews', async (request) =>
    pageOut(await reviews.forMyShop(requireViewer(request.viewer), request.query), hasRole(request.viewer, ['ADMIN'])),
  );
};
