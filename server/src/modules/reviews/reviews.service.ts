import { LISTS, MESSAGES, canReview, createReviewSchema, reviewListSchema, reviewRefusal, reviewRefusalMessage, reviewStatusSchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import type { Viewer } from '../../lib/auth';
import { Conflict, Forbidden, NotFound, uniqueViolation } from '../../lib/errors';
import { distinct } from '../../lib/in-order';
import { pageCount, pageOf } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import type { ShopsService } from '../shops/shops.service';
import type { TestDriveRow, TestDrivesService } from '../test-drives/test-drives.service';
import * as q from './reviews.queries';
import { changesBetween, recordAudit, type Caller } from '../audit/audit.service';
import type { WebhookEvents } from '../../lib/webhook-events';

export type { ReviewRow } from './reviews.queries';

const ONE_PER_RIDE = 'reviews_test_drive_key';
const PAGE_SIZE = LISTS.reviews.rows;

type PageInput = { page?: unknown; limit?: unknown };

export function createReviewsService(
  { db, catalogue, metrics }: Deps,
  { testDrives, shops, webhookEvents }: { testDrives: TestDrivesService; shops: ShopsService; webhookEvents?: WebhookEvents },
) {
  async function page(where: ReturnType<typeof q.whereStatus>, input: PageInput) {
    const { page, limit, offset } = pageOf(input, PAGE_SIZE);
    const { items, total } = await q.reviewsPage(db, where, { limit, offset });
    return { items, total, page, totalPages: pageCount(total, limit) };
  }

  return {
    /**
     * Customer: reviews the vehicle and the shop of an own ride completed after its slot started
     * (the reviews kernel's reviewRefusal), once per ride; it waits for an admin's approval.
     */
    async create(viewer: Viewer, input: unknown) {
      const { testDriveId, productRating, shopRating, text } = parseInput(createReviewSchema, input);
      const ride = await testDrives.byId(testDriveId);
      if (!ride) throw new NotFound(MESSAGES.reviews.rideNotFound);
      const refusal = reviewRefusal(ride, viewer.id);
      if (refusal === 'notYourRide') throw new Forbidden(reviewRefusalMessage(refusal));
      if (refusal) throw new Conflict(reviewRefusalMessage(refusal));
      try {
        const { id } = await q.insertReview(db, {
          testDriveId,
          userId: viewer.id,
          productId: ride.productId,
          shopId: ride.shopId,
          productRating,
          shopRating,
          text,
        });
        metrics.reviewsSubmitted.inc();
        return (await q.findReview(db, id))!;
      } catch (error) {
        // the unique index decides, also for two posts at once
        if (uniqueViolation(error) === ONE_PER_RIDE) throw new Conflict(MESSAGES.reviews.alreadyReviewed);
        throw error;
      }
    },

    /** Anyone: a product's approved reviews, newest first. */
    forProduct: (productId: string, input: PageInput = {}) => page(q.whereProductApproved(productId), input),

    /** Dealer: the approved reviews of the own shop; none without a shop. */
    async forMyShop(viewer: Viewer, input: PageInput = {}) {
      const shop = await shops.myShop(viewer);
      if (!shop) return { items: [], total: 0, page: pageOf(input, PAGE_SIZE).page, totalPages: 0 };
      return page(q.whereShopApproved(shop.id), input);
    },

    /** Admin: reviews for moderation, optionally of one status (pending first of all by default in the screen). */
    forModeration(input: { status?: unknown } & PageInput) {
      const { status } = parseInput(reviewListSchema, { status: input.status });
      return page(q.whereStatus(status), input);
    },

    /** Admin: approves a review, or hides it with a reason; the product's rating follows in the same transaction. */
    async setStatus(caller: Caller, id: string, input: unknown) {
      const { status, reason } = parseInput(reviewStatusSchema, input);
      const review = await q.findReview(db, id);
      if (!review) throw new NotFound(MESSAGES.reviews.notFound);
      await db.transaction(async (tx) => {
        await q.updateStatus(tx, id, { status, moderationReason: status === 'hidden' ? (reason ?? null) : null });
        await q.refreshRating(tx, review.productId);
        if (status === 'approved' && review.status !== 'approved') await webhookEvents?.reviewApproved(tx, id);
        const changes = changesBetween(
          { status: review.status, moderationReason: review.moderationReason },
          { status, moderationReason: status === 'hidden' ? (reason ?? null) : null },
        );
        if (Object.keys(changes).length) {
          await recordAudit(tx, caller, {
            action: 'review.moderated',
            targets: [
              { type: 'review', id, label: null },
              { type: 'product', id: review.productId, label: null },
              ...(review.shopId ? [{ type: 'shop', id: review.shopId, label: null }] : []),
            ],
            changes,
          });
        }
      });
      // public reviews and product ratings (cards, product pages) change with the status
      catalogue.changed('reviews');
      return (await q.findReview(db, id))!;
    },

    /** Average and count of approved reviews per product id (null without any): one query for a whole list. */
    async ratingsOf(productIds: readonly string[]) {
      const rows = await q.ratingsOf(db, distinct(productIds));
      const byId = new Map(rows.map((r) => [r.productId, { average: Math.round(r.average * 10) / 10, count: r.count }]));
      return productIds.map((id) => byId.get(id) ?? null);
    },

    /** The review status of each ride (null when not reviewed): My Test Rides offers "Write a review" where it is null. */
    async statusOfRides(rideIds: readonly string[]) {
      const rows = await q.statusesOfRides(db, distinct(rideIds));
      const byRide = new Map(rows.map((r) => [r.testDriveId, r.status]));
      return rideIds.map((id) => byRide.get(id) ?? null);
    },

    /** Whether each ride can be reviewed now: it took place (the rides kernel) and has no review yet. */
    async canReviewRides(rides: readonly TestDriveRow[]) {
      const reviewed = new Set((await q.statusesOfRides(db, distinct(rides.map((r) => r.id)))).map((r) => r.testDriveId));
      return rides.map((ride) => canReview(ride) && !reviewed.has(ride.id));
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
