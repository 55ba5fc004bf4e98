import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { API_SCOPES, type ApiScope } from '@evbazaar/common/src/permissions/scopes';
import { createdAt, foreignId, id } from './columns';
import { users } from './users';

/**
 * API keys (issue 23, docs/decisions/0053): a key acts as its owner, narrowed to its scopes.
 * Only the secret's SHA-256 is stored; `prefix` (its first 12 characters) lets a person tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    // a deleted account takes its keys with it
    userId: foreignId('user_id', () => users.id, 'cascade'),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes', { enum: API_SCOPES }).array().$type<ApiScope[]>().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // every authenticated request finds its key by the hash
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    // the owner's list, newest first
    index('api_keys_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
