import { randomBytes } from 'node:crypto';
import { WEBHOOK_LIMITS } from '@evbazaar/common';
import { MESSAGES } from '@evbazaar/common';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { retryDelay } from '../../lib/backoff';
import { pollingWorker, type PollingWorker } from '../../lib/polling-worker';
import { checkTarget, systemResolver } from '../../lib/outbound-address';
import { postWebhook, type PostOutcome } from './post-webhook';
import { signatureHeader } from './signature';
import * as q from './webhooks.queries';

/** Deliveries one claim takes; they are sent side by side, so one slow receiver does not hold the rest. */
const BATCH = 20;

export type WebhookWorker = PollingWorker;

/** Writes a mail to a person through the mail outbox, in the caller's transaction (the notifications module's). */
export type OwnerMail = (tx: Transaction, mail: { kind: string; to: string; subject: string; text: string }) => Promise<void>;

/** The secrets that sign now: the current one, and the previous one until its rotation overlap ends. */
export const liveSecrets = (endpoint: q.EndpointRow, now = new Date()) =>
  endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
    ? [endpoint.secret, endpoint.previousSecret]
    : [endpoint.secret];

/**
 * The webhook worker of one server process (docs/decisions/0055), the mail outbox's twin: claims due
 * deliveries (`FOR UPDATE SKIP LOCKED`, a lease), checks each endpoint's address again and POSTs to the
 * address checked, signed as Standard Webhooks says; records every try, retries with back-off, gives a
 * delivery up after its last try, and disables an endpoint after its 15th straight failure, mailing its owner.
 */
export function createWebhookWorker({ db, log, config }: Deps, { mail }: { mail: OwnerMail }): WebhookWorker {
  const { pollMs, retryBaseMs, leaseMs, allowPrivateNetworks, resolve = systemResolver } = config.webhooks;
  const policy = { allowPrivateNetworks, httpsOnly: config.env === 'production', resolve };

  async function attempt(delivery: q.DeliveryRow, endpoint: q.EndpointRow): Promise<PostOutcome> {
    let target;
    try {
      target = await checkTarget(endpoint.url, policy);
    } catch (error) {
      return { durationMs: 0, error: (error as Error).message };
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'EVBazaar-Webhooks/1',
      'webhook-id': delivery.webhookId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(liveSecrets(endpoint), delivery.webhookId, timestamp, delivery.payload),
    };
    return postWebhook(target, headers, delivery.payload);
  }

  async function sendOne(delivery: q.DeliveryRow, endpoint: q.EndpointRow | undefined, token: string) {
    const outcome: PostOutcome = endpoint ? await attempt(delivery, endpoint) : { durationMs: 0, error: 'endpoint removed' };
    const ok = outcome.httpStatus !== undefined && outcome.httpStatus >= 200 && outcome.httpStatus < 300;
    const giveUp = !ok && delivery.attempts >= WEBHOOK_LIMITS.attemptsPerDelivery;
    const retryInMs = retryDelay(retryBaseMs, delivery.attempts);
    const error = outcome.error ?? (ok ? undefined : `HTTP ${outcome.httpStatus}`);
    await db.transaction(async (tx) => {
      const recorded = await q.recordAttempt(
        tx,
        delivery,
        token,
        { httpStatus: outcome.httpStatus, durationMs: outcome.durationMs, responseExcerpt: outcome.responseExcerpt, error: outcome.error },
        { ok, giveUp, retryInMs, keep: WEBHOOK_LIMITS.attemptsKept, disableAfter: WEBHOOK_LIMITS.failuresBeforeDisable },
      );
      const disabled = recorded?.disabled;
      if (disabled)
        await mail(tx, {
          kind: 'webhook.disabled',
          to: disabled.ownerEmail,
          subject: MESSAGES.webhooks.disabledMailSubject,
          text: MESSAGES.webhooks.disabledMailText(disabled.endpoint.url, disabled.endpoint.consecutiveFailures, `${config.publicUrl}/dashboard/webhooks`),
        });
    });
    // ids, status and the error's words only: never the URL's query, the body or a secret
    if (!ok)
      log.warn({ deliveryId: delivery.id, endpointId: delivery.endpointId, attempt: delivery.attempts, error, giveUp, retryInMs }, 'webhook not delivered');
    return ok;
  }

  async function drain() {
    let sent = 0;
    for (;;) {
      const token = randomBytes(8).toString('hex');
      const claimed = await q.claimDue(db, { limit: BATCH, leaseMs, token });
      if (!claimed.length) return sent;
      const endpoints = new Map((await q.endpointsByIds(db, [...new Set(claimed.map((d) => d.endpointId))])).map((e) => [e.id, e]));
      const results = await Promise.all(claimed.map((delivery) => sendOne(delivery, endpoints.get(delivery.endpointId), token)));
      sent += results.filter(Boolean).length;
    }
  }

  return pollingWorker({ pollMs, log, failure: 'webhook round failed', drain });
}
