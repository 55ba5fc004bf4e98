import { isLocale, type Locale } from '../format/locale';

/**
 * One URL per language (issue 26): English pages at their spec paths, their Hindi twins under
 * `/hi`. The URL alone decides a page's language.
 */
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's language (the switch sets it; `/` and sign-in read it). */
export const LANGUAGE_COOKIE = 'evb_lang';

/** The path prefix of a language's pages: '' for English, '/hi' for Hindi. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The language of a path: its first segment when that names a language other than English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([a-z]{2})(?:[/?#]|$)/.exec(pathname)?.[1];
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: `/hi/products/x` → `/products/x`, `/hi` → `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(localePrefix(locale).length);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/** A path (with its query) in a language: (`hi`, `/products/x?a=1`) → `/hi/products/x?a=1`, (`hi`, `/`) → `/hi`. */
export function localizedPath(locale: Locale, path: string): string {
  const bare = stripLocale(path);
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === '/' ? prefix : /^\/[?#]/.test(bare) ? `${prefix}${bare.slice(1)}` : `${prefix}${bare}`;
}
