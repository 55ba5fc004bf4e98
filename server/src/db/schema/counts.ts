import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { RIDE_STATUSES } from '@evbazaar/common';

/**
 * Row counts kept by the database itself (statement triggers of migration 0018, in the writing
 * transaction): the dashboards read a row instead of counting 100,000 users or 1,000,000 rides
 * (docs/decisions/0050). Names: `users`, `users.role.<ROLE>`, `products`, `products.type.<type>`,
 * `blogs`, `locations`, `comparisons`.
 */
export const rowCounts = pgTable('row_counts', { name: text('name').primaryKey(), n: bigint('n', { mode: 'number' }).notNull().default(0) });

/** Rides a shop still lists (not removed by the dealer), per status, kept by the same triggers. */
export const shopRideCounts = pgTable(
  'shop_ride_counts',
  {
    // no foreign key: a shop's deletion removes its rides, whose trigger then updates these rows in any order
    shopId: text('shop_id').notNull(),
    status: text('status', { enum: RIDE_STATUSES }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.status] })],
);
