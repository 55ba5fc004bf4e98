import { z } from 'zod';
import { MESSAGES } from '../messages';
import { API_SCOPES } from '../permissions/scopes';

/** Bounds of a key: a short name, the scopes once each, an expiry of at most a year. */
export const API_KEY_LIMITS = { nameMax: 80, maxExpiresInDays: 365, activePerOwner: 20 } as const;

export const createApiKeySchema = z.object({
  name: z
    .string({ error: MESSAGES.apiKeys.nameRequired })
    .trim()
    .min(1, MESSAGES.apiKeys.nameRequired)
    .max(API_KEY_LIMITS.nameMax, MESSAGES.apiKeys.nameTooLong(API_KEY_LIMITS.nameMax)),
  scopes: z
    .array(z.enum(API_SCOPES, { error: MESSAGES.apiKeys.scopeUnknown }), { error: MESSAGES.apiKeys.scopesRequired })
    .min(1, MESSAGES.apiKeys.scopesRequired)
    .max(API_SCOPES.length * 4, MESSAGES.apiKeys.scopeUnknown)
    // the same scope twice is one scope; stored in the table's order
    .transform((scopes) => API_SCOPES.filter((scope) => scopes.includes(scope))),
  expiresInDays: z
    .number({ error: MESSAGES.apiKeys.expiryInvalid(API_KEY_LIMITS.maxExpiresInDays) })
    .int(MESSAGES.apiKeys.expiryInvalid(API_KEY_LIMITS.maxExpiresInDays))
    .min(1, MESSAGES.apiKeys.expiryInvalid(API_KEY_LIMITS.maxExpiresInDays))
    .max(API_KEY_LIMITS.maxExpiresInDays, MESSAGES.apiKeys.expiryInvalid(API_KEY_LIMITS.maxExpiresInDays))
    .nullish(),
});

export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;
