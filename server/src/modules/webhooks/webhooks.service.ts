import {
  LISTS,
  MESSAGES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_TYPE,
  createWebhookEndpointSchema,
  eventsAllowedFor,
  updateWebhookEndpointSchema,
  webhookDeliveryListSchema,
  type WebhookEventName,
} from '@evbazaar/common';
import type { Deps } from '../../deps';
import type { Viewer } from '../../lib/auth';
import { BadInput, Conflict, NotFound } from '../../lib/errors';
import { pageCount, pageOf } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import { checkTarget, systemResolver } from '../../lib/outbound-address';
import { newWebhookSecret } from './signature';
import { createWebhookEvents, newWebhookId, webhookBody } from './webhook-events';
import { createWebhookWorker, type OwnerMail } from './webhook-worker';
import { requireViewer } from '../../lib/auth';
import { changesBetween, recordAudit, type Caller } from '../audit/audit.service';
import * as q from './webhooks.queries';

export type { AttemptRow, DeliveryRow, EndpointRow } from './webhooks.queries';
export type DeliveryWithAttempts = q.DeliveryRow & { attemptLog: q.AttemptRow[] };

const TYPE_OF = WEBHOOK_EVENT_TYPES as Record<string, string>;
const NAME_OF = new Map<string, WebhookEventName>(Object.entries(WEBHOOK_EVENT_TYPES).map(([name, type]) => [type, name as WebhookEventName]));

/** An endpoint's subscriptions as GraphQL names them (TEST_RIDE_BOOKED), from the stored types. */
export const eventNamesOf = (endpoint: q.EndpointRow) => endpoint.events.map((type) => NAME_OF.get(type)).filter((name): name is WebhookEventName => !!name);

/**
 * Webhook endpoints of dealers and admins (docs/decisions/0055): each person manages only their own
 * (someone else's answers NOT_FOUND); a dealer subscribes to its own shop's rides only.
 */
/** An endpoint's address as its audit keeps it: without the query, which may carry a receiver's token. */
const auditedUrl = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return 'changed';
  }
};
const endpointTarget = (e: { id: string; url: string }) => ({ type: 'webhook_endpoint', id: e.id, label: auditedUrl(e.url) });
const auditedEndpoint = (e: { url: string; events: readonly string[]; description: string | null; disabledAt: Date | null }) => ({
  url: auditedUrl(e.url),
  events: e.events,
  description: e.description,
  disabled: Boolean(e.disabledAt),
});

