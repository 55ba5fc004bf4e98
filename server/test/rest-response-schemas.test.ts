import { toRestBrand } from '../src/lib/rest-brand';
import Fastify from 'fastify';
import { restProduct } from '../src/lib/rest-schemas';
import { productListResponseSchema, toRestProduct } from '../src/lib/rest-product';
import { useTestApp } from './helpers';

/**
 * The hot public REST routes declare their answers (fast-json-stringify, issue 11.3): the wire
 * must carry exactly what JSON.stringify of the same rows carries, every field of the spec's
 * shape included, with nulls, dates, nested colours, variants and brands.
 */
describe('response schemas of the public REST routes', () => {
  const { t, customer } = useTestApp({ cast: ['customer'] });
  /** what JSON.stringify makes of a value: the answer without a schema */
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
  let full: { id: string };
  let bare: { id: string };
  let brandId: string;

  beforeAll(async () => {
    const brand = await t.seed.brand({ logoUrl: null, website: null });
    brandId = brand.id;
    full = await t.seed.product({
      brandId,
      name: 'Every Field EV',
      size: 'Mid-size',
      accessoriesDesc: 'Helmet, charger',
      additionalFeatures: ['Reverse mode', 'OTA updates'],
      acceleration: 3.4,
      transmission: 'Automatic',
      torque: 220,
      chargerType: 'CCS2',
      cruiseControl: true,
      navigation: false,
      mobileApp: true,
      offerStartDate: '2026-01-01',
      offerEndDate: '2026-12-31',
      offerText: 'Free home charger',
      colors: [
        { name: 'Red', code: '#ff0000', price: 150000.5, stock: 2, images: ['/uploads/demo/red.svg'] },
        { name: 'Blue', code: '#0000ff', price: 160000, stock: 0, images: [] },
      ],
    });
    // a variant of the full product, with most specs empty
    bare = await t.seed.product({ brandId, name: 'Bare Variant', parentProductId: full.id, topSpeed: null, rangeMin: null, range: null, battery: null });
    await t.seed.wishlist(customer.id, full.id);
    await t.seed.comparison(full.id, bare.id);
    await t.seed.blog({ image: null });
    await t.seed.location({ address2: null });
  });

  const expectedProduct = async (id: string, viewerId?: string) => {
    const [product] = await t.app.services.products.hydrate([await t.app.services.products.get(id)], { viewerId, withVariants: true });
    return plain(toRestProduct(product));
  };

  it('GET /api/product/:id carries every field, for a guest and for a signed-in customer', async () => {
    for (const id of [full.id, bare.id]) {
      const res = await t.api.get(`/api/product/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(await expectedProduct(id));
    }
    const mine = await t.api.as(customer).get(`/api/product/${full.id}`);
    expect(mine.body).toEqual(await expectedProduct(full.id, customer.id));
    expect(mine.body.wishlisted).toBe(true);
    // the spec's fields, spelled out once so a dropped one fails here too
    expect(Object.keys(mine.body)).toEqual(
      expect.arrayContaining([
        '_id',
        'name',
        'description',
        'images',
        'vehicleType',
        'brand',
        'offerStartDate',
        'offerEndDate',
        'additionalFeatures',
        'size',
        'rangeMin',
        'rangeMax',
        'battery',
        'charging',
        'topSpeed',
        'motorPower',
        'weight',
        'warranty',
        'accessoriesDesc',
        'colors',
        'variants',
        'parentProduct',
        'acceleration',
        'transmission',
        'torque',
        'chargerType',
        'cruiseControl',
        'navigation',
        'mobileApp',
      ]),
    );
    expect(mine.body.colors[0]).toEqual({
      _id: expect.any(String),
      name: 'Red',
      code: '#ff0000',
      price: 150000.5,
      stock: 2,
      images: ['/uploads/demo/red.svg'],
    });
  });

  it('one schema answers every REST product: it names each field toRestProduct writes (slug and effectiveRange too)', async () => {
    // two schemas disagreed: the list's named slug and dropped unknown fields, the detail's kept them but had no slug
    const named = Object.keys((restProduct as { properties: Record<string, unknown> }).properties);
    const written = await expectedProduct(full.id, customer.id);
    expect([...named].sort()).toEqual(Object.keys(written).sort());
    expect(named).toEqual(expect.arrayContaining(['slug', 'effectiveRange']));
    const listItems = (productListResponseSchema[200] as { properties: { data: { items: unknown } } }).properties.data.items;
    expect(listItems).toBe(restProduct);
  });

  it('the list and the detail carry the same product, slug and effectiveRange included', async () => {
    const list = await t.api.as(customer).get('/api/product?limit=50');
    expect(list.status).toBe(200);
    for (const id of [full.id, bare.id]) {
      const fromList = list.body.data.find((p: { _id: string }) => p._id === id);
      const { variants: _v, ...detail } = await expectedProduct(id, customer.id);
      expect(fromList).toEqual({ ...detail, variants: [] });
    }
    const bareAnswer = list.body.data.find((p: { _id: string }) => p._id === bare.id);
    // range and rangeMin cleared: the highest claimed range (rangeMax 150)
    expect(bareAnswer).toMatchObject({ range: null, rangeMin: null, rangeMax: 150, effectiveRange: 150 });
    expect(list.body.data.find((p: { _id: string }) => p._id === full.id).effectiveRange).toBe(120);
  });

  it('a field the schema does not name still goes out on the list, as on the detail', async () => {
    const app = Fastify();
    const product = { ...(await expectedProduct(full.id)), addedLater: 'kept' };
    app.get('/list', { schema: { response: productListResponseSchema } }, async () => ({ data: [product], total: 1, page: 1, totalPages: 1 }));
    const res = await app.inject('/list');
    expect(res.json().data[0]).toEqual(product);
    await app.close();
  });

  it('an unknown product is still a 404 with its message', async () => {
    const res = await t.api.get('/api/product/000000000000000000000000');
    expect(res.status).toBe(404);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('GET /api/brand and /api/brand/:id/products carry every field', async () => {
    const brands = await t.api.get('/api/brand');
    expect(brands.body).toEqual({ data: plain((await t.app.services.brands.list()).map((b) => toRestBrand(b))) });
    expect(brands.body.data.find((b: { _id: string }) => b._id === brandId)).toMatchObject({ logoUrl: null, website: null });
    const products = await t.api.get(`/api/brand/${brandId}/products`);
    const expected = (await t.app.services.products.listOfBrand(brandId)).map((p) => toRestProduct(p));
    expect(products.body).toEqual({ data: plain(expected) });
    expect(products.body.data).toHaveLength(2);
  });

  it('GET /api/blog/allblogs and /api/blog/:id carry every field', async () => {
    const list = await t.api.get('/api/blog/allblogs');
    const rows = await t.app.services.blogs.list();
    // the public reads answer the texts of the language asked (English here) and the languages written, not the Hindi columns
    const restBlog = ({ id, titleHi: _t, contentHi: _c, ...rest }: (typeof rows)[number]) => ({ _id: id, ...rest, locales: ['en'] });
    expect(list.body).toEqual({ data: plain(rows.map(restBlog)) });
    const one = await t.api.get(`/api/blog/${rows[0].id}`);
    expect(one.body).toEqual(plain(restBlog(await t.app.services.blogs.get(rows[0].id))));
    expect(one.body.image).toBeNull();
  });

  it('GET /api/location/getLocation carries every field', async () => {
    const res = await t.api.get('/api/location/getLocation');
    const rows = await t.app.services.locations.list();
    expect(res.body).toEqual({ data: plain(rows.map(({ id, ...rest }) => ({ _id: id, ...rest }))) });
    expect(res.body.data[0].address2).toBeNull();
  });

  it('GET /api/product-comparison and /:id carry both whole products', async () => {
    const list = await t.api.get('/api/product-comparison');
    expect(list.body.data).toHaveLength(1);
    const [comparison] = list.body.data;
    expect(comparison).toEqual({
      _id: expect.any(String),
      createdAt: expect.any(String),
      product1: await expectedProduct(full.id).then(({ variants: _v, ...p }) => ({ ...p, variants: [] })),
      product2: await expectedProduct(bare.id).then(({ variants: _v, ...p }) => ({ ...p, variants: [] })),
    });
    const one = await t.api.get(`/api/product-comparison/${comparison._id}`);
    expect(one.body).toEqual(comparison);
  });
});
