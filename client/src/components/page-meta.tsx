import { useEffect } from 'react';
import { markPageLive } from '../lib/page-live';
import { useLocation } from 'react-router';
import { LOCALES, type Locale } from '@evbazaar/common/src/format/locale';
import { localizedPath } from '@evbazaar/common/src/i18n/locale-path';
import { useLocale } from '../lib/i18n';
import { useSiteOrigin } from '../lib/ssr-context';

/** `og:locale` of each language. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

const SITE = 'EV Bazaar';

/** An absolute URL on this site for a path or an already absolute URL. */
function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The server puts the first page's tags in <head> (marked data-ssr-head); React inserts its own
 * when the page hydrates and does not always take the server's over, so those left are removed
 * (a page would otherwise carry two titles and two canonical links).
 */
function dropServerHead() {
  for (const node of document.head.querySelectorAll('[data-ssr-head]')) {
    if (!Object.keys(node).some((k) => k.startsWith('__react'))) node.remove();
  }
  // the page's own code is running (a server-rendered page is hydrated): its buttons now work
  markPageLive();
}

/**
 * Page title, description, canonical URL and Open Graph tags; React 19 hoists them into
 * <head> (and the server render puts them in the HTML it sends). The canonical URL is the
 * page's canonical path when it has one (a product's slug address, whichever address was opened),
 * else the path without its query, on the site's public origin, under the page's language.
 * Each language's twin is named with `hreflang` (and English as `x-default`), both ways; a
 * page whose texts are not all in a language (`locales` leaves it out) is `noindex` in that
 * language and not named as its twin, so search engines never index a half-translated page.
 */
export function PageMeta({
  title,
  description,
  image,
  type = 'website',
  noIndex = false,
  path,
  locales = LOCALES,
}: {
  title: string;
  description: string;
  /** the page's picture for link previews (a product's or a post's image) */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** not-found pages: kept out of search indexes */
  noIndex?: boolean;
  /** the canonical path of the page, when more than one address shows it */
  path?: string;
  /** the languages the page's own content is complete in (a product without Hindi texts: ['en']) */
  locales?: readonly Locale[];
}) {
  const origin = useSiteOrigin();
  const locale = useLocale();
  // the router's path is under the language's prefix: `/products/x` on `/hi/products/x`
  const { pathname } = useLocation();
  const bare = path ?? pathname;
  const urlIn = (language: Locale) => `${origin}${localizedPath(language, bare)}`;
  const url = urlIn(locale);
  const indexed = !noIndex && locales.includes(locale);
  const fullTitle = `${title} | ${SITE}`;
  // after React's commit, which has put this page's tags in <head>
  useEffect(dropServerHead, []);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {indexed ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {indexed && locales.map((language) => <link key={language} rel="alternate" hrefLang={language} href={urlIn(language)} />)}
      {indexed && <link rel="alternate" hrefLang="x-default" href={urlIn('en')} />}
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      <meta property="og:site_name" content={SITE} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={absolute(origin, image)} />}
    </>
  );
}
