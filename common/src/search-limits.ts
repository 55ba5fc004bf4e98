// Limits and addresses of search and compare, without zod: the header and the compare tray load on every page.

/** Suggestions shown under the header search box (and the most the API answers). */
export const SUGGESTIONS_MAX = 8;
/** Fewer typed characters than this give no suggestions: one or two letters match nearly everything. */
export const SUGGEST_MIN_CHARS = 2;
/** Vehicles the compare tray and the compare page hold. */
export const COMPARE_MAX = 4;
/** A product slug: lower-case words joined by '-' (made by the database, see docs/decisions/0020). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `/compare/ather-450x-vs-ola-s1-pro`: the readable, shareable address of a comparison (slugs never hold the word "vs"). */
export const compareAddress = (slugs: readonly string[]) => `/compare/${slugs.join('-vs-')}`;

/** The slugs of a compare address's last part; `ather-450x-vs-ola-s1-pro` -> ['ather-450x', 'ola-s1-pro']. */
export const slugsOfCompareAddress = (part: string) =>
  part
    .split('-vs-')
    .map((s) => s.trim())
    .filter(Boolean);

/** The back-office user search looks anywhere in a field from this many letters; shorter text matches the start (docs/decisions/0050). */
export const USER_SEARCH_ANYWHERE_MIN = 3;
