import { z } from 'zod';
import { MAIL_STATUSES } from '../domain/outbox';
import { MODERATION_STATUSES, REVIEW_RATING, REVIEW_STATUSES, REVIEW_TEXT_MAX } from '../domain/reviews';
import { MESSAGES } from '../messages';
import { TEXT_MAX, optionalText, requiredText } from './fields';

const stars = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).min(REVIEW_RATING.min, message).max(REVIEW_RATING.max, message),
  );

/** A verified rider's review: 1 to 5 stars for the vehicle and the shop, and a few words. */
export const createReviewSchema = z.object({
  testDriveId: requiredText(MESSAGES.reviews.rideNotFound, TEXT_MAX.id, MESSAGES.labels.testRide),
  productRating: stars(MESSAGES.reviews.productRating),
  shopRating: stars(MESSAGES.reviews.shopRating),
  text: requiredText(MESSAGES.reviews.textRequired, REVIEW_TEXT_MAX, MESSAGES.labels.review),
});

/** An admin approves a review, or hides it with a reason. */
export const reviewStatusSchema = z
  .object({
    status: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(MODERATION_STATUSES, { error: MESSAGES.reviews.statusInvalid })),
    reason: optionalText(MESSAGES.labels.reason, TEXT_MAX.line),
  })
  .refine((v) => v.status !== 'hidden' || !!v.reason, { path: ['reason'], message: MESSAGES.reviews.reasonRequired });

export const reviewListSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z.enum(REVIEW_STATUSES, { error: MESSAGES.reviews.statusListInvalid }).optional(),
  ),
});

export const outboxListSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z.enum(MAIL_STATUSES, { error: MESSAGES.outbox.statusInvalid }).optional(),
  ),
});

export type CreateReviewInput = z.infer<typeof createReviewSchema>;
