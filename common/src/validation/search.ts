import { z } from 'zod';
import { MESSAGES } from '../messages';
import { TEXT_MAX, optionalText } from './fields';

/** Suggestions shown under the header search box (and the most the API answers). */
export const SUGGESTIONS_MAX = 8;
/** Fewer typed characters than this give no suggestions: one or two letters match nearly everything. */
export const SUGGEST_MIN_CHARS = 2;
/** Vehicles the compare tray and the compare page hold. */
export const COMPARE_MAX = 4;
/** A product slug: lower-case words joined by '-' (made by the database, see docs/decisions/0020). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 120;

/** Typo-tolerant suggestions: the typed text (blank gives none) and at most SUGGESTIONS_MAX of them. */
export const suggestionSchema = z.object({
  query: optionalText('Search', TEXT_MAX.search).transform((v) => v ?? ''),
  limit: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: MESSAGES.search.limitInvalid })
      .refine((n) => Number.isSafeInteger(n) && n >= 1, MESSAGES.search.limitInvalid)
      .optional()
      .transform((n) => Math.min(n ?? SUGGESTIONS_MAX, SUGGESTIONS_MAX)),
  ),
});

/** The vehicles of a compare page, by slug (or id): one to COMPARE_MAX, each a short text. */
export const compareSchema = z.object({
  slugs: z
    .array(z.string({ error: MESSAGES.search.compareInvalid }).trim().min(1, MESSAGES.search.compareInvalid).max(SLUG_MAX, MESSAGES.search.compareInvalid), {
      error: MESSAGES.search.compareInvalid,
    })
    .min(1, MESSAGES.search.compareInvalid)
    .max(COMPARE_MAX, MESSAGES.search.compareTooMany),
});

/** `/compare/ather-450x-vs-ola-s1-pro`: the readable, shareable address of a comparison (slugs never hold the word "vs"). */
export const compareAddress = (slugs: readonly string[]) => `/compare/${slugs.join('-vs-')}`;

/** The slugs of a compare address's last part; `ather-450x-vs-ola-s1-pro` -> ['ather-450x', 'ola-s1-pro']. */
export const slugsOfCompareAddress = (part: string) =>
  part
    .split('-vs-')
    .map((s) => s.trim())
    .filter(Boolean);
