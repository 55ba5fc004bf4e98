import { useTestApp } from './helpers';

describe('what search engines read', () => {
  const { t } = useTestApp();

  it('lists every product (at its slug, the canonical address), blog post and comparison in /sitemap.xml on the public origin', async () => {
    const products = [];
    for (let i = 0; i < 3; i += 1) products.push(await t.seed.product());
    const blog = await t.seed.blog();
    const comparison = await t.seed.comparison(products[0].id, products[1].id);
    const res = await t.api.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const p of products) {
      expect(p.slug).toMatch(/^[a-z0-9-]+$/);
      expect(locs).toContain(`http://localhost:3000/products/${p.slug}`);
      expect(locs).not.toContain(`http://localhost:3000/products/${p.id}`);
    }
    expect(locs).toContain(`http://localhost:3000/blogs/${blog.id}`);
    expect(locs).toContain(`http://localhost:3000/product-comparison/${comparison.id}`);
    expect(locs).toEqual(expect.arrayContaining(['http://localhost:3000/', 'http://localhost:3000/e_vehicles/scooter', 'http://localhost:3000/blogs']));
    expect(res.text).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
  });

  it('lists every product even beyond one page of the catalogue', async () => {
    for (let i = 0; i < 101; i += 1) await t.seed.product();
    const total = (await t.gql('{ products(filter: { page: 1, limit: 1 }) { total } }')).body.data.products.total;
    const res = await t.api.get('/sitemap.xml');
    expect(res.text.match(/<loc>http:\/\/localhost:3000\/products\//g)).toHaveLength(total);
  });

  it('lists each page in every language it is whole in, naming its twins both ways and English as x-default', async () => {
    const product = await t.seed.product();
    const res = await t.api.get('/sitemap.xml');
    expect(res.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...res.text.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
    const entry = (loc: string) => entries.find((e) => e.startsWith(`<loc>${loc}</loc>`));
    const alternates = [
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/about"/>',
      '<xhtml:link rel="alternate" hreflang="hi" href="http://localhost:3000/hi/about"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/about"/>',
    ];
    for (const loc of ['http://localhost:3000/about', 'http://localhost:3000/hi/about']) for (const link of alternates) expect(entry(loc)).toContain(link);
    expect(entry('http://localhost:3000/hi')).toContain('hreflang="en" href="http://localhost:3000/"');
    // a product without its Hindi texts: English only (its Hindi page is noindex)
    expect(entry(`http://localhost:3000/products/${product.slug}`)).not.toContain('hreflang');
    expect(entry(`http://localhost:3000/hi/products/${product.slug}`)).toBeUndefined();
    // one whose texts are all in Hindi too: both, each naming the other
    const translated = await t.seed.product({
      description: 'A city scooter.',
      descriptionHi: 'शहर का स्कूटर।',
      additionalFeatures: ['Reverse mode'],
      additionalFeaturesHi: ['रिवर्स मोड'],
    });
    const again = await t.api.get('/sitemap.xml');
    const hindi = [...again.text.matchAll(/<url>(.*?)<\/url>/g)]
      .map((m) => m[1])
      .find((e) => e.startsWith(`<loc>http://localhost:3000/hi/products/${translated.slug}</loc>`));
    expect(hindi).toContain(`hreflang="en" href="http://localhost:3000/products/${translated.slug}"`);
  });

  it('answers /robots.txt with the sitemap and without the back-office', async () => {
    const res = await t.api.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Disallow: /hi/profile');
  });

  it('compresses GraphQL GET answers for clients that accept it', async () => {
    for (let i = 0; i < 5; i += 1) await t.seed.product({ description: 'A long description of an electric scooter. '.repeat(10) });
    const query = encodeURIComponent('{ products(filter: { page: 1, limit: 10 }) { items { id name description } } }');
    // supertest decodes what it receives; the header says how it was sent
    const res = await t.api.get(`/graphql?query=${query}`).set('accept-encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = res.body as { data: { products: { items: unknown[] } } };
    expect(body.data.products.items.length).toBeGreaterThan(0);
  });
});
