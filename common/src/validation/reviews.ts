import { z } from 'zod';
import { MESSAGES } from '../messages';
import { TEXT_MAX, optionalText, requiredText } from './fields';

const stars = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: message }).int(message).min(1, message).max(5, message));

export const REVIEW_TEXT_MAX = 2000;

/** A verified rider's review: 1 to 5 stars for the vehicle and the shop, and a few words. */
export const createReviewSchema = z.object({
  testDriveId: requiredText(MESSAGES.reviews.rideNotFound, TEXT_MAX.id, MESSAGES.labels.testRide),
  productRating: stars(MESSAGES.reviews.productRating),
  shopRating: stars(MESSAGES.reviews.shopRating),
  text: requiredText(MESSAGES.reviews.textRequired, REVIEW_TEXT_MAX, MESSAGES.labels.review),
});

export const REVIEW_STATUS_VALUES = ['pending', 'approved', 'hidden'] as const;

/** An admin approves a review, or hides it with a reason. */
export const reviewStatusSchema = z
  .object({
    status: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['approved', 'hidden'], { error: MESSAGES.reviews.statusInvalid })),
    reason: optionalText(MESSAGES.labels.reason, TEXT_MAX.line),
  })
  .refine((v) => v.status !== 'hidden' || !!v.reason, { path: ['reason'], message: MESSAGES.reviews.reasonRequired });

export const reviewListSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z.enum(REVIEW_STATUS_VALUES, { error: MESSAGES.reviews.statusListInvalid }).optional(),
  ),
});

export const MAIL_LIST_STATUSES = ['sent', 'waiting', 'failing'] as const;

export const outboxListSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z.enum(MAIL_LIST_STATUSES, { error: MESSAGES.outbox.statusInvalid }).optional(),
  ),
});

export type CreateReviewInput = z.infer<typeof createReviewSchema>;
