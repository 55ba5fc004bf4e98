import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NEW_REVIEW_STATUS, REVIEW_STATUSES, type ReviewStatus } from '@evbazaar/common/src/domain/reviews';
import { products } from './catalogue';
import { createdAt, foreignId, id, updatedAt } from './columns';
import { shops, testDrives } from './shops';
import { users } from './users';

// the statuses are the reviews kernel's (common/src/domain/reviews.ts)
export { REVIEW_STATUSES, type ReviewStatus };

/** A verified rider's review of the vehicle and the shop: one per completed ride (docs/decisions/0024). */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    testDriveId: foreignId('test_drive_id', () => testDrives.id, 'restrict'),
    userId: foreignId('user_id', () => users.id, 'cascade'),
    productId: foreignId('product_id', () => products.id, 'cascade'),
    shopId: foreignId('shop_id', () => shops.id, 'cascade'),
    /** both ratings are the kernel's 1 to 5 stars (REVIEW_RATING); the database checks them (migration 0006) */
    productRating: integer('product_rating').notNull(),
    shopRating: integer('shop_rating').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default(NEW_REVIEW_STATUS),
    /** why an admin hid it; shown to admins only */
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // once per ride, also under two simultaneous posts
    uniqueIndex('reviews_test_drive_key').on(t.testDriveId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_shop_created_idx').on(t.shopId, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Average and count of each product's approved reviews, kept in step by the review service in the
 * moderation transaction, so cards read it by id and a product list can sort on it with one join.
 */
export const productRatings = pgTable('product_ratings', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  average: doublePrecision('average').notNull(),
  count: integer('count').notNull(),
  updatedAt: updatedAt(),
});
