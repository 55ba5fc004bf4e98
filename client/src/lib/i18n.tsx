import { isNamespaceLoaded, loadNamespace, translator, type Namespace, type NamespaceValues, type Translate } from '@evbazaar/common/src/i18n/namespace';
import { localizedPath, localeOfPath } from '@evbazaar/common/src/i18n/locale-path';
import type { Locale } from '@evbazaar/common/src/format/locale';
import { createContext, use, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSsrState } from './ssr-context';

/**
 * The page's language (issue 26, decision 0068): decided by its URL (`/hi/...` is Hindi) once, at
 * the root, and the router runs under that language's prefix as its basename, so every link and
 * navigation inside the app stays in the language without knowing of it.
 */
const LocaleContext = createContext<Locale>('en');
export const LocaleProvider = LocaleContext.Provider;

export const useLocale = (): Locale => useContext(LocaleContext);

/** The language of the address the browser shows (English on the server). */
export const browserLocale = (): Locale => (typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname));

/**
 * The messages of a namespace in the page's language. A Hindi namespace not yet loaded suspends
 * the part that needs it (a server-rendered page has its namespaces loaded before hydration).
 */
export function useT<V extends NamespaceValues>(namespace: Namespace<V>): Translate<V> {
  const locale = useLocale();
  const ssr = useSsrState();
  // the server's render lists what it used, so the browser loads exactly that before hydrating
  if (typeof window === 'undefined' && locale !== 'en' && ssr?.namespaces && !ssr.namespaces.includes(namespace.name)) ssr.namespaces.push(namespace.name);
  if (!isNamespaceLoaded(namespace, locale)) use(loadNamespace(namespace, locale));
  return useMemo(() => translator(namespace, locale), [namespace, locale]);
}

/** The current page's address (path and query) in another language, for the language switch and hreflang. */
export function usePathIn(): (locale: Locale) => string {
  // the router's location is the path under the language's prefix: `/products/x` on `/hi/products/x`
  const { pathname, search } = useLocation();
  return (locale) => localizedPath(locale, `${pathname}${search}`);
}

/** The page's language as the GraphQL schema names it (`locale: Locale` arguments). */
export const useGqlLocale = (): 'EN' | 'HI' => (useLocale() === 'hi' ? 'HI' : 'EN');

/** The site's languages an item's `locales` field names (`['EN', 'HI']` → `['en', 'hi']`). */
export const localesOf = (locales: readonly ('EN' | 'HI')[] | null | undefined): Locale[] => (locales ?? ['EN']).map((l) => (l === 'HI' ? 'hi' : 'en'));

/** `lang` for an item's text on this page: 'en' when it is shown in English on a page in another language (WCAG 3.1.2). */
export function useContentLang(locales: readonly Locale[]): 'en' | undefined {
  const locale = useLocale();
  return locales.includes(locale) ? undefined : 'en';
}

/**
 * `lang` for a text that may be a translation or its English fallback (a product's key features,
 * whose Hindi list is optional): 'en' on a Hindi page when it holds no Devanagari (WCAG 3.1.2).
 */
export const langOfText = (text: string, locale: Locale): 'en' | undefined => (locale === 'hi' && !/[\u0900-\u097F]/.test(text) ? 'en' : undefined);
