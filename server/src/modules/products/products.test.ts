import { expectFieldErrors, type TestApp, useTestApp } from '../../../test/helpers';

const payload = (brandId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ather 450X',
  description: 'A smart scooter',
  vehicleType: 'Scooter',
  brandId,
  images: ['/uploads/a.png'],
  colors: [
    { name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/red.png'] },
    { name: 'Blue', code: '#0000ff', price: 140000, stock: 2, images: ['/uploads/blue.png'] },
  ],
  offerStartDate: '2026-01-01T00:00:00.000Z',
  offerEndDate: '2026-02-01',
  additionalFeatures: 'USB charging, Reverse mode',
  topSpeed: '90',
  rangeMin: 100,
  rangeMax: 146,
  cruiseControl: 'true',
  ...overrides,
});

describe('products', () => {
  const { t, admin, customer } = useTestApp({ cast: ['admin', 'customer'] });

  describe('REST list', () => {
    let brand: Awaited<ReturnType<TestApp['seed']['brand']>>;

    beforeAll(async () => {
      brand = await t.seed.brand({ name: 'Listbrand Motors' });
      for (let i = 0; i < 30; i++) {
        await t.seed.product({
          name: `Cargo ${String(i).padStart(2, '0')}`,
          vehicleType: 'commercial',
          brandId: brand.id,
          createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
          colors: [
            { name: 'White', code: '#ffffff', price: 200000 + i * 1000, stock: 1, images: ['/uploads/w.png'] },
            { name: 'Grey', code: '#888888', price: 300000 + i * 1000, stock: 1, images: ['/uploads/g.png'] },
          ],
        });
      }
    });

    it('lists 30 products of a type with brand and colours in one page', async () => {
      const res = await t.api.get('/api/product?vehicleType=Commercial&limit=100');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 30, page: 1, totalPages: 1 });
      expect(res.body.data).toHaveLength(30);
      for (const p of res.body.data) {
        expect(p).toMatchObject({
          _id: expect.any(String),
          vehicleType: 'commercial',
          brand: { _id: brand.id, name: 'Listbrand Motors' },
          variants: [],
          wishlisted: false,
        });
        expect(p.colors).toHaveLength(2);
        expect(p.price).toBe(Math.min(...p.colors.map((c: { price: number }) => c.price)));
      }
      // newest first by default
      expect(res.body.data[0].name).toBe('Cargo 29');
    });

    it('pages with a 1-based page and a default limit of 10', async () => {
      const res = await t.api.get('/api/product?vehicleType=commercial&page=3');
      expect(res.body).toMatchObject({ total: 30, page: 3, totalPages: 3 });
      expect(res.body.data).toHaveLength(10);
      expect(res.body.data[0].name).toBe('Cargo 09');
    });

    it('sorts by date, price and name', async () => {
      const oldest = await t.api.get('/api/product?vehicleType=commercial&sort=asc&limit=1');
      expect(oldest.body.data[0].name).toBe('Cargo 00');
      const cheap = await t.api.get('/api/product?vehicleType=commercial&sort=price_asc&limit=2');
      expect(cheap.body.data.map((p: { price: number }) => p.price)).toEqual([200000, 201000]);
      const dear = await t.api.get('/api/product?vehicleType=commercial&sort=price_desc&limit=1');
      expect(dear.body.data[0].price).toBe(229000);
      const byName = await t.api.get('/api/product?vehicleType=commercial&sort=name&limit=2');
      expect(byName.body.data.map((p: { name: string }) => p.name)).toEqual(['Cargo 00', 'Cargo 01']);
    });

    it('searches names and brand names case-insensitively', async () => {
      const byBrand = await t.api.get('/api/product?search=LISTBRAND&limit=1000');
      expect(byBrand.body.total).toBe(30);
      const byName = await t.api.get('/api/product?search=cargo 1');
      expect(byName.body.total).toBe(10);
      const none = await t.api.get('/api/product?search=100%25');
      expect(none.body).toMatchObject({ total: 0, data: [], totalPages: 0 });
    });

    it('refuses an unknown vehicle type, page or sort with 400', async () => {
      const type = await t.api.get('/api/product?vehicleType=boat');
      expect(type.status).toBe(400);
      expect(type.body.message).toBe('Vehicle type must be scooter, bike, four-wheeler or commercial');
      expect((await t.api.get('/api/product?page=0')).status).toBe(400);
      expect((await t.api.get('/api/product?limit=abc')).status).toBe(400);
      expect((await t.api.get('/api/product?sort=random')).body.message).toBe(
        'Sort must be price_asc, price_desc, range_desc, rating, newest, oldest, popular, name, asc or desc',
      );
    });

    it('caps the limit at the shared page-size cap', async () => {
      const res = await t.api.get('/api/product?limit=5000');
      expect(res.status).toBe(200);
      expect(res.body.totalPages).toBe(1);
    });

    it('loads colours, brands, variants and wishlist flags in batches, not per product', async () => {
      // both drivers send every statement through session.client.query
      const client = (t.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
      const spy = jest.spyOn(client, 'query');
      // the statements of the request: the mail and webhook workers' polls may fall in the same window
      const requestStatements = () =>
        spy.mock.calls.filter(
          ([statement]) => !/mail_outbox|webhook_deliveries/.test(typeof statement === 'string' ? statement : String((statement as { text?: string })?.text)),
        ).length;
      try {
        const rest = await t.api.as(customer).get('/api/product?vehicleType=commercial&limit=100&variant=true');
        expect(rest.body.data).toHaveLength(30);
        // viewer, page, count, colours, brands, wishlist, variant groups, variant colours
        expect(requestStatements()).toBeGreaterThanOrEqual(3);
        expect(requestStatements()).toBeLessThanOrEqual(8);

        spy.mockClear();
        const gql = await t.gql.as(customer)(
          '{ products(filter: { vehicleType: COMMERCIAL, limit: 100 }) { items { id colors { id } brand { id products { id } } variants { id } parentProduct { id } wishlisted } } }',
        );
        expect(gql.body.data.products.items).toHaveLength(30);
        // viewer, page, count, then one query per relation
        expect(requestStatements()).toBeGreaterThanOrEqual(3);
        expect(requestStatements()).toBeLessThanOrEqual(9);
      } finally {
        spy.mockRestore();
      }
    });

    it('answers the same list at /api/Product', async () => {
      const res = await t.api.get('/api/Product?vehicleType=commercial&limit=1');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(30);
    });
  });

  describe('REST variants and detail', () => {
    it('fills variants with their colours when variant=true', async () => {
      const parent = await t.seed.product({ name: 'Variantia Base', vehicleType: 'bike' });
      const pro = await t.seed.product({ name: 'Variantia Pro', vehicleType: 'bike', parentProductId: parent.id });
      const plus = await t.seed.product({ name: 'Variantia Plus', vehicleType: 'bike', parentProductId: parent.id });

      const res = await t.api.get('/api/product?search=variantia&variant=true&sort=name');
      expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Variantia Base', 'Variantia Plus', 'Variantia Pro']);
      const [base, plusOut] = res.body.data;
      expect(base.variants.map((v: { _id: string }) => v._id).sort()).toEqual([pro.id, plus.id].sort());
      expect(base.variants[0].colorVariant[0]).toMatchObject({ _id: expect.any(String), name: 'Black', code: '#000000' });
      expect(plusOut.parentProduct).toBe(parent.id);
      expect(plusOut.variants.map((v: { _id: string }) => v._id).sort()).toEqual([parent.id, pro.id].sort());

      const plain = await t.api.get('/api/product?search=variantia');
      expect(plain.body.data.every((p: { variants: unknown[] }) => p.variants.length === 0)).toBe(true);
    });

    it('answers one product at the top level, also at /api/Product/{id}', async () => {
      const product = await t.seed.product({ name: 'Detail One', offerStartDate: '2026-03-01', offerEndDate: '2026-03-31' });
      for (const base of ['/api/product', '/api/Product']) {
        const res = await t.api.get(`${base}/${product.id}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          _id: product.id,
          name: 'Detail One',
          offerStartDate: '2026-03-01',
          offerEndDate: '2026-03-31',
          price: 100000,
          wishlisted: false,
        });
        expect(res.body.colors[0]).toEqual({
          _id: expect.any(String),
          name: 'Black',
          code: '#000000',
          price: 100000,
          stock: 5,
          images: ['/uploads/demo/x.svg'],
        });
      }
    });

    it('answers 404 with the spec message for a missing or malformed id', async () => {
      for (const id of ['000000000000000000000000', 'not-an-id']) {
        const res = await t.api.get(`/api/product/${id}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Product not found' });
      }
    });

    it('marks products the signed-in viewer keeps in the wishlist', async () => {
      const product = await t.seed.product();
      await t.seed.wishlist(customer.id, product.id);
      const mine = await t.api.as(customer).get(`/api/product/${product.id}`);
      expect(mine.body.wishlisted).toBe(true);
      const guest = await t.api.get(`/api/product/${product.id}`);
      expect(guest.body.wishlisted).toBe(false);
      const adminView = await t.api.as(admin).get(`/api/product/${product.id}`);
      expect(adminView.body.wishlisted).toBe(false);
    });
  });

  describe('REST writes', () => {
    it('lets an admin add a product; price is the lowest colour price', async () => {
      const brand = await t.seed.brand();
      const res = await t.api.as(admin).post('/api/product/add').send(payload(brand.id));
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Product created successfully!');
      expect(res.body.data).toMatchObject({
        name: 'Ather 450X',
        vehicleType: 'scooter',
        price: 140000,
        brand: { _id: brand.id },
        offerStartDate: '2026-01-01',
        offerEndDate: '2026-02-01',
        additionalFeatures: ['USB charging', 'Reverse mode'],
        topSpeed: 90,
        cruiseControl: true,
      });
      expect(res.body.data.colors.map((c: { name: string }) => c.name)).toEqual(['Red', 'Blue']);
      const read = await t.api.get(`/api/product/${res.body.data._id}`);
      expect(read.body.colors).toHaveLength(2);
    });

    it('takes the brand as an id or as the { _id } object a GET answers, so a read product goes back unchanged', async () => {
      const brand = await t.seed.brand();
      const other = await t.seed.brand();
      const { brandId: _omit, ...withoutBrandId } = payload(brand.id);
      const byId = await t.api
        .as(admin)
        .post('/api/product/add')
        .send({ ...withoutBrandId, brand: brand.id });
      expect(byId.status).toBe(201);
      expect(byId.body.data.brand._id).toBe(brand.id);
      const byObject = await t.api
        .as(admin)
        .post('/api/product/add')
        .send({ ...withoutBrandId, brand: { _id: other.id, name: 'x' } });
      expect(byObject.status).toBe(201);
      expect(byObject.body.data.brand._id).toBe(other.id);

      // the round trip: GET, send the very same body back with PUT, read the same product
      const read = await t.api.get(`/api/product/${byId.body.data._id}`);
      const put = await t.api.as(admin).put(`/api/product/edit/${read.body._id}`).send(read.body);
      expect(put.status).toBe(200);
      const again = await t.api.get(`/api/product/${read.body._id}`);
      const { createdAt: _c1, colors: colorsBefore, ...before } = read.body;
      const { createdAt: _c2, colors: colorsAfter, ...after } = again.body;
      expect(after).toEqual(before);
      const strip = (cs: { _id: string }[]) => cs.map(({ _id, ...c }) => c);
      expect(strip(colorsAfter)).toEqual(strip(colorsBefore));

      const noBrand = await t.api
        .as(admin)
        .post('/api/product/add')
        .send({ ...withoutBrandId, brand: { name: 'no id' } });
      expect(noBrand.status).toBe(400);
      expect(noBrand.body.errors.brandId).toBe('Brand is required');
    });

    it('refuses a guest with 401 and a customer with 403', async () => {
      const brand = await t.seed.brand();
      expect((await t.api.post('/api/product/add').send(payload(brand.id))).status).toBe(401);
      const res = await t.api.as(customer).post('/api/product/add').send(payload(brand.id));
      expect(res.status).toBe(403);
      const product = await t.seed.product();
      expect((await t.api.as(customer).put(`/api/product/edit/${product.id}`).send(payload(brand.id))).status).toBe(403);
      expect((await t.api.as(customer).delete(`/api/product/delete/${product.id}`)).status).toBe(403);
      expect((await t.api.get(`/api/product/${product.id}`)).status).toBe(200);
    });

    it('answers the spec messages per field and writes nothing', async () => {
      const before = (await t.api.get('/api/product?limit=1')).body.total;
      const res = await t.api
        .as(admin)
        .post('/api/product/add')
        .send({
          vehicleType: '',
          images: [],
          colors: [{ name: '', code: 'red', price: -1, stock: 1.5, images: [] }],
          rangeMin: 50,
          rangeMax: 40,
          offerStartDate: '2026-02-01',
          offerEndDate: '2026-01-01',
        });
      expectFieldErrors(
        res,
        expect.objectContaining({
          name: 'Product name is required',
          description: 'Description is required',
          vehicleType: 'Category is required',
          brandId: 'Brand is required',
          images: 'At least one image is required',
          'colors.0.name': 'Color name is required',
          'colors.0.code': 'Color code must be a hex colour like #000000',
          'colors.0.price': 'Price must be positive',
          'colors.0.stock': 'Stock must be a whole number',
          'colors.0.images': 'At least one image is required',
        }),
      );
      const noColours = await t.api
        .as(admin)
        .post('/api/product/add')
        .send(payload('x', { colors: [] }));
      expect(noColours.body.errors.colors).toBe('At least one color is required');
      const ranges = await t.api
        .as(admin)
        .post('/api/product/add')
        .send(payload((await t.seed.brand()).id, { rangeMin: 50, rangeMax: 40, offerStartDate: '2026-02-01', offerEndDate: '2026-01-01' }));
      expect(ranges.body.errors).toMatchObject({
        rangeMax: 'Maximum range must be greater than minimum range',
        offerEndDate: 'End date must be after start date',
      });
      expect((await t.api.get('/api/product?limit=1')).body.total).toBe(before);
    });

    it('refuses an unknown brand or parent product', async () => {
      const brand = await t.seed.brand();
      const noBrand = await t.api.as(admin).post('/api/product/add').send(payload('missing-brand'));
      expectFieldErrors(noBrand, { brandId: 'Brand not found' });
      const noParent = await t.api
        .as(admin)
        .post('/api/product/add')
        .send(payload(brand.id, { parentProductId: 'missing' }));
      expect(noParent.body.errors).toEqual({ parentProductId: 'Parent product not found' });
    });

    it('replaces the product and its colours as a whole on edit', async () => {
      const product = await t.seed.product({ name: 'Old Name' });
      const parent = await t.seed.product();
      const brand = await t.seed.brand({ name: 'Newbrand' });
      const res = await t.api
        .as(admin)
        .put(`/api/product/edit/${product.id}`)
        .send(
          payload(brand.id, {
            name: 'New Name',
            parentProductId: parent.id,
            colors: [{ name: 'Green', code: '#00ff00', price: 99000, stock: 1, images: ['/uploads/g.png'] }],
          }),
        );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Product updated successfully!');
      const read = await t.api.get(`/api/product/${product.id}`);
      expect(read.body).toMatchObject({ name: 'New Name', price: 99000, brand: { name: 'Newbrand' }, parentProduct: parent.id });
      expect(read.body.colors.map((c: { name: string }) => c.name)).toEqual(['Green']);
    });

    it('refuses a product as its own parent, a missing product, and bad input on edit', async () => {
      const product = await t.seed.product();
      const self = await t.api
        .as(admin)
        .put(`/api/product/edit/${product.id}`)
        .send(payload(product.brandId!, { parentProductId: product.id }));
      expect(self.status).toBe(400);
      expect(self.body.message).toBe('A product cannot be its own parent product');
      const missing = await t.api.as(admin).put('/api/product/edit/nope').send(payload(product.brandId!));
      expect(missing.status).toBe(404);
      const bad = await t.api
        .as(admin)
        .put(`/api/product/edit/${product.id}`)
        .send(payload(product.brandId!, { colors: [] }));
      expect(bad.status).toBe(400);
      expect((await t.api.get(`/api/product/${product.id}`)).body.colors).toHaveLength(1);
    });

    it('deletes a product, 404 for a missing one, 409 while test rides refer to it', async () => {
      const product = await t.seed.product();
      expect((await t.api.as(admin).delete(`/api/product/delete/${product.id}`)).status).toBe(200);
      expect((await t.api.get(`/api/product/${product.id}`)).status).toBe(404);
      expect((await t.api.as(admin).delete(`/api/product/delete/${product.id}`)).status).toBe(404);

      const booked = await t.seed.product();
      await t.seed.testDrive({ productId: booked.id });
      const res = await t.api.as(admin).delete(`/api/product/delete/${booked.id}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This product has test rides and cannot be deleted');
      expect((await t.api.get(`/api/product/${booked.id}`)).status).toBe(200);
    });
  });

  describe('GraphQL', () => {
    const LIST = `query($filter: ProductFilter) { products(filter: $filter) { total page totalPages items {
      id name vehicleType price offerStartDate createdAt wishlisted additionalFeatures
      brand { id name } colors { id name code price stock images } variants { id name } parentProduct { id name } } } }`;
    const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id name vehicleType price colors { name } brand { id } } }`;

    it('lists products with relations through loaders', async () => {
      const brand = await t.seed.brand({ name: 'Gqlbrand' });
      const parent = await t.seed.product({ name: 'Gqlvar Base', vehicleType: 'four-wheeler', brandId: brand.id, offerStartDate: '2026-05-01' });
      const child = await t.seed.product({ name: 'Gqlvar Long', vehicleType: 'four-wheeler', brandId: brand.id, parentProductId: parent.id });
      await t.seed.wishlist(customer.id, child.id);
      const res = await t.gql.as(customer)(LIST, { filter: { vehicleType: 'FOUR_WHEELER', search: 'gqlvar', sort: 'NAME' } });
      expect(res.body.errors).toBeUndefined();
      const { items, total } = res.body.data.products;
      expect(total).toBe(2);
      expect(items[0]).toMatchObject({
        id: parent.id,
        vehicleType: 'FOUR_WHEELER',
        price: 100000,
        offerStartDate: '2026-05-01',
        wishlisted: false,
        brand: { name: 'Gqlbrand' },
        variants: [{ id: child.id }],
        parentProduct: null,
      });
      expect(items[1]).toMatchObject({ id: child.id, wishlisted: true, parentProduct: { id: parent.id, name: 'Gqlvar Base' }, variants: [{ id: parent.id }] });
      expect(items[0].colors[0]).toMatchObject({ name: 'Black', code: '#000000', stock: 5 });
    });

    it('answers wishlisted false for guests and reads one product', async () => {
      const product = await t.seed.product();
      await t.seed.wishlist(customer.id, product.id);
      const res = await t.gql('query($id: ID!) { product(id: $id) { id wishlisted brand { id products { id } } } }', { id: product.id });
      expect(res.body.data.product).toMatchObject({ id: product.id, wishlisted: false, brand: { id: product.brandId, products: [{ id: product.id }] } });
      const missing = await t.gql('{ product(id: "missing") { id } }');
      expect(missing.body.errors[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    });

    it('refuses an unknown vehicle type through the schema', async () => {
      const res = await t.gql(LIST, { filter: { vehicleType: 'BOAT' } });
      expect(res.body.errors[0].message).toMatch(/VehicleType/);
    });

    it('lets an admin create, update and delete a product', async () => {
      const brand = await t.seed.brand();
      const input = { ...payload(brand.id), vehicleType: 'BIKE', additionalFeatures: ['ABS'], topSpeed: 95, cruiseControl: true, offerStartDate: '2026-01-01' };
      const created = await t.gql.as(admin)(CREATE, { input });
      expect(created.body.errors).toBeUndefined();
      expect(created.body.data.createProduct).toMatchObject({ name: 'Ather 450X', vehicleType: 'BIKE', price: 140000, brand: { id: brand.id } });
      const id = created.body.data.createProduct.id;

      const updated = await t.gql.as(admin)('mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { name colors { name } } }', {
        id,
        input: { ...input, name: 'Renamed', colors: [input.colors[0]] },
      });
      expect(updated.body.data.updateProduct).toEqual({ name: 'Renamed', colors: [{ name: 'Red' }] });

      const deleted = await t.gql.as(admin)('mutation($id: ID!) { deleteProduct(id: $id) }', { id });
      expect(deleted.body.data.deleteProduct).toBe(id);
    });

    it('answers FORBIDDEN to a customer, UNAUTHENTICATED to a guest', async () => {
      const brand = await t.seed.brand();
      const input = { ...payload(brand.id), vehicleType: 'BIKE', additionalFeatures: [], topSpeed: 95, cruiseControl: true };
      expect((await t.gql.as(customer)(CREATE, { input })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(CREATE, { input })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('returns field messages under BAD_USER_INPUT', async () => {
      const brand = await t.seed.brand();
      const input = { ...payload(brand.id), vehicleType: 'BIKE', name: ' ', colors: [], additionalFeatures: [], topSpeed: 95, cruiseControl: true };
      const res = await t.gql.as(admin)(CREATE, { input });
      expect(res.body.errors[0]).toMatchObject({
        message: 'Product name is required',
        extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Product name is required', colors: 'At least one color is required' } },
      });
    });
  });
});