export function createWebhooksService(deps: Deps, { mail }: { mail: OwnerMail }) {
  const { db, config } = deps;
  const { allowPrivateNetworks, resolve = systemResolver } = config.webhooks;
  const policy = { allowPrivateNetworks, httpsOnly: config.env === 'production', resolve };
  const worker = createWebhookWorker(deps, { mail });

  /** The caller's own endpoint; NOT_FOUND for a missing one and for anyone else's, so ids cannot be probed. */
  async function ownEndpoint(viewer: Viewer, id: string) {
    const endpoint = await q.findEndpoint(db, id);
    if (!endpoint || endpoint.ownerId !== viewer.id) throw new NotFound(MESSAGES.webhooks.notFound);
    return endpoint;
  }

  /** The events a role may hear of; a dealer asking for more is told so on the field. */
  function allowedEvents(viewer: Viewer, events: WebhookEventName[]) {
    if (!eventsAllowedFor(viewer.role, events)) throw new BadInput(MESSAGES.webhooks.dealerEvents, { events: MESSAGES.webhooks.dealerEvents });
    return events.map((name) => TYPE_OF[name]);
  }

  /** The URL as stored: its scheme at once, then every address its host resolves to (server-side request forgery). */
  async function checkedUrl(url: string) {
    await checkTarget(url, policy);
    return url;
  }

  return {
    worker,
    events: createWebhookEvents(),

    /** Dealer or admin: a new endpoint of their own, at most 10 each; its signing secret is answered this once. */
    async create(caller: Caller, input: unknown) {
      const viewer = requireViewer(caller.viewer);
      const values = parseInput(createWebhookEndpointSchema, input);
      const events = allowedEvents(viewer, values.events);
      const url = await checkedUrl(values.url);
      const secret = newWebhookSecret();
      const endpoint = await db.transaction(async (tx) => {
        await q.lockOwner(tx, viewer.id);
        if ((await q.countOwnerEndpoints(tx, viewer.id)) >= WEBHOOK_LIMITS.endpointsPerOwner)
          throw new Conflict(MESSAGES.webhooks.tooMany(WEBHOOK_LIMITS.endpointsPerOwner));
        const row = await q.insertEndpoint(tx, { ownerId: viewer.id, url, events, description: values.description ?? null, secret });
        await recordAudit(tx, caller, {
          action: 'webhook_endpoint.created',
          targets: [endpointTarget(row)],
          changes: changesBetween(null, auditedEndpoint(row)),
        });
        return row;
      });
      return { endpoint, secret };
    },

    /** The caller's own endpoints, newest first. */
    list: (viewer: Viewer) => q.ownerEndpoints(db, viewer.id, LISTS.webhookEndpoints.rows),

    /** Changes an own endpoint's URL, events or description; `disabled: false` enables it again with a clean run of failures. */
    async update(caller: Caller, id: string, input: unknown) {
      const viewer = requireViewer(caller.viewer);
      const values = parseInput(updateWebhookEndpointSchema, input);
      const endpoint = await ownEndpoint(viewer, id);
      const changes: Parameters<typeof q.updateEndpoint>[2] = {};
      if (values.url !== undefined && values.url !== endpoint.url) changes.url = await checkedUrl(values.url);
      if (values.events !== undefined) changes.events = allowedEvents(viewer, values.events);
      // present in the input (a blank one clears it); absent leaves it
      if (input && typeof input === 'object' && 'description' in input) changes.description = values.description ?? null;
      if (values.disabled === true && !endpoint.disabledAt) changes.disabledAt = new Date();
      if (values.disabled === false && endpoint.disabledAt) Object.assign(changes, { disabledAt: null, consecutiveFailures: 0 });
      if (!Object.keys(changes).length) return endpoint;
      return db.transaction(async (tx) => {
        const updated = (await q.updateEndpoint(tx, id, changes)) ?? endpoint;
        const diff = changesBetween(auditedEndpoint(endpoint), auditedEndpoint(updated));
        if (Object.keys(diff).length) await recordAudit(tx, caller, { action: 'webhook_endpoint.updated', targets: [endpointTarget(updated)], changes: diff });
        return updated;
      });
    },

    /** Deletes an own endpoint with its deliveries and their log. */
    async remove(caller: Caller, id: string) {
      const endpoint = await ownEndpoint(requireViewer(caller.viewer), id);
      return db.transaction(async (tx) => {
        const gone = await q.deleteEndpoint(tx, id);
        await recordAudit(tx, caller, { action: 'webhook_endpoint.deleted', targets: [endpointTarget(endpoint)] });
        return gone;
      });
    },

    /** A new secret for an own endpoint, answered once; the old one keeps signing beside it for 24 hours. */
    async rotateSecret(caller: Caller, id: string) {
      const endpoint = await ownEndpoint(requireViewer(caller.viewer), id);
      const secret = newWebhookSecret();
      const updated = await db.transaction(async (tx) => {
        const row = await q.updateEndpoint(tx, id, {
          secret,
          previousSecret: endpoint.secret,
          previousSecretExpiresAt: new Date(Date.now() + WEBHOOK_LIMITS.rotationOverlapMs),
        });
        // that it happened, never the secrets
        await recordAudit(tx, caller, { action: 'webhook_endpoint.secret_rotated', targets: [endpointTarget(endpoint)] });
        return row;
      });
      return { endpoint: updated ?? endpoint, secret };
    },

    /** Queues a `webhook.test` event to an own enabled endpoint; answers its delivery. */
    async sendTest(viewer: Viewer, id: string): Promise<DeliveryWithAttempts> {
      const endpoint = await ownEndpoint(viewer, id);
      if (endpoint.disabledAt) throw new Conflict(MESSAGES.webhooks.disabled);
      const body = webhookBody(WEBHOOK_TEST_TYPE, { endpointId: endpoint.id, message: MESSAGES.webhooks.testMessage });
      const [delivery] = await q.insertDeliveries(db, [{ endpointId: endpoint.id, eventType: WEBHOOK_TEST_TYPE, webhookId: newWebhookId(), payload: body }]);
      return { ...delivery!, attemptLog: [] };
    },

    /** The delivery log of an own endpoint, newest first, optionally of one status, with each delivery's tries. */
    async deliveries(viewer: Viewer, endpointId: string, input: { status?: unknown; page?: unknown; limit?: unknown }) {
      const { status } = parseInput(webhookDeliveryListSchema, { status: input.status });
      await ownEndpoint(viewer, endpointId);
      const { page, limit, offset } = pageOf(input, LISTS.webhookDeliveries.rows);
      const { items, total } = await q.listDeliveries(db, endpointId, { status, limit, offset });
      const attempts = await q.attemptsOf(
        db,
        items.map((d) => d.id),
      );
      const withAttempts: DeliveryWithAttempts[] = items.map((d) => ({ ...d, attemptLog: attempts.filter((a) => a.deliveryId === d.id) }));
      return { items: withAttempts, total, page, totalPages: pageCount(total, limit) };
    },

    /** Sends a delivered or failed delivery of an own endpoint again: same webhook-id and body, a fresh round of tries. */
    async redeliver(caller: Caller, deliveryId: string): Promise<DeliveryWithAttempts> {
      const found = await q.findDelivery(db, deliveryId);
      if (!found || found.ownerId !== requireViewer(caller.viewer).id) throw new NotFound(MESSAGES.webhooks.deliveryNotFound);
      const requeued = await db.transaction(async (tx) => {
        const row = await q.requeue(tx, deliveryId);
        if (!row) throw new Conflict(MESSAGES.webhooks.stillPending);
        await recordAudit(tx, caller, {
          action: 'webhook_delivery.retried',
          targets: [
            { type: 'webhook_delivery', id: deliveryId, label: row.eventType },
            { type: 'webhook_endpoint', id: row.endpointId, label: null },
          ],
        });
        return row;
      });
      return { ...requeued, attemptLog: await q.attemptsOf(db, [deliveryId]) };
    },

    /** Deliveries waiting and the oldest one's age, and how many were given up (metrics). */
    async figures() {
      const figures = await q.deliveryFigures(db);
      const oldestSeconds = figures.oldestCreatedAt ? Math.max(0, (Date.now() - figures.oldestCreatedAt.getTime()) / 1000) : 0;
      return { pending: figures.pending, oldestSeconds, failed: figures.failed };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
