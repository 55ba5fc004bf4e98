import { MESSAGES, SESSION_ONLY, type KeyAccess } from '@evbazaar/common';
import type { ApiKeyCaller } from '../http/viewer';
import { Forbidden } from './errors';

/**
 * Refuses a key an operation its scopes do not cover (403 naming the missing scope), or one no key
 * may do at all; the owner's role is checked apart, so a key never does more than its owner could.
 * `access` undefined: an operation the tables do not know (GraphQL validation refuses it later).
 */
export function assertKeyMay(key: ApiKeyCaller, access: KeyAccess | undefined) {
  if (access === undefined) return;
  if (access === SESSION_ONLY) throw new Forbidden(MESSAGES.apiKeys.sessionOnly);
  if (!key.scopes.includes(access)) throw new Forbidden(MESSAGES.apiKeys.missingScope(access));
}
