import { LOCALES, type Locale } from '../format/locale';

/**
 * Content in two languages (issue 26, docs/decisions/0067): each localized text of a product, brand,
 * blog post or FAQ has an English column and an optional Hindi one beside it. These are the rules
 * every door (GraphQL, REST, the server's pages) answers by: one home, so they cannot drift.
 */

/** A text or a list of lines is written when it has something in it (a blank text or an empty list is not). */
export const isWritten = (value: string | readonly string[] | null | undefined): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/** The text to show in a language: the Hindi one where it is written, else the English one. */
export function localizedText<T extends string | null | undefined>(english: T, hindi: string | null | undefined, locale: Locale): T | string {
  return locale === 'hi' && isWritten(hindi) ? (hindi as string) : english;
}

/** A list of lines (a product's key features) in a language: the Hindi list where it has lines, else the English one. */
export function localizedList(english: readonly string[], hindi: readonly string[] | null | undefined, locale: Locale): readonly string[] {
  return locale === 'hi' && hindi && hindi.length > 0 ? hindi : english;
}

/** One localized field of an item: its English value and the Hindi one beside it. */
export type LocalizedPair = readonly [english: string | readonly string[] | null | undefined, hindi: string | readonly string[] | null | undefined];

/**
 * The languages an item reads wholly in: English always, Hindi when every field written in English
 * has its Hindi text too (a field empty in English needs none). A page whose language is missing
 * here shows the English texts with a note and is kept out of search engines (noindex).
 */
export function contentLocales(pairs: readonly LocalizedPair[]): Locale[] {
  const hindiComplete = pairs.every(([english, hindi]) => !isWritten(english) || isWritten(hindi));
  return hindiComplete ? ['en', 'hi'] : ['en'];
}

/** The longest Accept-Language header read; the rest is ignored (a header is the client's choice). */
export const ACCEPT_LANGUAGE_MAX = 512;
/** The most language ranges read from one header. */
const RANGES_MAX = 32;

/**
 * The site language a request's Accept-Language header prefers (RFC 9110 §12.5.4): ranges by
 * q-value, highest first, ties in the order written; `hi-IN` matches `hi`, `*` matches English;
 * a range with q=0 is refused. English when the header names none of the site's languages.
 */
export function preferredLocale(header: string | readonly string[] | null | undefined): Locale {
  const text = (Array.isArray(header) ? header.join(',') : typeof header === 'string' ? header : '').slice(0, ACCEPT_LANGUAGE_MAX);
  let best: { locale: Locale; q: number } | undefined;
  for (const part of text.split(',').slice(0, RANGES_MAX)) {
    const [range = '', ...params] = part.split(';').map((s) => s.trim());
    const tag = range.toLowerCase();
    if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/.test(tag)) continue;
    const qParam = params.find((p) => /^q\s*=/i.test(p));
    const qText = qParam?.replace(/^q\s*=\s*/i, '');
    // a malformed q-value makes the range unusable rather than preferred
    if (qText !== undefined && !/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(qText)) continue;
    const q = qText === undefined ? 1 : Number(qText);
    if (q <= 0) continue;
    const primary = tag.split('-')[0];
    const locale: Locale | undefined = tag === '*' ? 'en' : (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : undefined;
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? 'en';
}

/** GraphQL's Locale enum value (EN, HI) of a site language, and back. */
export const toLocaleEnum = (locale: Locale) => locale.toUpperCase() as Uppercase<Locale>;
export const fromLocaleEnum = (value: string | null | undefined): Locale => {
  const lower = value?.toLowerCase();
  return (LOCALES as readonly string[]).includes(lower ?? '') ? (lower as Locale) : 'en';
};
