import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { FAQ_DESC_MAX, FAQ_TITLE_MAX } from '@evbazaar/common/src/validation/content';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** Lower case, trimmed, inner runs of spaces as one: "12  MG Road " and "12 mg road" are the same address. */
const normalisedText = (column: AnyPgColumn): SQL => sql`lower(regexp_replace(btrim(coalesce(${column}, '')), '\\s+', ' ', 'g'))`;

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** the headline and text in Hindi (issue 26); null until written: Hindi pages then show the English ones */
    titleHi: text('title_hi'),
    contentHi: text('content_hi'),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blogs_created_at_idx').on(t.createdAt)],
);

/** The FAQ page's questions (the spec's FAQ item: title, desc), shown by `position`, lowest first. */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    /** the question and answer in Hindi (issue 26); null until written */
    titleHi: text('title_hi'),
    descHi: text('desc_hi'),
    /** gaps are fine (a deleted question leaves one); ties fall back to the oldest first */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faqs_position_idx').on(t.position, t.createdAt, t.id),
    // the service refuses longer text with a field message first; the table holds the same bounds
    check('faqs_title_length', sql`char_length(${t.title}) between 1 and ${sql.raw(String(FAQ_TITLE_MAX))}`),
    check('faqs_desc_length', sql`char_length(${t.desc}) between 1 and ${sql.raw(String(FAQ_DESC_MAX))}`),
    // the Hindi texts take the same bounds when present (added NOT VALID on a live table: migration 0029)
    check('faqs_title_hi_length', sql`char_length(${t.titleHi}) between 1 and ${sql.raw(String(FAQ_TITLE_MAX))}`),
    check('faqs_desc_hi_length', sql`char_length(${t.descHi}) between 1 and ${sql.raw(String(FAQ_DESC_MAX))}`),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    countryId: text('country_id').notNull(),
    countryName: text('country_name').notNull(),
    stateId: text('state_id').notNull(),
    stateName: text('state_name').notNull(),
    cityId: text('city_id').notNull(),
    cityName: text('city_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    createdAt: createdAt(),
  },
  (t) => [
    index('locations_city_idx').on(t.cityId),
    index('locations_state_name_idx').on(t.stateName, t.cityName),
    // one location per city and address, whatever the case and spacing
    uniqueIndex('locations_city_address_key').on(t.cityId, normalisedText(t.address1), normalisedText(t.address2)),
  ],
);

export const ENQUIRY_KINDS = ['contact', 'career'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** Contact messages and career applications: same fields, told apart by kind. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    kind: text('kind', { enum: ENQUIRY_KINDS }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** when an admin marked it handled; null while unhandled */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    /** the admin who handled it; kept as handled (with no name) when that account is deleted */
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // the contact and career lists page newest first, ties broken by id (docs/decisions/0018)
  (t) => [index('enquiries_kind_created_idx').on(t.kind, t.createdAt, t.id)],
);
