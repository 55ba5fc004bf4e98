/**
 * The reviews kernel: one home for the review statuses with their labels, the star bounds, the
 * text length and who may review (docs/decisions/0024, 0041). The database, zod, the services
 * and the screens read from here; a guard test checks GraphQL's ReviewStatus against the list.
 */
import { MESSAGES } from '../messages';
import { canReview, type RideFacts } from './rides';

/** A review waits for an admin (pending), is shown (approved) or is hidden with a reason; GraphQL spells them in upper case. */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Every new review waits for an admin's approval. */
export const NEW_REVIEW_STATUS = 'pending' satisfies ReviewStatus;

/** Only approved reviews are shown on product and shop pages and count in a product's rating. */
export const PUBLISHED_REVIEW_STATUS = 'approved' satisfies ReviewStatus;

/** What an admin may set: approve, or hide (with a reason riders never see). */
export const MODERATION_STATUSES = ['approved', 'hidden'] as const satisfies readonly ReviewStatus[];

/** The moderation list's badge of each status. */
export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = { pending: 'waiting', approved: 'approved', hidden: 'hidden' };

/** The moderation list's filter, in its order: the waiting ones first (the screen opens on them), all of them last. */
export const REVIEW_FILTERS: readonly { status: ReviewStatus | ''; label: string }[] = [
  { status: 'pending', label: 'Waiting for approval' },
  { status: 'approved', label: 'Approved' },
  { status: 'hidden', label: 'Hidden' },
  { status: '', label: 'All reviews' },
];

/** A rating is 1 to 5 whole stars, for the vehicle and for the shop (the database checks it too, migration 0006). */
export const REVIEW_RATING = { min: 1, max: 5 } as const;

/** The most characters a review's text may have. */
export const REVIEW_TEXT_MAX = 2000;

/** Why a rider may not review a ride; each has its message in MESSAGES.reviews. */
export type ReviewRefusal = 'notYourRide' | 'notCompleted' | 'notTakenPlace';

/**
 * Who may review: the ride's own customer, once the ride took place (the rides kernel's
 * `canReview`). Null when `reviewerId` may. Once per ride is the database's unique index, which
 * also decides between two posts at once.
 */
export function reviewRefusal(ride: RideFacts & { userId: string }, reviewerId: string): ReviewRefusal | null {
  if (ride.userId !== reviewerId) return 'notYourRide';
  if (ride.status !== 'completed') return 'notCompleted';
  if (!canReview(ride)) return 'notTakenPlace';
  return null;
}

/** The message of a refusal, as the rider reads it. */
export const reviewRefusalMessage = (refusal: ReviewRefusal) => MESSAGES.reviews[refusal];
