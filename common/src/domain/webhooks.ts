/**
 * The webhooks kernel (docs/decisions/0055): the events a partner subscribes to, how a delivery is
 * stored and shown, and the bounds of an endpoint. The database, zod, the service, GraphQL's enums
 * (checked by a guard test) and the Webhooks screen read from here.
 */

/** Each event's type as the payload names it (`"type": "test_ride.booked"`), keyed by GraphQL's WebhookEvent. */
export const WEBHOOK_EVENT_TYPES = {
  TEST_RIDE_BOOKED: 'test_ride.booked',
  TEST_RIDE_STATUS_CHANGED: 'test_ride.status_changed',
  TEST_RIDE_RESCHEDULED: 'test_ride.rescheduled',
  TEST_RIDE_CANCELLED: 'test_ride.cancelled',
  PRODUCT_CREATED: 'product.created',
  PRODUCT_UPDATED: 'product.updated',
  PRODUCT_DELETED: 'product.deleted',
  REVIEW_APPROVED: 'review.approved',
} as const;

export type WebhookEventName = keyof typeof WEBHOOK_EVENT_TYPES;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[WebhookEventName];
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_TYPES) as WebhookEventName[];

/** The type of the delivery `sendTestWebhook` queues: no subscription needed. */
export const WEBHOOK_TEST_TYPE = 'webhook.test';

/** A dealer hears of its own shop's rides only: these events, nothing of the catalogue or reviews. */
export const DEALER_WEBHOOK_EVENTS: readonly WebhookEventName[] = [
  'TEST_RIDE_BOOKED',
  'TEST_RIDE_STATUS_CHANGED',
  'TEST_RIDE_RESCHEDULED',
  'TEST_RIDE_CANCELLED',
];

/** The screen's label of each event. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventName, string>> = {
  TEST_RIDE_BOOKED: 'Test ride booked',
  TEST_RIDE_STATUS_CHANGED: 'Test ride status changed',
  TEST_RIDE_RESCHEDULED: 'Test ride rescheduled',
  TEST_RIDE_CANCELLED: 'Test ride cancelled',
  PRODUCT_CREATED: 'Product created',
  PRODUCT_UPDATED: 'Product updated',
  PRODUCT_DELETED: 'Product deleted',
  REVIEW_APPROVED: 'Review approved',
};

/**
 * A delivery: pending (waiting for its first try or due again after a failed one), delivered (a 2xx
 * answer), or failed (given up after its last try, until its owner redelivers it).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The delivery log's filter, in its order. */
export const WEBHOOK_DELIVERY_FILTERS: readonly { status: WebhookDeliveryStatus | ''; label: string }[] = [
  { status: '', label: 'All deliveries' },
  { status: 'failed', label: 'Failed' },
  { status: 'pending', label: 'Pending' },
  { status: 'delivered', label: 'Delivered' },
];

export const WEBHOOK_LIMITS = {
  /** endpoints one person keeps */
  endpointsPerOwner: 10,
  urlLength: 2048,
  descriptionLength: 200,
  /** tries of one delivery before it is given up (a redelivery starts a fresh round) */
  attemptsPerDelivery: 8,
  /** straight failed tries after which an endpoint is disabled and its owner mailed */
  failuresBeforeDisable: 15,
  /** the answer kept of each try */
  responseExcerptBytes: 1024,
  /** a receiver gets this long to answer */
  timeoutMs: 5_000,
  /** the old secret keeps signing beside the new one this long after a rotation */
  rotationOverlapMs: 24 * 60 * 60 * 1000,
  /** the attempts a delivery's log keeps (the newest) */
  attemptsKept: 20,
} as const;

/** The secret's prefix, as Standard Webhooks writes it; the rest is base64 of 32 random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
