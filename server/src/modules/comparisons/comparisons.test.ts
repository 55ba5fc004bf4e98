import { useTestApp } from '../../../test/helpers';

describe('comparisons', () => {
  const { t, admin, customer } = useTestApp({ cast: ['admin', 'customer'] });

  describe('REST', () => {
    it('lets an admin compare two products, then everyone reads it', async () => {
      const a = await t.seed.product({ name: 'Cmp A' });
      const b = await t.seed.product({ name: 'Cmp B', colors: [{ name: 'Red', code: '#ff0000', price: 90000, stock: 1, images: ['/uploads/r.png'] }] });
      const res = await t.api.as(admin).post('/api/product-comparison').send({ product1Id: a.id, product2Id: b.id });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        message: 'Comparison created successfully',
        data: { _id: expect.any(String), product1: { _id: a.id, name: 'Cmp A', price: 100000 }, product2: { _id: b.id, name: 'Cmp B', price: 90000 } },
      });
      const id = res.body.data._id;

      const one = await t.api.get(`/api/product-comparison/${id}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        _id: id,
        product1: { _id: a.id, images: ['/uploads/demo/x.svg'] },
        product2: { _id: b.id, colors: [expect.objectContaining({ name: 'Red' })] },
      });

      const list = await t.api.get('/api/product-comparison');
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ _id: id, product1: expect.objectContaining({ _id: a.id }), createdAt: expect.any(String) })]),
      );
    });

    it('lists many comparisons with their products', async () => {
      const products = await Promise.all(Array.from({ length: 8 }, () => t.seed.product()));
      for (let i = 0; i < 7; i++) await t.seed.comparison(products[i].id, products[i + 1].id);
      const list = await t.api.get('/api/product-comparison');
      expect(list.body.data.length).toBeGreaterThanOrEqual(7);
      for (const c of list.body.data) {
        expect(c.product1._id).toEqual(expect.any(String));
        expect(c.product2.colors.length).toBeGreaterThan(0);
      }
    });

    it('refuses the same pair again in either order with 409', async () => {
      const a = await t.seed.product();
      const b = await t.seed.product();
      await t.seed.comparison(a.id, b.id);
      for (const body of [
        { product1Id: a.id, product2Id: b.id },
        { product1Id: b.id, product2Id: a.id },
      ]) {
        const res = await t.api.as(admin).post('/api/product-comparison').send(body);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('This comparison already exists');
      }
    });

    it('answers the spec messages for bad input and 404 for an unknown product', async () => {
      const a = await t.seed.product();
      const empty = await t.api.as(admin).post('/api/product-comparison').send({});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({ product1Id: 'Product 1 is required', product2Id: 'Product 2 is required' });
      const same = await t.api.as(admin).post('/api/product-comparison').send({ product1Id: a.id, product2Id: a.id });
      expect(same.status).toBe(400);
      expect(same.body.message).toBe('Cannot select the same product');
      const unknown = await t.api.as(admin).post('/api/product-comparison').send({ product1Id: a.id, product2Id: 'missing' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Product not found');
    });

    it('refuses a guest with 401 and a customer with 403', async () => {
      const a = await t.seed.product();
      const b = await t.seed.product();
      const body = { product1Id: a.id, product2Id: b.id };
      expect((await t.api.post('/api/product-comparison').send(body)).status).toBe(401);
      expect((await t.api.as(customer).post('/api/product-comparison').send(body)).status).toBe(403);
      const existing = await t.seed.comparison(a.id, b.id);
      expect((await t.api.delete(`/api/product-comparison/${existing.id}`)).status).toBe(401);
      expect((await t.api.as(customer).delete(`/api/product-comparison/${existing.id}`)).status).toBe(403);
    });

    it('deletes a comparison, and answers 404 for a missing one', async () => {
      const c = await t.seed.comparison();
      const res = await t.api.as(admin).delete(`/api/product-comparison/${c.id}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Comparison deleted successfully');
      const again = await t.api.as(admin).delete(`/api/product-comparison/${c.id}`);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('Comparison not found');
      expect((await t.api.get(`/api/product-comparison/${c.id}`)).status).toBe(404);
    });
  });

  describe('GraphQL', () => {
    const CREATE = `mutation($input: ComparisonInput!) { createComparison(input: $input) { id product1 { id name price } product2 { id brand { name } } } }`;

    it('lets an admin create and delete a comparison that everyone reads', async () => {
      const a = await t.seed.product({ name: 'Gql Cmp A' });
      const b = await t.seed.product();
      const created = await t.gql.as(admin)(CREATE, { input: { product1Id: a.id, product2Id: b.id } });
      expect(created.body.errors).toBeUndefined();
      expect(created.body.data.createComparison).toMatchObject({ product1: { id: a.id, name: 'Gql Cmp A', price: 100000 }, product2: { id: b.id } });
      const id = created.body.data.createComparison.id;

      const list = await t.gql('{ comparisons { id product1 { id } product2 { id colors { name } } } }');
      expect(list.body.data.comparisons).toEqual(expect.arrayContaining([{ id, product1: { id: a.id }, product2: { id: b.id, colors: [{ name: 'Black' }] } }]));
      const one = await t.gql('query($id: ID!) { comparison(id: $id) { product2 { id } } }', { id });
      expect(one.body.data.comparison.product2.id).toBe(b.id);

      const deleted = await t.gql.as(admin)('mutation($id: ID!) { deleteComparison(id: $id) }', { id });
      expect(deleted.body.data.deleteComparison).toBe(id);
    });

    it('answers FORBIDDEN, UNAUTHENTICATED, BAD_USER_INPUT and CONFLICT', async () => {
      const a = await t.seed.product();
      const b = await t.seed.product();
      const input = { product1Id: a.id, product2Id: b.id };
      expect((await t.gql.as(customer)(CREATE, { input })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(CREATE, { input })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const same = await t.gql.as(admin)(CREATE, { input: { product1Id: a.id, product2Id: a.id } });
      expect(same.body.errors[0]).toMatchObject({
        message: 'Cannot select the same product',
        extensions: { code: 'BAD_USER_INPUT', fields: { product2Id: 'Cannot select the same product' } },
      });
      await t.gql.as(admin)(CREATE, { input });
      const again = await t.gql.as(admin)(CREATE, { input: { product1Id: b.id, product2Id: a.id } });
      expect(again.body.errors[0]).toMatchObject({ message: 'This comparison already exists', extensions: { code: 'CONFLICT' } });
    });
  });
});
