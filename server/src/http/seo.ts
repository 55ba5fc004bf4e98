import { VEHICLE_TYPES, vehicleTypePath } from '@evbazaar/common';
import type { FastifyInstance } from 'fastify';

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

/** Every public URL for search engines: the static pages, every product (at its canonical slug address), blog post and comparison. */
export async function sitemapUrls(app: FastifyInstance): Promise<{ path: string; lastmod?: string }[]> {
  const { products, blogs, comparisons } = app.services;
  const urls: { path: string; lastmod?: string }[] = STATIC_PATHS.map((path) => ({ path }));
  for (let page = 1; ; page += 1) {
    const { items, totalPages } = await products.list({ page, limit: PAGE, sort: 'oldest' });
    for (const p of items as Dated[]) urls.push({ path: `/products/${p.slug ?? p.id}`, lastmod: lastmod(p) });
    if (page >= totalPages) break;
  }
  for (const b of (await blogs.list()) as Dated[]) urls.push({ path: `/blogs/${b.id}`, lastmod: lastmod(b) });
  for (const c of (await comparisons.list()) as Dated[]) urls.push({ path: `/product-comparison/${c.id}`, lastmod: lastmod(c) });
  return urls;
}

/** /sitemap.xml and /robots.txt, on the site's public origin. */
export function registerSeo(app: FastifyInstance, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = (await sitemapUrls(app)).map(
      (u) => `  <url><loc>${escapeXml(`${origin}${u.path}`)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
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
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(text);
  });
}
