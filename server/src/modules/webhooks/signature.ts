import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@evbazaar/common';

/** A new signing secret as Standard Webhooks writes one: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = () => WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed by the base64-decoded part after `whsec_`. */
export function signWebhook(secret: string, webhookId: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${webhookId}.${timestamp}.${body}`).digest('base64')}`;
}

/** The `webhook-signature` header: one signature per live secret, space-separated (both during a rotation). */
export const signatureHeader = (secrets: readonly string[], webhookId: string, timestamp: number, body: string) =>
  secrets.map((secret) => signWebhook(secret, webhookId, timestamp, body)).join(' ');
