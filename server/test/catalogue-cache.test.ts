import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { brands, products } from '../src/db/schema';
import { SHARED_GET_CONTROL } from '../src/lib/cache/http';
import { clientOperation } from './client-operations';
import { type TestApp, useTestApp } from './helpers';
import { PUNE } from './factories';

/** An answer as stored and shared: all of it but the caller's own `extensions.cost`. */
const withoutCost = ({ extensions, ...answer }: { extensions?: { cost?: unknown } }) => {
  expect(extensions?.cost).toBeDefined();
  return answer;
};

/**
 * The cache of public catalogue reads (docs/decisions/0017): answers are served from memory
 * until a write through a service changes what they show. A write made straight into the
 * database (behind the services) is what proves an answer came from the cache.
 */

const productInput = (brandId: string, name: string, colors = [{ name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/r.png'] }]) => ({
  name,
  description: 'A smart scooter',
  vehicleType: 'commercial',
  brandId,
  images: ['/uploads/a.png'],
  colors,
  additionalFeatures: 'USB charging',
});

const LIST = `query List($filter: ProductFilter) { products(filter: $filter) { items { id name price brand { id name } colors { name } } total } }`;
const DETAIL = `query Detail($id: ID!) { product(id: $id) { id name wishlisted colors { name price } } }`;

describe('cached catalogue reads', () => {
  const { t, admin, customer, dealer } = useTestApp({ cast: ['admin', 'customer', 'dealer'] });
  let brand: Awaited<ReturnType<TestApp['seed']['brand']>>;
  let product: Awaited<ReturnType<TestApp['seed']['product']>>;
  const type = 'commercial';
  const listUrl = `/api/product?vehicleType=${type}&limit=12&page=1`;
  const gqlGet = (query: string, variables: object) => t.api.get('/graphql').query({ query, variables: JSON.stringify(variables) });

  beforeAll(async () => {
    brand = await t.seed.brand({ name: 'Cachebrand' });
    product = await t.seed.product({ name: 'Cached Van', vehicleType: type, brandId: brand.id });
  });

  /** A GET whose bytes come back as sent (supertest would decompress them). */
  async function rawGet(url: string, headers: Record<string, string>) {
    const server = t.app.server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  /** Renames the product behind the services' back: only a fresh computation would show it. */
  const renameBehindTheBack = (name: string) => t.db.update(products).set({ name }).where(eq(products.id, product.id));
  const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((p) => p.name);

  it('serves a repeated anonymous REST list from memory until a product edit, which shows at once', async () => {
    expect(names(await t.api.get(listUrl))).toEqual(['Cached Van']);
    await renameBehindTheBack('Renamed Behind');
    // the same query in another order is the same answer
    expect(names(await t.api.get(`/api/product?page=1&limit=12&vehicleType=${type}`))).toEqual(['Cached Van']);

    const edit = await t.api.as(admin).put(`/api/product/edit/${product.id}`).send(productInput(brand.id, 'Edited Van'));
    expect(edit.status).toBe(200);
    expect(names(await t.api.get(listUrl))).toEqual(['Edited Van']);
  });

  it('serves GraphQL catalogue reads over GET and POST from memory, and a GraphQL edit refreshes the REST answer too', async () => {
    const variables = { filter: { vehicleType: 'COMMERCIAL', limit: 12 } };
    const first = await gqlGet(LIST, variables);
    expect(first.status).toBe(200);
    expect(first.body.data.products.items.map((p: { name: string }) => p.name)).toEqual(['Edited Van']);
    await renameBehindTheBack('Renamed Again');
    // POST of the same document (spaced differently) with the same variables hits the same entry
    const post = await t.gql(LIST.replace(/ \{ /g, '{ '), variables);
    expect(post.body.data.products.items[0].name).toBe('Edited Van');

    const update = await t.gql.as(admin)(`mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`, {
      id: product.id,
      input: { ...productInput(brand.id, 'Graph Van'), vehicleType: 'COMMERCIAL', additionalFeatures: ['USB charging'] },
    });
    expect(update.body.errors).toBeUndefined();
    expect((await gqlGet(LIST, variables)).body.data.products.items[0].name).toBe('Graph Van');
    expect(names(await t.api.get(listUrl))).toEqual(['Graph Van']);
  });

  it("shows a product's new colours and prices in its detail after an edit", async () => {
    const before = await gqlGet(DETAIL, { id: product.id });
    expect(before.body.data.product.colors).toEqual([{ name: 'Red', price: 150000 }]);
    const colors = [
      { name: 'Green', code: '#00ff00', price: 99000, stock: 1, images: ['/uploads/g.png'] },
      { name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/r.png'] },
    ];
    await t.api
      .as(admin)
      .put(`/api/product/edit/${product.id}`)
      .send(productInput(brand.id, 'Graph Van', colors))
      .expect(200);
    const after = await gqlGet(DETAIL, { id: product.id });
    expect(after.body.data.product.colors).toEqual([
      { name: 'Green', price: 99000 },
      { name: 'Red', price: 150000 },
    ]);
    expect((await t.api.get(`/api/product/${product.id}`)).body.colors.map((c: { name: string }) => c.name)).toEqual(['Green', 'Red']);
  });

  it("shows a brand's new name in the product lists that embed it", async () => {
    expect((await t.api.get(listUrl)).body.data[0].brand.name).toBe('Cachebrand');
    expect((await gqlGet(LIST, { filter: { vehicleType: 'COMMERCIAL', limit: 12 } })).body.data.products.items[0].brand.name).toBe('Cachebrand');
    await t.api.as(admin).put(`/api/brand/${brand.id}`).send({ name: 'Renamed Brand', logoUrl: 'https://example.com/l.png' }).expect(200);
    expect((await t.api.get(listUrl)).body.data[0].brand.name).toBe('Renamed Brand');
    expect((await gqlGet(LIST, { filter: { vehicleType: 'COMMERCIAL', limit: 12 } })).body.data.products.items[0].brand.name).toBe('Renamed Brand');
    expect((await t.api.get('/api/brand')).body.data.map((b: { name: string }) => b.name)).toContain('Renamed Brand');
    // the brand list itself is cached too
    await t.db.update(brands).set({ name: 'Behind Brand' }).where(eq(brands.id, brand.id));
    expect((await t.api.get('/api/brand')).body.data.map((b: { name: string }) => b.name)).toContain('Renamed Brand');
    await t.api.as(admin).put(`/api/brand/${brand.id}`).send({ name: 'Final Brand', logoUrl: 'https://example.com/l.png' }).expect(200);
    expect((await t.api.get('/api/brand')).body.data.map((b: { name: string }) => b.name)).toContain('Final Brand');
  });

  it('shows a new blog post in the blog list at once, over REST and GraphQL', async () => {
    const before = await t.api.get('/api/blog/allblogs');
    const beforeGql = await gqlGet(`{ blogs { id title } }`, {});
    const add = await t.api.as(admin).post('/api/blog/add').send({ title: 'Fresh post', content: 'Charging tips', image: '/uploads/b.png' });
    expect(add.status).toBeLessThan(300);
    const after = await t.api.get('/api/blog/allblogs');
    expect(after.body.data.length).toBe(before.body.data.length + 1);
    expect(after.body.data.map((b: { title: string }) => b.title)).toContain('Fresh post');
    const afterGql = await gqlGet(`{ blogs { id title } }`, {});
    expect(afterGql.body.data.blogs.length).toBe(beforeGql.body.data.blogs.length + 1);
  });

  it('shows a new comparison and a new location at once', async () => {
    const other = await t.seed.product({ vehicleType: type, brandId: brand.id });
    const comparisons = async () => (await gqlGet(`{ comparisons { id product1 { id } product2 { id } } }`, {})).body.data.comparisons.length;
    const restComparisons = async () => (await t.api.get('/api/product-comparison')).body.data.length;
    const [gqlBefore, restBefore] = [await comparisons(), await restComparisons()];
    await t.api.as(admin).post('/api/product-comparison').send({ product1Id: product.id, product2Id: other.id }).expect(201);
    expect(await comparisons()).toBe(gqlBefore + 1);
    expect(await restComparisons()).toBe(restBefore + 1);

    const locations = async () => (await t.api.get('/api/location/getLocation')).body.data.length;
    const before = await locations();
    const created = await t.api
      .as(admin)
      .post('/api/location/addLocation')
      .send({ ...PUNE, address1: '9 Cache Lane' });
    expect(created.status).toBeLessThan(300);
    expect(await locations()).toBe(before + 1);
  });

  it("shows a dealer's changed availability and a dealer's lost verification at once", async () => {
    const location = await t.seed.location();
    const shop = await t.seed.dealer({ location, user: { isVerified: true } });
    const availability = async () =>
      (
        await gqlGet(`query($l: ID!, $p: ID!) { productAvailability(locationId: $l, productId: $p) { isAvailable shop { id } } }`, {
          l: location.id,
          p: product.id,
        })
      ).body.data.productAvailability;
    const restAvailability = async () => (await t.api.get(`/api/dealer/product-availability/${location.id}/${product.id}`)).body.data;
    expect(await availability()).toEqual([]);
    expect(await restAvailability()).toEqual([]);
    await t.api.as(shop.user).post('/api/dealer/product-availability').send({ productId: product.id, isAvailable: true }).expect(200);
    expect(await availability()).toEqual([{ isAvailable: true, shop: { id: shop.shop.id } }]);
    expect(await restAvailability()).toHaveLength(1);

    const shops = async () => (await gqlGet(`query($l: ID!) { shopsByLocation(locationId: $l) { id } }`, { l: location.id })).body.data.shopsByLocation;
    expect(await shops()).toEqual([{ id: shop.shop.id }]);
    await t.api.as(admin).post(`/api/users/verify/${shop.user.id}`).send({ isVerified: false }).expect(200);
    expect(await shops()).toEqual([]);
    expect((await t.api.get(`/api/dealer/location/${location.id}`)).body.data).toEqual([]);
  });

  it('drops a deleted product from the lists and its comparisons at once, and a deleted blog post from the blog', async () => {
    const doomed = await t.seed.product({ name: 'Doomed Van', vehicleType: type, brandId: brand.id });
    const pair = await t.seed.comparison(product.id, doomed.id);
    const listed = async () => names(await t.api.get(listUrl));
    const compared = async () => (await gqlGet(`{ comparisons { id } }`, {})).body.data.comparisons.map((c: { id: string }) => c.id);
    expect(await listed()).toContain('Doomed Van');
    expect(await compared()).toContain(pair.id);
    const deleted = await t.gql.as(admin)(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id: doomed.id });
    expect(deleted.body.errors).toBeUndefined();
    expect(await listed()).not.toContain('Doomed Van');
    expect(await compared()).not.toContain(pair.id);
    expect((await t.api.get(`/api/product/${doomed.id}`)).status).toBe(404);

    const post = await t.seed.blog({ title: 'Short-lived post' });
    const titles = async () => (await t.api.get('/api/blog/allblogs')).body.data.map((b: { title: string }) => b.title);
    expect(await titles()).toContain('Short-lived post');
    expect((await t.api.get(`/api/blog/${post.id}`)).status).toBe(200);
    await t.api.as(admin).delete(`/api/blog/delete/${post.id}`).expect(200);
    expect(await titles()).not.toContain('Short-lived post');
    expect((await t.api.get(`/api/blog/${post.id}`)).status).toBe(404);
  });

  it("never puts a viewer's wishlist flag into an anonymous answer or another viewer's", async () => {
    const other = await t.seed.user({ role: 'USER' });
    // anonymous first, so a leak would have to come from the cache
    expect((await gqlGet(DETAIL, { id: product.id })).body.data.product.wishlisted).toBe(false);
    expect((await t.api.get(`/api/product/${product.id}`)).body.wishlisted).toBe(false);
    await t.api.as(customer).post(`/api/users/${customer.id}/wishlist/${product.id}?action=add`).expect(200);

    const mine = await t.gql.as(customer)(DETAIL, { id: product.id });
    expect(mine.body.data.product.wishlisted).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect((await t.api.as(customer).get(`/api/product/${product.id}`)).body.wishlisted).toBe(true);
    expect((await t.api.as(customer).get(listUrl)).body.data.find((p: { _id: string }) => p._id === product.id).wishlisted).toBe(true);

    expect((await gqlGet(DETAIL, { id: product.id })).body.data.product.wishlisted).toBe(false);
    expect((await t.api.get(`/api/product/${product.id}`)).body.wishlisted).toBe(false);
    expect((await t.api.get(listUrl)).body.data.find((p: { _id: string }) => p._id === product.id).wishlisted).toBe(false);
    expect((await t.gql.as(other)(DETAIL, { id: product.id })).body.data.product.wishlisted).toBe(false);
    expect((await t.api.as(other).get(`/api/product/${product.id}`)).body.wishlisted).toBe(false);
  });

  it('serves signed-in viewers the shared answer when the operation has no per-viewer field', async () => {
    const variables = { filter: { vehicleType: 'COMMERCIAL', limit: 12 } };
    const anonymous = await gqlGet(LIST, variables);
    await renameBehindTheBack('Only In Database');
    const signedIn = await t.api
      .as(customer)
      .get('/graphql')
      .query({ query: LIST, variables: JSON.stringify(variables) });
    // the same stored answer; only the cost figures are each caller's own (graphql/cost.ts)
    expect(withoutCost(signedIn.body)).toEqual(withoutCost(anonymous.body));
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(anonymous.headers['cache-control']).toBe(SHARED_GET_CONTROL);
    expect(anonymous.headers.vary).toMatch(/Authorization/);
    // restore through the service so later answers are fresh
    t.app.deps.catalogue.changed('products');
  });

  it("serves the client's product page to a signed-in viewer from the shared answer, and its wishlist flag apart", async () => {
    // the operation with the fragments it spreads (its specifications come from one the compare page shares)
    const only = clientOperation;
    const detail = (user?: typeof customer) =>
      (user ? t.api.as(user) : t.api).get('/graphql').query({ query: only('ProductDetail'), variables: JSON.stringify({ id: product.id }) });
    const anonymous = await detail();
    expect(anonymous.body.data.product.id).toBe(product.id);
    await renameBehindTheBack('Not Yet Visible');
    const signedIn = await detail(customer);
    expect(withoutCost(signedIn.body)).toEqual(withoutCost(anonymous.body));
    const flag = await t.api
      .as(customer)
      .get('/graphql')
      .query({ query: only('ProductWishlisted'), variables: JSON.stringify({ id: product.id }) });
    expect(flag.body.data.product).toEqual({ id: product.id, wishlisted: true });
    expect(flag.headers['cache-control']).toBe('private, no-cache');
    t.app.deps.catalogue.changed('products');
  });

  it("never serves one viewer's own data (me, rides, dashboards) from another's request", async () => {
    const me = `{ me { id email } }`;
    expect((await t.gql.as(customer)(me)).body.data.me.id).toBe(customer.id);
    expect((await t.gql.as(admin)(me)).body.data.me.id).toBe(admin.id);
    expect((await t.api.get('/graphql').query({ query: me })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers 304 to a GET whose ETag the client already holds, and a new ETag after a write', async () => {
    const first = await t.api.get(listUrl);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.api.get(listUrl).set('if-none-match', etag);
    expect(again.status).toBe(304);
    const gqlFirst = await gqlGet(LIST, { filter: { limit: 5 } });
    expect((await gqlGet(LIST, { filter: { limit: 5 } }).set('if-none-match', gqlFirst.headers.etag)).status).toBe(304);

    await t.api.as(admin).put(`/api/product/edit/${product.id}`).send(productInput(brand.id, 'Etag Van')).expect(200);
    const changed = await t.api.get(listUrl).set('if-none-match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('compresses GraphQL GET answers for clients that accept it', async () => {
    for (let i = 0; i < 8; i++) await t.seed.product({ vehicleType: 'bike', brandId: brand.id, description: 'A long description '.repeat(20) });
    const query = `query($f: ProductFilter) { products(filter: $f) { items { id name description } } }`;
    for (const round of ['miss', 'hit']) {
      const res = await rawGet(`/graphql?${new URLSearchParams({ query, variables: JSON.stringify({ f: { vehicleType: 'BIKE', limit: 12 } }) })}`, {
        'accept-encoding': 'gzip',
      });
      expect([round, res.headers['content-encoding']]).toEqual([round, 'gzip']);
      expect(JSON.parse(zlib.gunzipSync(res.body).toString()).data.products.items).toHaveLength(8);
    }
  });

  it('runs one computation for concurrent identical requests', async () => {
    const spy = jest.spyOn(t.app.services.products, 'list');
    try {
      const url = '/api/product?vehicleType=bike&limit=3&page=2';
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.api.get(url)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps no answer that failed: a missing product stays a 404, and appears once created', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.api.get(`/api/product/${missing}`)).status).toBe(404);
    expect((await gqlGet(DETAIL, { id: missing })).body.data.product).toBeNull();
  });

  it('serves dashboard counts from memory until a write changes them', async () => {
    const count = async () => (await t.api.as(admin).get('/api/dashboard')).body.allProducts as number;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await t.api.as(admin).post('/api/product/add').send(productInput(brand.id, 'Counted Van')).expect(201);
    expect(await count()).toBe(before + 1);
    const gqlCount = async () => (await t.gql.as(admin)(`{ adminDashboard { productCount } }`)).body.data.adminDashboard.productCount;
    expect(await gqlCount()).toBe(before + 1);
    await t.api
      .as(admin)
      .delete(`/api/product/delete/${(await t.seed.product()).id}`)
      .expect(200);
    expect(await gqlCount()).toBe(before + 1);

    const dealerCounts = async () => (await t.gql.as(dealer)(`{ dealerDashboard { availableProductCount } }`)).body.data.dealerDashboard.availableProductCount;
    await t.api.as(dealer).post('/api/dealer/profile').send({
      shopName: 'Counted Shop',
      countryId: 'IN',
      stateId: 'IN-MH',
      cityId: 'IN-MH-Pune',
      address1: '1 Count Road',
      // a shop's phone is required since decision 0029
      phone: '9822000111',
    });
    const dealerBefore = await dealerCounts();
    await t.api.as(dealer).post('/api/dealer/product-availability').send({ productId: product.id, isAvailable: true }).expect(200);
    expect(await dealerCounts()).toBe(dealerBefore + 1);
  });
});
