import { z } from 'zod';
import { MESSAGES } from '../messages';
import { normalisePhone } from '../domain/phone';
import type { PlaceArea } from '../domain/place';
import { LOCALES } from '../format/locale';
import { INTERNATIONAL_CONTACT, PASSWORD_MAX_BYTES, TEN_DIGITS, type ContactRule, type PasswordRule } from '../domain/people';

/** Building blocks of the validation tables; each takes the spec's messages. */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** optional plus, first digit 1-9, then 1 to 14 digits (the people kernel's international contact) */
export const CONTACT_PATTERN = INTERNATIONAL_CONTACT;
export { PASSWORD_MAX_BYTES, TEN_DIGITS };
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/**
 * Longest text each kind of field takes. Every text has a bound, so an over-long value is a
 * 400 with a field message and never reaches the database (index rows hold about 2.7 KB).
 */
export const TEXT_MAX = {
  /** database ids (ours are 24 hex characters) and ids of the geo dataset */
  id: 64,
  /** names, usernames, shop and city names, colour names */
  name: 100,
  /** titles, product names, addresses, roles, tokens, one-line values */
  line: 255,
  /** e-mail addresses (RFC 5321) */
  email: 254,
  /** phone numbers with country code */
  phone: 20,
  /** web addresses and image paths */
  url: 2048,
  /** descriptions of brands and products, messages */
  description: 5000,
  /** search text */
  search: 100,
  /** a product's offer, one line on the product page beside its dates */
  offer: 120,
} as const;

/** "Name is required" -> "Name": the label the too-long message names. */
const labelOf = (required: string) => required.replace(/ (is|are) required$/, '');

/** A string that must be present and non-blank; missing, null and '' all give `message`; longer than `max` gives a field message. */
export const requiredText = (message: string, max: number = TEXT_MAX.line, label: string = labelOf(message)) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: message }).trim().min(1, message).max(max, MESSAGES.validation.tooLong(label, max)),
  );

/** A string that may be absent; blank (empty or only spaces) becomes undefined; longer than `max` gives a field message. */
export const optionalText = (label: string, max: number = TEXT_MAX.line) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().max(max, MESSAGES.validation.tooLong(label, max)).optional(),
  );

/**
 * A language of the site (issue 26): its code (en, hi) or GraphQL's enum name (EN, HI), kept as the
 * code; absent, null or blank is undefined (the caller keeps the current language or takes English).
 */
export const languageField = () =>
  z.preprocess(
    (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(LOCALES, { error: MESSAGES.users.languageInvalid }).optional(),
  );

/**
 * A Hindi text beside an English one (issue 26): the English field's bound. Left out (undefined)
 * it stays as stored, so a client written before the Hindi fields never wipes them; null or blank
 * clears it (null); otherwise the trimmed text.
 */
export const hindiText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string().trim().max(max, MESSAGES.validation.tooLong(label, max)).nullable().optional(),
  );

export const email = (required: string, invalid: string) =>
  requiredText(required, TEXT_MAX.email, MESSAGES.labels.email)
    .pipe(z.string().regex(EMAIL_PATTERN, invalid))
    .transform((v) => v.toLowerCase());

export const password = (required: string, min: number, tooShort: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: required })
      .min(1, required)
      .min(min, tooShort)
      .refine((v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES, MESSAGES.people.passwordTooLong),
  );

/** A password field by its row of the people kernel's table (PASSWORD_RULES). */
export const passwordField = (rule: PasswordRule) => password(rule.required, rule.min, rule.tooShort);

export const patterned = (required: string, pattern: RegExp, invalid: string, max: number = TEXT_MAX.line) =>
  requiredText(required, max).pipe(z.string().regex(pattern, invalid));

/**
 * A phone number as people type it: normalised first (separators, +91, 0091, 91 or a leading 0
 * on an Indian number), then judged by the field's own rule; the normalised form is what is stored.
 */
export const phoneNumber = (required: string, pattern: RegExp, invalid: string) =>
  z.preprocess((v) => (typeof v === 'string' ? normalisePhone(v) : v), patterned(required, pattern, invalid, TEXT_MAX.phone));

/** A phone field by its row of the people kernel's table (CONTACT_RULES). */
export const contactField = (rule: ContactRule) => phoneNumber(rule.required, rule.pattern, rule.invalid);

/** A number that must be present; accepts numeric strings from forms. */
export const requiredNumber = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: required }).refine(Number.isFinite, required),
  );

export const optionalNumber = (invalid: string = MESSAGES.validation.numberInvalid) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: invalid }).refine(Number.isFinite, invalid).optional(),
  );

export const optionalBoolean = () =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());

/** True for a YYYY-MM-DD that is a real calendar day (Date.parse takes 2026-02-31 as 3 March). */
export const isCalendarDate = (s: string) => {
  const time = Date.parse(`${s}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
};

/** YYYY-MM-DD, or an ISO timestamp cut to its date ("offer dates are sent as date only"). */
export const optionalDate = (invalid: string = MESSAGES.validation.dateInvalid) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? v.slice(0, 10) : v),
    z.string({ error: invalid }).refine(isCalendarDate, invalid).optional(),
  );

/** Country, state and city of an address card: ids required, display names optional (the server fills them from the dataset). */
export const placeFields = {
  countryId: requiredText(MESSAGES.places.countryRequired, TEXT_MAX.id),
  countryName: optionalText(MESSAGES.labels.country, TEXT_MAX.name),
  stateId: requiredText(MESSAGES.places.stateRequired, TEXT_MAX.id),
  stateName: optionalText(MESSAGES.labels.state, TEXT_MAX.name),
  cityId: requiredText(MESSAGES.places.cityRequired, TEXT_MAX.id),
  cityName: optionalText(MESSAGES.labels.city, TEXT_MAX.name),
} satisfies Record<keyof PlaceArea, z.ZodType>;
