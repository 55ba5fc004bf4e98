import { z } from 'zod';
import { MESSAGES } from '../messages';
import { COMPARE_MAX, SUGGESTIONS_MAX } from '../search-limits';
import { TEXT_MAX, optionalText } from './fields';

export {
  COMPARE_MAX,
  SLUG_PATTERN,
  SUGGESTIONS_MAX,
  SUGGEST_MIN_CHARS,
  USER_SEARCH_ANYWHERE_MIN,
  compareAddress,
  slugsOfCompareAddress,
} from '../search-limits';

const SLUG_MAX = 120;

/** Typo-tolerant suggestions: the typed text (blank gives none) and at most SUGGESTIONS_MAX of them. */
export const suggestionSchema = z.object({
  query: optionalText(MESSAGES.labels.search, TEXT_MAX.search).transform((v) => v ?? ''),
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
