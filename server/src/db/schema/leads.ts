import { LEAD_EVENT_KINDS, LEAD_SOURCES, LEAD_STATUSES } from '@evbazaar/common/src/domain/leads';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { createdAt, id, updatedAt } from './columns';
import { enquiries } from './content';
import { shops, testDrives } from './shops';
import { users } from './users';

/**
 * A lead (issue 29, item 3; docs/decisions/0061): someone who may buy, opened by a test-ride request,
 * a contact enquiry or the product page's offer form, worked by an agent. The person's name, e-mail
 * and phone are copied from what opened it (the lead outlives a deleted account or enquiry).
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** as typed or as the shop's city; matched without case */
    cityName: text('city_name'),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** the customer's account, when one opened it */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    testDriveId: text('test_drive_id').references(() => testDrives.id, { onDelete: 'set null' }),
    enquiryId: text('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    lostReason: text('lost_reason'),
    /** India date of the next call */
    nextFollowUpOn: date('next_follow_up_on', { mode: 'string' }),
    /** the funnel's stages, stamped once when first reached */
    contactedAt: timestamp('contacted_at', { withTimezone: true, mode: 'date' }),
    testRideAt: timestamp('test_ride_at', { withTimezone: true, mode: 'date' }),
    wonAt: timestamp('won_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // lists newest first: all, by status, by agent (and status), by city, unassigned; the funnel's range
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_status_created_idx').on(t.status, t.createdAt),
    index('leads_agent_status_created_idx').on(t.agentId, t.status, t.createdAt),
    index('leads_city_created_idx').on(sql`lower(${t.cityName})`, t.createdAt),
    index('leads_unassigned_created_idx')
      .on(t.createdAt)
      .where(sql`agent_id is null`),
    // an agent's follow-ups due
    index('leads_agent_follow_up_idx')
      .on(t.agentId, t.nextFollowUpOn)
      .where(sql`next_follow_up_on is not null`),
    // a dealer's offer requests by city
    index('leads_offer_city_created_idx')
      .on(sql`lower(${t.cityName})`, t.createdAt)
      .where(sql`source = 'offer_request'`),
    // one lead per ride and per enquiry
    uniqueIndex('leads_test_drive_key').on(t.testDriveId),
    uniqueIndex('leads_enquiry_key').on(t.enquiryId),
    index('leads_product_idx').on(t.productId),
    index('leads_user_idx').on(t.userId),
  ],
);

/**
 * A lead's timeline: everything that happened to it, oldest first (opened, assigned, status,
 * follow-up, notes, its ride's changes, offers). Who did it is copied (name) beside the id.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: id(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEAD_EVENT_KINDS }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    /** the entry's details: statuses, dates, the note, the ride's event, the offer */
    data: jsonb('data')
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    /** the order of entries written in one transaction (they share its time) */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('lead_events_lead_created_idx').on(t.leadId, t.createdAt, t.seq)],
);

/** A dealer's offer on an offer request: one per shop and lead, mailed to the shopper. */
export const leadOffers = pgTable(
  'lead_offers',
  {
    id: id(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** whole rupees */
    price: integer('price').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lead_offers_lead_shop_key').on(t.leadId, t.shopId), index('lead_offers_shop_created_idx').on(t.shopId, t.createdAt)],
);

/**
 * An agent's lead settings: the cities whose leads go to the agent first (as typed; matched
 * without case), and when the agent was last given a lead by the rule (round robin: the longest
 * waiting goes next). No row: no cities, never given one. The rule reads every agent's row (a few
 * dozen at most): no index beyond the key.
 */
export const agentLeadSettings = pgTable('agent_lead_settings', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cities: text('cities')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

export type LeadRow = typeof leads.$inferSelect;
export type LeadEventRow = typeof leadEvents.$inferSelect;
export type LeadOfferRow = typeof leadOffers.$inferSelect;
