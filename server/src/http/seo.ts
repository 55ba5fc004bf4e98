import { VEHICLE_TYPES, vehicleTypePath } from '@evbazaar/common';
import { LOCALES, type Locale } from '@evbazaar/common/src/format/locale';
import { localizedPath } from '@evbazaar/common/src/i18n/locale-path';
import type { FastifyInstance } from 'fastify';
import { blogLocales } from '../modules/blogs/blogs.service';
import { productLocales } from '../modules/products/products.service';

// the public pages that are not one item of the catalogue or the blog
const STATIC_PATHS = [
  '/',
  '/e_vehicles',
  ...VEHICLE_TYPES.map(vehicleTypePath),
  '/blogs',
  '/product-comparison',
  '/about',
  '/contact',
  '/career',
  '/faq',
  '/join-as-dealer',
  '/privacy-policy',
  '/terms-and-conditions',
  '/accessibility',
];

// pages of the catalogue read per query while the sitemap is built
const PAGE = 100;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Dated {
  id: string;
  slug?: string | null;
  updatedAt?: Date | string | null;
  createdAt?: Date | string | null;
}

const lastmod = (row: Dated) => {
  const at = row.updatedAt ?? row.createdAt;
  return at ? new Date(at).toISOString().slice(0, 10) : undefined;
};

/** A public page: its English path and the languages it is complete in (each has its own URL, issue 26). */
export interface SitemapUrl {
  path: string;
  lastmod?: string;
  locales: readonly Locale[];
}

/**
 * Every public URL for search engines: the static pages, every product (at its canonical slug
 * address), blog post and comparison, in each language the page is complete in.
 */
export async function sitemapUrls(app: FastifyInstance): Promise<SitemapUrl[]> {
  const { products, blogs, comparisons } = app.services;
  const urls: SitemapUrl[] = STATIC_PATHS.map((path) => ({ path, locales: LOCALES }));
  for (let page = 1; ; page += 1) {
    const { items, totalPages } = await products.list({ page, limit: PAGE, sort: 'oldest' });
    // a language the product's texts are not whole in is noindex there, so not listed (productLocales)
    for (const p of items) urls.push({ path: `/products/${p.slug ?? p.id}`, lastmod: lastmod(p), locales: productLocales(p) });
    if (page >= totalPages) break;
  }
  for (const b of await blogs.list()) urls.push({ path: `/blogs/${b.id}`, lastmod: lastmod(b), locales: blogLocales(b) });
  // a comparison's words are the interface's and the vehicles' specifications: whole in every language
  for (const c of (await comparisons.list()) as Dated[]) urls.push({ path: `/product-comparison/${c.id}`, lastmod: lastmod(c), locales: LOCALES });
  return urls;
}

/** /sitemap.xml and /robots.txt, on the site's public origin. */
export function registerSeo(app: FastifyInstance, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  app.get('/sitemap.xml', async (_request, reply) => {
    // one <url> per language version, each naming every version (and English as x-default), as Google asks
    const entries = (await sitemapUrls(app)).flatMap((u) => {
      const href = (locale: Locale) => escapeXml(`${origin}${localizedPath(locale, u.path)}`);
      const alternates =
        u.locales.length > 1
          ? [
              ...u.locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
              `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
            ].join('')
          : '';
      return u.locales.map((l) => `  <url><loc>${href(l)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${alternates}</url>`);
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  app.get('/robots.txt', async (_request, reply) => {
    // the back-office and the signed-in pages are of no use to a search engine
    const text = [
      'User-agent: *',
      'Disallow: /dashboard',
      'Disallow: /profile',
      'Disallow: /wishlist',
      'Disallow: /book_ride',
      'Disallow: /search',
      'Disallow: /reset-password/',
      // their Hindi twins (issue 26)
      'Disallow: /hi/profile',
      'Disallow: /hi/wishlist',
      'Disallow: /hi/book_ride',
      'Disallow: /hi/search',
      'Disallow: /hi/reset-password/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(text);
  });
}
