import { MESSAGES } from '../messages';
import { createReviewSchema, reviewListSchema, reviewStatusSchema } from '../validation/reviews';
import type { RideFacts } from './rides';
import {
  MODERATION_STATUSES,
  NEW_REVIEW_STATUS,
  PUBLISHED_REVIEW_STATUS,
  REVIEW_FILTERS,
  REVIEW_RATING,
  REVIEW_STATUSES,
  REVIEW_STATUS_LABELS,
  REVIEW_TEXT_MAX,
  reviewRefusal,
  reviewRefusalMessage,
} from './reviews';

const now = new Date('2026-12-01T10:00:00Z');
const HOUR = 3600_000;
const ride = (facts: Partial<RideFacts> = {}): RideFacts & { userId: string } => ({ userId: 'rider', status: 'completed', ...facts });

describe('the reviews kernel', () => {
  it('has the statuses pending, approved and hidden: new reviews wait, approved ones are shown, an admin sets the other two', () => {
    expect(REVIEW_STATUSES).toEqual(['pending', 'approved', 'hidden']);
    expect(NEW_REVIEW_STATUS).toBe('pending');
    expect(PUBLISHED_REVIEW_STATUS).toBe('approved');
    expect(MODERATION_STATUSES).toEqual(REVIEW_STATUSES.filter((s) => s !== NEW_REVIEW_STATUS));
  });

  it('labels every status, and filters the moderation list by each of them in order, then all', () => {
    expect(REVIEW_STATUSES.map((s) => REVIEW_STATUS_LABELS[s])).toEqual(['waiting', 'approved', 'hidden']);
    expect(REVIEW_FILTERS.map((f) => f.status)).toEqual([...REVIEW_STATUSES, '']);
    expect(REVIEW_FILTERS.map((f) => f.label)).toEqual(['Waiting for approval', 'Approved', 'Hidden', 'All reviews']);
  });

  it('the messages that list the statuses or the stars name them as the kernel has them', () => {
    expect(MESSAGES.reviews.statusListInvalid).toBe(`Status must be ${REVIEW_STATUSES.slice(0, -1).join(', ')} or ${REVIEW_STATUSES.at(-1)}`);
    expect(MESSAGES.reviews.statusInvalid).toBe(`Status must be ${MODERATION_STATUSES.join(' or ')}`);
    const stars = `${REVIEW_RATING.min} to ${REVIEW_RATING.max} stars`;
    expect([MESSAGES.reviews.productRating, MESSAGES.reviews.shopRating]).toEqual([`Vehicle rating must be ${stars}`, `Shop rating must be ${stars}`]);
  });

  it('the schemas take the kernel statuses, in any case, and refuse the rest', () => {
    for (const status of REVIEW_STATUSES) expect(reviewListSchema.parse({ status: status.toUpperCase() })).toEqual({ status });
    expect(reviewListSchema.safeParse({ status: 'waiting' }).error?.issues[0]?.message).toBe(MESSAGES.reviews.statusListInvalid);
    for (const status of MODERATION_STATUSES) expect(reviewStatusSchema.safeParse({ status, reason: 'x' }).success).toBe(true);
    expect(reviewStatusSchema.safeParse({ status: NEW_REVIEW_STATUS }).error?.issues[0]?.message).toBe(MESSAGES.reviews.statusInvalid);
  });

  it('the review form takes whole stars from the lowest to the highest and text up to its length', () => {
    const review = (productRating: unknown, text = 'Good ride') => createReviewSchema.safeParse({ testDriveId: 'r1', productRating, shopRating: 3, text });
    const { min, max } = REVIEW_RATING;
    expect([min, max, String(max)].map((n) => review(n).success)).toEqual([true, true, true]);
    for (const n of [min - 1, max + 1, 2.5]) expect(review(n).error?.issues.map((i) => i.message)).toEqual([MESSAGES.reviews.productRating]);
    expect(review(min, 'x'.repeat(REVIEW_TEXT_MAX)).success).toBe(true);
    expect(review(min, 'x'.repeat(REVIEW_TEXT_MAX + 1)).error?.issues[0]?.message).toBe(MESSAGES.validation.tooLong(MESSAGES.labels.review, REVIEW_TEXT_MAX));
  });

  it("lets only the ride's own customer review it, once it took place (the rides kernel's canReview)", () => {
    expect(reviewRefusal(ride(), 'rider')).toBeNull();
    expect(reviewRefusal(ride(), 'someone else')).toBe('notYourRide');
    expect(reviewRefusal(ride({ status: 'confirmed' }), 'rider')).toBe('notCompleted');
    expect(reviewRefusal(ride({ status: 'confirmed' }), 'someone else')).toBe('notYourRide');
    const later = { slotStart: new Date(now.getTime() + 48 * HOUR), completedAt: now };
    expect(reviewRefusal(ride(later), 'rider')).toBe('notTakenPlace');
    expect(reviewRefusal(ride({ slotStart: new Date(now.getTime() - 2 * HOUR), completedAt: now }), 'rider')).toBeNull();
  });

  it('says each refusal with its message', () => {
    expect(reviewRefusalMessage('notYourRide')).toBe('You can only review your own test rides');
    expect(reviewRefusalMessage('notCompleted')).toBe('You can review a vehicle only after your test ride is completed');
    expect(reviewRefusalMessage('notTakenPlace')).toBe('You can review a vehicle only after your test ride has taken place');
  });
});
