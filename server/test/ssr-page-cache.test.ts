import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { fakeSsrBuild } from './fake-ssr-build';
import { useTestApp } from './helpers';

const renderOf = (text: string) => Number(/render (\d+)/.exec(text)?.[1]);

describe('the rendered-page cache: each page depends on the data it reads', () => {
  const build = fakeSsrBuild();
  const {
    t,
    customer: user,
    admin,
  } = useTestApp({
    cast: ['customer', 'admin'],
    config: { clientDir: build.dist, pageRenders: { perAddress: 2, total: 3, queue: 1, waitMs: 1_000 }, trustProxy: true },
  });
  afterAll(() => fs.rmSync(build.root, { recursive: true, force: true }));

  it('keeps the home page, a product page and the comparison list cached across a test-ride booking and its cancellation', async () => {
    const product = await t.seed.product({ name: 'Ather 450X' });
    const { shop, location } = await t.seed.dealer();
    await t.seed.availability(shop.id, product.id);
    await t.seed.blog({ title: 'Charging at home' });
    const other = await t.seed.product({ name: 'Ola S1 Pro' });
    const created = await t.gql.as(admin)('mutation($a: ID!, $b: ID!) { createComparison(input: { product1Id: $a, product2Id: $b }) { id } }', {
      a: product.id,
      b: other.id,
    });
    expect(created.body.errors).toBeUndefined();
    const home = await t.api.get('/');
    const page = await t.api.get(`/products/${product.id}`);
    const comparisons = await t.api.get('/product-comparison');
    expect(comparisons.text).toContain('Ather 450X vs Ola S1 Pro');
    const rides = await t.api.get(`/shop-rides/${location.id}`);
    expect(page.text).toContain('Ather 450X');
    expect(home.text).toContain('Charging at home');

    const booked = await t.gql.as(user)('mutation($i: BookTestDriveInput!) { bookTestDrive(input: $i) { id } }', {
      i: { productId: product.id, locationId: location.id, shopId: shop.id },
    });
    expect(booked.body.errors).toBeUndefined();
    const cancelled = await t.gql.as(user)('mutation($id: ID!) { cancelTestDrive(id: $id) { id } }', { id: booked.body.data.bookTestDrive.id });
    expect(cancelled.body.errors).toBeUndefined();

    for (const [address, before] of [
      ['/', home],
      [`/products/${product.id}`, page],
      ['/product-comparison', comparisons],
    ] as const) {
      const after = await t.api.get(address);
      expect(renderOf(after.text)).toBe(renderOf(before.text));
      expect(after.headers.etag).toBe(before.headers.etag);
      expect((await t.api.get(address).set('if-none-match', before.headers.etag)).status).toBe(304);
    }
    // the page that shows the shop's ride answer time is rendered again
    expect(renderOf((await t.api.get(`/shop-rides/${location.id}`)).text)).toBeGreaterThan(renderOf(rides.text));
  });

  it('renders a product page again after that product is edited, and the home page after a post is added', async () => {
    const brand = await t.seed.brand();
    const input = {
      name: 'Volt One',
      description: 'A city scooter',
      vehicleType: 'SCOOTER',
      brandId: brand.id,
      images: ['/uploads/a.png'],
      colors: [{ name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/red.png'] }],
    };
    const created = await t.gql.as(admin)('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input });
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createProduct.id;
    const before = await t.api.get(`/products/${id}`);
    expect(before.text).toContain('Volt One');
    const home = await t.api.get('/');

    const updated = await t.gql.as(admin)('mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { name } }', {
      id,
      input: { ...input, name: 'Volt One Plus' },
    });
    expect(updated.body.errors).toBeUndefined();
    const after = await t.api.get(`/products/${id}`);
    expect(after.text).toContain('Volt One Plus');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // the home page lists products: it is rendered again too
    expect(renderOf((await t.api.get('/')).text)).toBeGreaterThan(renderOf(home.text));
  });

  it('keeps each language’s page of a product apart, and renders both again after one write', async () => {
    const brand = await t.seed.brand();
    const input = {
      name: 'Bilingual One',
      description: 'A city scooter.',
      vehicleType: 'SCOOTER',
      brandId: brand.id,
      images: ['/uploads/a.png'],
      colors: [{ name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/red.png'] }],
    };
    const created = await t.gql.as(admin)('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input });
    const id = created.body.data.createProduct.id as string;
    const english = await t.api.get(`/products/${id}`);
    const hindi = await t.api.get(`/hi/products/${id}`);
    expect(english.headers.etag).not.toBe(hindi.headers.etag);
    // cached, each under its own address
    expect(renderOf((await t.api.get(`/products/${id}`)).text)).toBe(renderOf(english.text));
    expect(renderOf((await t.api.get(`/hi/products/${id}`)).text)).toBe(renderOf(hindi.text));

    const updated = await t.gql.as(admin)('mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', {
      id,
      input: { ...input, descriptionHi: 'शहर का स्कूटर।' },
    });
    expect(updated.body.errors).toBeUndefined();
    const hindiAfter = await t.api.get(`/hi/products/${id}`);
    expect(hindiAfter.text).toContain('शहर का स्कूटर।');
    expect(renderOf(hindiAfter.text)).toBeGreaterThan(renderOf(hindi.text));
    expect(renderOf((await t.api.get(`/products/${id}`)).text)).toBeGreaterThan(renderOf(english.text));
  });

  it('makes a page whose render ran a query the answer cache cannot classify depend on everything', async () => {
    const first = await t.api.get('/everything');
    expect(renderOf((await t.api.get('/everything')).text)).toBe(renderOf(first.text));
    const { shop, location } = await t.seed.dealer();
    const product = await t.seed.product();
    await t.seed.availability(shop.id, product.id);
    const booked = await t.gql.as(user)('mutation($i: BookTestDriveInput!) { bookTestDrive(input: $i) { id } }', {
      i: { productId: product.id, locationId: location.id, shopId: shop.id },
    });
    expect(booked.body.errors).toBeUndefined();
    // seeding above bumps every kind itself; the booking alone must also make this page stale
    const between = await t.api.get('/everything');
    await t.gql.as(user)('mutation($id: ID!) { cancelTestDrive(id: $id) { id } }', { id: booked.body.data.bookTestDrive.id });
    expect(renderOf((await t.api.get('/everything')).text)).toBeGreaterThan(renderOf(between.text));
  });

  it('serves a page with parameters it does not read from the same entry: the same bytes and ETag', async () => {
    const plain = await t.api.get('/e_vehicles/scooter');
    const tagged = await t.api.get('/e_vehicles/scooter?utm_source=x');
    const crawled = await t.api.get('/e_vehicles/scooter?x=17&utm_source=y');
    expect(tagged.text).toBe(plain.text);
    expect(tagged.headers.etag).toBe(plain.headers.etag);
    expect(crawled.headers.etag).toBe(plain.headers.etag);
    // the render never saw them either
    expect(plain.text).toContain('data-url="/e_vehicles/scooter"');
  });

  it('keeps the parameters a page reads: one entry per search text, in any order with others', async () => {
    const ather = await t.api.get('/search-results?q=ather&utm_source=x');
    expect(ather.text).toContain('data-url="/search-results?q=ather"');
    expect((await t.api.get('/search-results?utm_medium=y&q=ather')).headers.etag).toBe(ather.headers.etag);
    const ola = await t.api.get('/search-results?q=ola');
    expect(ola.headers.etag).not.toBe(ather.headers.etag);
    expect(ola.text).toContain('data-url="/search-results?q=ola"');
  });

  it('answers a quick 503 with Retry-After past the renders one address may run at once, and past the total and its line', async () => {
    const from = (address: string, page: string) => t.api.get(page).set('x-forwarded-for', address);
    // two renders per address: the third from the same address waits for neither
    const started = Date.now();
    const same = await Promise.all([1, 2, 3].map((n) => from('203.0.113.7', `/slow/a${n}`)));
    const statuses = same.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const busy = same.find((r) => r.status === 503)!;
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.headers['content-type']).toMatch(/text\/html/);
    expect(busy.text).toContain('busy');
    expect(Date.now() - started).toBeLessThan(5_000);

    // three at once in total, whoever asks; one more waits its turn in line, the next is refused
    const crowdStarted = Date.now();
    const crowd = await Promise.all(['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'].map((a, n) => from(a, `/slow/b${n}`)));
    expect(crowd.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 503]);
    // the one in line was rendered after a slot came back (each render takes 300 ms)
    expect(Date.now() - crowdStarted).toBeGreaterThanOrEqual(550);

    // a refused page was not cached as busy: asked again, it is rendered
    const again = await from('203.0.113.7', `/slow/a${same.indexOf(busy) + 1}`);
    expect(again.status).toBe(200);
  });

  it('bounds not-found renders that run as one synchronous stretch per address, answers /healthz between them, and keeps each one briefly', async () => {
    // requests that wait in the kernel together, as a crawler's connections do while a render holds the loop
    if (!t.app.server.listening) await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
    const { port } = t.app.server.address() as AddressInfo;
    const sockets = await Promise.all(
      Array.from(
        { length: 7 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const s = net.connect(port, '127.0.0.1', () => resolve(s));
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = sockets.map(
      (socket) =>
        new Promise<{ status: number; text: string; at: number }>((resolve) => {
          let text = '';
          socket.on('data', (chunk) => (text += String(chunk)));
          socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]), text, at: Date.now() }));
        }),
    );
    const started = Date.now();
    // six unknown addresses from one client (each render holds the event loop for 150 ms), then /healthz
    sockets.forEach((socket, n) =>
      socket.write(
        n < 6
          ? `GET /stuck/${n} HTTP/1.1\r\nhost: x\r\nx-forwarded-for: 203.0.113.20\r\nconnection: close\r\n\r\n`
          : 'GET /healthz HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
      ),
    );
    const done = await Promise.all(answers);
    const statuses = done.slice(0, 6).map((a) => a.status);
    // two renders at a time for one address: the others are told at once to come back
    expect(statuses.filter((s) => s === 404)).toHaveLength(2);
    expect(statuses.filter((s) => s === 503)).toHaveLength(4);
    expect(done[6].status).toBe(200);
    // not behind six renders (900 ms of blocked loop): at most the two that were let through
    expect(done[6].at - started).toBeLessThan(700);
    // a rendered not-found page is served again from the cache: no second render, no slot
    const rendered = statuses.indexOf(404);
    const again = await t.api.get(`/stuck/${rendered}`).set('x-forwarded-for', '203.0.113.20');
    expect(again.status).toBe(404);
    expect(renderOf(again.text)).toBe(renderOf(done[rendered].text));
  });

  it('serves cached pages past the limit: only renders count', async () => {
    await from('203.0.113.9', '/blogs');
    const slow = [1, 2].map((n) => from('203.0.113.9', `/slow/c${n}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await from('203.0.113.9', '/blogs')).status).toBe(200);
    expect((await Promise.all(slow)).map((r) => r.status)).toEqual([200, 200]);

    function from(address: string, page: string) {
      return t.api.get(page).set('x-forwarded-for', address);
    }
  });
});
