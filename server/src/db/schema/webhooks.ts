import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '@evbazaar/common/src/domain/webhooks';
import { createdAt, foreignId, id, updatedAt } from './columns';
import { users } from './users';

/**
 * A person's webhook endpoint (docs/decisions/0055): where events go and the secret that signs them.
 * The secret is kept as issued (it signs every delivery); it is answered once, at creation or rotation.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    ownerId: foreignId('owner_id', () => users.id, 'cascade'),
    url: text('url').notNull(),
    /** payload types, e.g. test_ride.booked */
    events: text('events').array().notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    /** after a rotation the old secret signs beside the new one until this time */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true, mode: 'date' }),
    /** set after too many straight failures (or by its owner); nothing is sent while set */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_owner_idx').on(t.ownerId, t.createdAt)],
);

/** One event for one endpoint: written in the change's transaction, sent by the webhook worker (an outbox). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: foreignId('endpoint_id', () => webhookEndpoints.id, 'cascade'),
    eventType: text('event_type').notNull(),
    /** the `webhook-id` header: the same for every try and redelivery, so receivers dedupe by it */
    webhookId: text('webhook_id').notNull(),
    /** the exact body sent */
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** a worker's claim: nobody else sends the row until the lease runs out */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    claimToken: text('claim_token'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** One try of a delivery: what the receiver answered (its first 1 KB) or why it could not be reached. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: foreignId('delivery_id', () => webhookDeliveries.id, 'cascade'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    httpStatus: integer('http_status'),
    durationMs: integer('duration_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
