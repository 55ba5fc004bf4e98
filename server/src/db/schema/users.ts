import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '@evbazaar/common/src/domain/people';
import { LOCALES, type Locale } from '@evbazaar/common/src/format/locale';
import { createdAt, foreignId, id, updatedAt } from './columns';

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
    /** the language the user reads the site and mails in (issue 26): en or hi */
    language: text('language', { enum: LOCALES }).$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // added NOT VALID on a live table (migration 0029): new and changed rows are checked at once
    check('users_language_check', sql`${t.language} in (${sql.raw(LOCALES.map((l) => `'${l}'`).join(', '))})`),
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
    // 1-2 letters have no trigram: they match the start of a name, e-mail, username or number (docs/decisions/0050)
    index('users_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`${t.email} text_pattern_ops`),
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_contact_prefix_idx').on(sql`${t.contact} text_pattern_ops`),
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

/**
 * Sign-in sessions that outlive a tab (docs/decisions/0043): each row is one refresh token of a
 * family (one sign-in on one browser). A refresh rotates the token (the row is marked rotated and a
 * new row joins the family); presenting a rotated or revoked token ends the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    /** one sign-in: every token rotated from it shares this id */
    familyId: text('family_id').notNull(),
    userId: foreignId('user_id', () => users.id, 'cascade'),
    /** sha-256 of the cookie's token; the token itself is never stored */
    tokenHash: text('token_hash').notNull(),
    /** the account's token version at sign-in: a password or role change ends the family */
    tokenVersion: integer('token_version').notNull(),
    /** "Keep me signed in": the cookie outlives the browser session */
    persistent: boolean('persistent').notNull(),
    /** this token's end: 30 days after its family was last used */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** the family's end, however often it is used */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);
