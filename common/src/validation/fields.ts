import { z } from 'zod';

/** Building blocks of the validation tables; each takes the spec's messages. */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** optional plus, first digit 1-9, then 1 to 14 digits */
export const CONTACT_PATTERN = /^\+?[1-9]\d{1,14}$/;
export const TEN_DIGITS = /^\d{10}$/;
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** A string that must be present and non-blank; missing, null and '' all give `message`. */
export const requiredText = (message: string) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: message }).trim().min(1, message));

/** A string that may be absent; blank becomes undefined. */
export const optionalText = () =>
  z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().optional());

export const email = (required: string, invalid: string) => requiredText(required).pipe(z.string().regex(EMAIL_PATTERN, invalid)).transform((v) => v.toLowerCase());

/** bcrypt reads only the first 72 bytes: a longer password would silently match its prefix. */
export const PASSWORD_MAX_BYTES = 72;

export const password = (required: string, min: number, tooShort: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: required })
      .min(1, required)
      .min(min, tooShort)
      .refine((v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES, 'Password must be at most 72 characters'),
  );

export const patterned = (required: string, pattern: RegExp, invalid: string) => requiredText(required).pipe(z.string().regex(pattern, invalid));

/** A number that must be present; accepts numeric strings from forms. */
export const requiredNumber = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: required }).refine(Number.isFinite, required),
  );

export const optionalNumber = (invalid = 'Must be a number') =>
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
export const optionalDate = (invalid = 'Invalid date') =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? v.slice(0, 10) : v),
    z.string({ error: invalid }).refine(isCalendarDate, invalid).optional(),
  );
