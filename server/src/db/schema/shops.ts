import { RIDE_CALENDAR_DEFAULTS, RIDE_CANCELLERS, RIDE_STATUSES, type RideStatus } from '@evbazaar/common';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { locations } from './content';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** A dealer's shop: the business (profile, address, stock, rides). It belongs to every location of the same city. */
export const shops = pgTable(
  'shops',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopName: text('shop_name').notNull(),
    countryId: text('country_id').notNull(),
    countryName: text('country_name'),
    stateId: text('state_id').notNull(),
    stateName: text('state_name'),
    cityId: text('city_id').notNull(),
    cityName: text('city_name'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    landmark: text('landmark'),
    /** the shop's phone for its customers (10 digits); null for shops saved before it was asked */
    phone: text('phone'),
    /** where the shop is (degrees): its city's centre until a dealer or an admin pins it; the dealer finder measures from it */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** true when a dealer or an admin entered the position, false while it is the city's centre */
    positionPinned: boolean('position_pinned').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // shops_position_idx: the dealer finder's box around a point (docs/decisions/0063)
  (t) => [uniqueIndex('shops_user_key').on(t.userId), index('shops_city_idx').on(t.cityId), index('shops_position_idx').on(t.lat, t.lng)],
);

export const shopProducts = pgTable(
  'shop_products',
  {
    id: id(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    isAvailable: boolean('is_available').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shop_products_shop_product_key').on(t.shopId, t.productId), index('shop_products_product_idx').on(t.productId, t.isAvailable)],
);

/** One day's opening hours in India time ("10:00" to "19:00"); null means closed. */
export type DayHours = { open: string; close: string } | null;

/**
 * A shop's test-ride calendar. Its row is also the lock every slot booking of the shop takes
 * (SELECT … FOR UPDATE), so capacity holds under concurrent bookings (docs/decisions/0022).
 */
export const shopRideHours = pgTable('shop_ride_hours', {
  shopId: text('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** seven entries, Monday first */
  weekly: jsonb('weekly').$type<DayHours[]>().notNull(),
  /** India dates (YYYY-MM-DD) the shop is closed */
  closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
  slotMinutes: integer('slot_minutes').notNull().default(RIDE_CALENDAR_DEFAULTS.slotMinutes),
  /** test rides that can run at once (the shop's demo vehicles) */
  capacity: integer('capacity').notNull().default(RIDE_CALENDAR_DEFAULTS.capacity),
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(RIDE_CALENDAR_DEFAULTS.minNoticeMinutes),
  horizonDays: integer('horizon_days').notNull().default(RIDE_CALENDAR_DEFAULTS.horizonDays),
  updatedAt: updatedAt(),
});

/** the rides kernel's lists (common/src/domain/rides.ts) */
export const TEST_DRIVE_STATUSES = RIDE_STATUSES;
export type TestDriveStatus = RideStatus;

// rides refer with `restrict`: deleting what a ride points at is refused, never a silent loss
export const testDrives = pgTable(
  'test_drives',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    status: text('status', { enum: TEST_DRIVE_STATUSES }).notNull().default('pending'),
    /** the agreed slot (India time is only a view of it); null for a request without a time */
    slotStart: timestamp('slot_start', { withTimezone: true, mode: 'date' }),
    slotEnd: timestamp('slot_end', { withTimezone: true, mode: 'date' }),
    /** the colour asked for at booking, as it was named then (a product's colours get new ids when it is edited) */
    colorName: text('color_name'),
    colorCode: text('color_code'),
    /** the dealer's first confirm or cancel, for the shop's response time */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true, mode: 'date' }),
    /** who cancelled ('customer', 'dealer' or 'system') and why; the customer sees the dealer's reason */
    cancelledBy: text('cancelled_by', { enum: RIDE_CANCELLERS }),
    cancelReason: text('cancel_reason'),
    /** when the dealer last set it completed: a review needs it to be after the slot's start (docs/decisions/0029) */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** set when the dealer removes the ride from its list; the row stays for the customer and the counts */
    removedByDealerAt: timestamp('removed_by_dealer_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('test_drives_user_created_idx').on(t.userId, t.createdAt),
    index('test_drives_shop_created_idx').on(t.shopId, t.createdAt),
    index('test_drives_shop_status_idx').on(t.shopId, t.status),
    // a dealer's list, a page at a time: newest first among the rides the shop has not removed
    index('test_drives_shop_listed_idx')
      .on(t.shopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`removed_by_dealer_at is null`),
    index('test_drives_product_idx').on(t.productId),
    index('test_drives_location_idx').on(t.locationId),
    // places taken per slot: counted under the shop's hours row lock when booking
    index('test_drives_shop_slot_idx')
      .on(t.shopId, t.slotStart)
      .where(sql`slot_start is not null`),
    // one open request per customer, product and shop, also under concurrent bookings
    uniqueIndex('test_drives_one_pending_key')
      .on(t.userId, t.productId, t.shopId)
      .where(sql`status = 'pending'`),
  ],
);
