import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '@evbazaar/common/src/domain/people';
import { createdAt, id, updatedAt } from './columns';

// the roles are the people kernel's (common/src/domain/people.ts)
export { ROLES, type Role };

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name'),
    /** null for accounts an admin created (the admin form has no username) */
    username: text('username'),
    /** stored lower-cased */
    email: text('email').notNull(),
    contact: text('contact'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('USER'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** bumped by a password or role change: tokens signed with an older version stop working */
    tokenVersion: integer('token_version').notNull().default(0),
    countryId: text('country_id'),
    countryName: text('country_name'),
    stateId: text('state_id'),
    stateName: text('state_name'),
    cityId: text('city_id'),
    cityName: text('city_name'),
    address1: text('address1'),
    address2: text('address2'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    index('users_role_idx').on(t.role),
    // the admin's list pages newest first, ties broken by id (docs/decisions/0018)
    index('users_created_at_idx').on(t.createdAt, t.id),
    // trigram indexes serve the back-office user search (ILIKE '%…%' on name, e-mail, username and
    // contact: an OR uses indexes only when every one of its columns has one)
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_contact_trgm_idx').using('gin', sql`${t.contact} gin_trgm_ops`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha-256 of the token sent by mail; the token itself is never stored */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);
