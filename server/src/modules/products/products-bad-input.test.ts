import { useTestApp } from '../../../test/helpers';

/** Odd inputs to the catalogue: each answers 400 with a message, never a 500. */
describe('products and brands: odd inputs', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });
  let brandId: string;

  const product = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ather 450X',
    description: 'A smart scooter',
    vehicleType: 'scooter',
    brandId,
    images: ['/uploads/a.png'],
    colors: [{ name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/red.png'] }],
    ...overrides,
  });
  const color = (overrides: Record<string, unknown>) => [{ name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/red.png'], ...overrides }];

  beforeAll(async () => {
    brandId = (await t.seed.brand()).id;
  });

  it.each([
    ['search=a&search=b', 'Search must be a text'],
    ['sort=asc&sort=desc', 'Sort must be price_asc, price_desc, range_desc, rating, newest, oldest, popular, name, asc or desc'],
    ['vehicleType=bike&vehicleType=scooter', 'Vehicle type must be scooter, bike, four-wheeler or commercial'],
    ['brandId=a&brandId=b', 'Brand not found'],
    ['sort=constructor', 'Sort must be price_asc, price_desc, range_desc, rating, newest, oldest, popular, name, asc or desc'],
    ['page=1e300', 'Page must be a whole number from 1'],
    ['limit=1e300', 'Limit must be a whole number from 1'],
  ])('GET /api/product?%s answers 400 %s', async (query, message) => {
    const res = await t.api.get(`/api/product?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('GET /api/brand with a page beyond any whole number answers 400', async () => {
    const res = await t.api.get('/api/brand?page=1e300&limit=10');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Page must be a whole number from 1');
  });

  it.each([
    [{ colors: color({ price: 1e15 }) }, 'colors.0.price', 'Price is too large'],
    [{ colors: color({ stock: 3e9 }) }, 'colors.0.stock', 'Stock is too large'],
    [{ offerStartDate: '2026-02-31' }, 'offerStartDate', 'Invalid start date'],
    [{ offerEndDate: '2026-04-31T00:00:00.000Z' }, 'offerEndDate', 'Invalid end date'],
  ])('POST /api/product/add refuses %j with %s: %s', async (overrides, field, message) => {
    const res = await t.api.as(admin).post('/api/product/add').send(product(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('createProduct refuses a calendar date that does not exist', async () => {
    const res = await t.gql.as(admin)('mutation($i: ProductInput!) { createProduct(input: $i) { id } }', {
      i: product({ vehicleType: 'SCOOTER', offerStartDate: '2026-02-30' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/Date must be a real day like 2026-12-31/);
  });

  it('keeps a real leap day', async () => {
    const res = await t.api
      .as(admin)
      .post('/api/product/add')
      .send(product({ offerStartDate: '2028-02-29', offerEndDate: '2028-03-01' }));
    expect(res.status).toBe(201);
    expect(res.body.data.offerStartDate).toBe('2028-02-29');
  });
});

describe('variant groups stay one level deep', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });

  it("refuses a variant as parent, so two products can never be each other's parent", async () => {
    const root = await t.seed.product({ name: 'Root' });
    const variant = await t.seed.product({ name: 'Variant', parentProductId: root.id, brandId: root.brandId });
    const body = {
      name: 'Root',
      description: 'A scooter',
      vehicleType: 'scooter',
      brandId: root.brandId,
      images: ['/uploads/a.png'],
      colors: [{ name: 'Red', code: '#ff0000', price: 1000, stock: 1, images: ['/uploads/r.png'] }],
      parentProductId: variant.id,
    };
    const res = await t.api.as(admin).put(`/api/product/edit/${root.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ parentProductId: 'A variant cannot be the parent product' });
    const read = await t.api.get(`/api/product/${root.id}`);
    expect(read.body.parentProduct).toBeNull();
  });
});
