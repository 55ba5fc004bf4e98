import { WEBHOOK_EVENT_TYPES, type RideEvent, type WebhookEventType } from '@evbazaar/common';
import type { Executor } from '../../db/client';
import { newId } from '../../db/schema/columns';
import type { WebhookEvents } from '../../lib/webhook-events';
import { productPayload, reviewPayload, ridePayload } from './webhook-payloads';
import * as q from './webhooks.queries';

/** The webhook event of each ride change: a cancellation by either side is "cancelled", every other status change "status_changed". */
const RIDE_EVENT: Record<RideEvent, WebhookEventType> = {
  booked: WEBHOOK_EVENT_TYPES.TEST_RIDE_BOOKED,
  rescheduled: WEBHOOK_EVENT_TYPES.TEST_RIDE_RESCHEDULED,
  cancelled: WEBHOOK_EVENT_TYPES.TEST_RIDE_CANCELLED,
  confirmed: WEBHOOK_EVENT_TYPES.TEST_RIDE_STATUS_CHANGED,
  completed: WEBHOOK_EVENT_TYPES.TEST_RIDE_STATUS_CHANGED,
  reopened: WEBHOOK_EVENT_TYPES.TEST_RIDE_STATUS_CHANGED,
};

const PRODUCT_EVENT = {
  created: WEBHOOK_EVENT_TYPES.PRODUCT_CREATED,
  updated: WEBHOOK_EVENT_TYPES.PRODUCT_UPDATED,
  deleted: WEBHOOK_EVENT_TYPES.PRODUCT_DELETED,
} as const;

/** A new message id as Standard Webhooks writes one; every endpoint gets the event under the same id. */
export const newWebhookId = () => `msg_${newId()}`;

/** The body every receiver gets: `{ type, timestamp, data }`. */
export const webhookBody = (type: string, data: unknown, at = new Date()) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * Writes one event's deliveries, one per subscribed endpoint, in the caller's transaction. The payload
 * is read only when someone listens, so a change nobody subscribed to costs one small query.
 */
async function writeEvent(tx: Executor, type: WebhookEventType, read: () => Promise<unknown>, rideId?: string) {
  const endpoints = await q.subscribersOf(tx, type, rideId);
  if (!endpoints.length) return;
  const data = await read();
  if (!data) return;
  const body = webhookBody(type, data);
  const webhookId = newWebhookId();
  await q.insertDeliveries(
    tx,
    endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventType: type, webhookId, payload: body })),
  );
}

/** The webhook side of every change: what the test-drives, products and reviews services tell. */
export function createWebhookEvents(): WebhookEvents {
  return {
    async rideChanged(tx, change) {
      await writeEvent(tx, RIDE_EVENT[change.event], async () => (await ridePayload(tx, change.rideId))?.data, change.rideId);
    },
    productChanged: (tx, { productId, event }) => writeEvent(tx, PRODUCT_EVENT[event], () => productPayload(tx, productId)),
    reviewApproved: (tx, reviewId) => writeEvent(tx, WEBHOOK_EVENT_TYPES.REVIEW_APPROVED, () => reviewPayload(tx, reviewId)),
  };
}
