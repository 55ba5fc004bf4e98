import { expect, expectPresent, test } from './fixtures';
import { gql, waitForLivePage } from './support';

interface DemoIds {
  products: { items: { id: string; slug: string; name: string; description: string; price: number }[] };
  blogs: { id: string; title: string }[];
  comparisons: { id: string }[];
}

const demoIds = (url: string) =>
  gql<DemoIds>(url, '{ products(filter: { page: 1, limit: 1 }) { items { id slug name description price } } blogs(limit: 1) { id title } comparisons { id } }');

/** The console's errors and warnings of a page (a hydration mismatch is reported there). */
function collectProblems(page: import('@playwright/test').Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // the document's own 404 status is reported as a failed resource; that one is expected
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().includes('status of 404')) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test.describe('server-rendered public pages', () => {
  test('a search engine (no JavaScript) reads a product page: name, price, description, title and product data', async ({ server, browser }) => {
    const { products } = await demoIds(server.url);
    const product = products.items[0];
    expectPresent(product, 'the demo data has a product');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/products/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(product.name);
    await expect(page.getByText(product.description.slice(0, 40)).first()).toBeVisible();
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(product.price);
    await expect(page.getByText(rupees).first()).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} | EV Bazaar`);
    // opened at its old /products/{id} address, the page names its slug address as the canonical one
    const canonical = `${new URL(server.url).origin}/products/${product.slug}`;
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${product.name} | EV Bazaar`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.name,
      url: canonical,
      offers: { priceCurrency: 'INR', price: product.price.toFixed(2), url: canonical },
    });
    // and at the slug address the same page answers
    expect((await page.goto(`${server.url}/products/${product.slug}`))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(product.name);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', canonical);
    await context.close();
  });

  test('a visitor without JavaScript sees the home page, the lists and a blog post', async ({ server, browser }) => {
    const { blogs } = await demoIds(server.url);
    const blog = blogs[0];
    expectPresent(blog, 'the demo data has a blog post');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { name: 'Popular Electric Vehicles' })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    await page.goto(`${server.url}/e_vehicles/scooter`);
    await expect(page).toHaveTitle('Electric Scooters | EV Bazaar');
    await expect(page.locator('article').first()).toBeVisible();
    await page.goto(`${server.url}/blogs/${blog.id}`);
    await expect(page.locator('h1')).toHaveText(blog.title);
    await context.close();
  });

  test('without JavaScript the header search still opens the results for what was typed', async ({ server, browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('combobox', { name: 'Search vehicles' }).fill('ather');
    await page.getByRole('combobox', { name: 'Search vehicles' }).press('Enter');
    await page.waitForURL('**/search-results?q=ather');
    await expect(page.locator('article').filter({ hasText: /ather/i }).first()).toBeVisible();
    await context.close();
  });

  test('text typed into the header search before the page is live is kept and gets its suggestions', async ({ server, browser }) => {
    // a page of its own: the fixture's goto would wait for the page to be live
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Search vehicles' });
    await box.waitFor();
    expect(await page.evaluate(() => 'pageLive' in document.documentElement.dataset)).toBe(false);
    await box.pressSequentially('ather', { delay: 30 });
    await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
    await expect(box).toHaveValue('ather');
    await expect(page.getByRole('option', { name: /Ather/ }).first()).toBeVisible();
    await context.close();
  });

  test('a server-rendered page lists its chunks for after the first paint and goes live; a client-rendered one preloads them', async ({ server, page }) => {
    const problems = collectProblems(page);
    const html = await (await fetch(`${server.url}/blogs`)).text();
    expect(html).toMatch(/<meta name="evb:modules" content="\/assets\/[^"]+\.js( \/assets\/[^"]+\.js)+">/);
    expect(html).not.toContain('rel="modulepreload"');
    const shell = await (await fetch(`${server.url}/login`)).text();
    expect(shell).toContain('rel="modulepreload"');
    await page.goto(`${server.url}/blogs`);
    await waitForLivePage(page);
    // the entry added the listed chunks as preloads once the page had painted
    expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(2);
    // and the app took over: a link is followed by the router, without a new document
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Login/Register' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('heading', { name: 'Login to the product' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a shopper picks another variant and lands on its slug address, which is its canonical one', async ({ server, page }) => {
    const { products } = await gql<{ products: { items: { id: string; name: string; variants: { name: string; slug: string }[] }[] } }>(
      server.url,
      '{ products(filter: { limit: 100 }) { items { id name variants { name slug } } } }',
    );
    const product = products.items.find((p) => p.variants.length > 0);
    expectPresent(product, 'a demo product with variants');
    const variant = product.variants[0]!;
    await page.goto(`${server.url}/products/${product.id}`);
    await waitForLivePage(page);
    await page.getByRole('combobox', { name: 'Variants' }).selectOption({ label: variant.name });
    await page.waitForURL(`**/products/${variant.slug}`);
    await expect(page.locator('h1')).toHaveText(variant.name);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${new URL(server.url).origin}/products/${variant.slug}`);
  });

  test('a server-rendered page comes alive without a hydration mismatch, and a signed-in user gets their parts after it', async ({
    server,
    page,
    asUser,
    demoToken,
  }) => {
    const { products } = await demoIds(server.url);
    const id = products.items[0]?.id;
    expectPresent(id, 'the demo data has a product');
    const problems = collectProblems(page);
    for (const path of ['/', `/products/${id}`, '/blogs', '/e_vehicles/scooter', '/product-comparison']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
    }
    // hydrated: the client router takes a click without a page load
    await waitForLivePage(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await page.waitForURL('**/blogs');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);

    // the server renders as a guest; the user's own wishlist flag arrives after hydration
    const token = await demoToken('user@example.com');
    await gql(server.url, 'mutation($id: ID!) { addToWishlist(productId: $id) { id } }', { id }, token);
    try {
      const userProblems = collectProblems(asUser);
      await asUser.goto(`${server.url}/products/${id}`);
      await expect(asUser.getByRole('button', { name: '♥ Remove from wishlist' })).toBeVisible();
      await expect(asUser.getByRole('link', { name: 'Book a Test Drive' })).toHaveCount(0);
      expect(userProblems).toEqual([]);
    } finally {
      await gql(server.url, 'mutation($id: ID!) { removeFromWishlist(productId: $id) { id } }', { id }, token);
    }
  });

  test('old links answer 404 with the not-found page and a way back to their list', async ({ server, page }) => {
    const cases = [
      ['/products/no-such-product', 'Back to E-Vehicles', '/e_vehicles'],
      ['/blogs/no-such-post', 'Back to Blogs', '/blogs'],
      ['/product-comparison/no-such-comparison', 'Back to Comparisons', '/product-comparison'],
      ['/no/such/page', 'Back To Home', '/'],
    ] as const;
    for (const [path, link, list] of cases) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
      await page.getByRole('link', { name: link }).click();
      await page.waitForURL(`${server.url}${list}`);
    }
  });

  test('a compare link with an unknown vehicle answers 404 with the not-found page, loaded or reached in the app, with no page error', async ({
    server,
    page,
  }) => {
    const problems = collectProblems(page);
    const unknown = '/compare/ather-450x-vs-no-such-thing';
    const response = await page.goto(`${server.url}${unknown}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    await waitForLivePage(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    // reached from a live page through the client router: the browser asks GraphQL itself
    await page.goto(`${server.url}/product-comparison`);
    await waitForLivePage(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, '/compare/ola-s1-pro-vs-no-such-scooter');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.getByRole('link', { name: 'Back to E-Vehicles' }).click();
    await page.waitForURL(`${server.url}/e_vehicles`);
    expect(problems).toEqual([]);
  });

  test('search engines find every product (at its slug address), post and comparison in the sitemap, and robots.txt points to it', async ({
    server,
    request,
  }) => {
    const all = await gql<{ products: { total: number; items: { id: string; slug: string }[] }; blogs: { id: string }[]; comparisons: { id: string }[] }>(
      server.url,
      '{ products(filter: { page: 1, limit: 100 }) { total items { id slug } } blogs { id } comparisons { id } }',
    );
    const sitemap = await request.get(`${server.url}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(all.products.items.length).toBe(all.products.total);
    for (const p of all.products.items) expect(locs).toContain(`/products/${p.slug}`);
    expect(locs.filter((l) => l.startsWith('/products/'))).toHaveLength(all.products.total);
    for (const b of all.blogs) expect(locs).toContain(`/blogs/${b.id}`);
    for (const c of all.comparisons) expect(locs).toContain(`/product-comparison/${c.id}`);
    expect(locs).toContain('/e_vehicles/scooter');
    const robots = await request.get(`${server.url}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Sitemap: ');
  });
});
