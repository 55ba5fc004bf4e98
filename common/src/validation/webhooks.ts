import { z } from 'zod';
import { DEALER_WEBHOOK_EVENTS, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookEventName } from '../domain/webhooks';
import { MESSAGES } from '../messages';
import { optionalText, requiredText } from './fields';

const M = MESSAGES.webhooks;

/** An http(s) URL within the length bound; which hosts it may reach is the server's check (SSRF). */
const endpointUrl = requiredText(M.urlRequired, WEBHOOK_LIMITS.urlLength, MESSAGES.labels.url).refine((v) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}, M.urlInvalid);

const events = z
  .array(z.enum(WEBHOOK_EVENTS as [WebhookEventName, ...WebhookEventName[]], { error: M.eventInvalid }), { error: M.eventsRequired })
  .min(1, M.eventsRequired)
  .max(WEBHOOK_EVENTS.length)
  .transform((list) => [...new Set(list)]);

export const createWebhookEndpointSchema = z.object({
  url: endpointUrl,
  events,
  description: optionalText(MESSAGES.labels.description, WEBHOOK_LIMITS.descriptionLength),
});

/** Absent or null: the field stays as it is. */
const unchangedWhenNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null ? undefined : v), schema.optional());

/** Any of the fields; `disabled: false` enables a disabled endpoint again; a blank description removes it. */
export const updateWebhookEndpointSchema = z.object({
  url: unchangedWhenNull(endpointUrl),
  events: unchangedWhenNull(events),
  description: optionalText(MESSAGES.labels.description, WEBHOOK_LIMITS.descriptionLength),
  disabled: unchangedWhenNull(z.boolean({ error: M.disabledInvalid })),
});

export const webhookDeliveryListSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z.enum(WEBHOOK_DELIVERY_STATUSES, { error: M.statusInvalid }).optional(),
  ),
});

/** Whether a role may subscribe to every event it asks for: a dealer only to its shop's rides. */
export const eventsAllowedFor = (role: string, asked: readonly WebhookEventName[]) =>
  role !== 'DEALER' || asked.every((e) => DEALER_WEBHOOK_EVENTS.includes(e));
