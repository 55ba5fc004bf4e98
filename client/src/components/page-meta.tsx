import { useLocation } from 'react-router';
import { useSiteOrigin } from '../lib/ssr-context';

const SITE = 'EV Bazaar';

/** An absolute URL on this site for a path or an already absolute URL. */
function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Page title, description, canonical URL and Open Graph tags; React 19 hoists them into
 * <head> (and the server render puts them in the HTML it sends). The canonical URL is the
 * path without its query, on the site's public origin.
 */
export function PageMeta({
  title,
  description,
  image,
  type = 'website',
  noIndex = false,
}: {
  title: string;
  description: string;
  /** the page's picture for link previews (a product's or a post's image) */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** not-found pages: kept out of search indexes */
  noIndex?: boolean;
}) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const url = `${origin}${pathname}`;
  const fullTitle = `${title} | ${SITE}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={absolute(origin, image)} />}
    </>
  );
}
