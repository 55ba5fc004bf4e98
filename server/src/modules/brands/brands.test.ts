import { useTestApp } from '../../../test/helpers';

const ola = { name: 'Ola Electric', logoUrl: 'https://cdn.example.com/ola.png', website: 'https://olaelectric.com', description: 'Scooters' };

describe('brands', () => {
  const { t, admin, customer } = useTestApp({ cast: ['admin', 'customer'] });

  describe('REST', () => {
    it('lets an admin add a brand that everyone can list', async () => {
      const res = await t.api.as(admin).post('/api/brand').send(ola);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ message: 'Brand added successfully', data: { _id: expect.any(String), ...ola, createdAt: expect.any(String) } });
      const list = await t.api.get('/api/brand');
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ _id: res.body.data._id, name: 'Ola Electric' })]));
    });

    it('accepts uploaded logos at /uploads/ and local development hosts', async () => {
      for (const logoUrl of ['/uploads/0123456789abcdef0123456789abcdef.png', 'http://localhost:3000/uploads/a.png']) {
        const res = await t.api
          .as(admin)
          .post('/api/brand')
          .send({ ...ola, logoUrl });
        expect(res.status).toBe(201);
      }
    });

    it('pages with page and limit', async () => {
      for (let i = 0; i < 3; i++) await t.seed.brand({ name: `Zz Paged ${i}` });
      const all = (await t.api.get('/api/brand')).body.data.length;
      const page = await t.api.get('/api/brand?page=1&limit=2');
      expect(page.body.data).toHaveLength(2);
      const last = await t.api.get(`/api/brand?page=${Math.ceil(all / 2)}&limit=2`);
      expect(last.body.data.length).toBe(all % 2 || 2);
      expect((await t.api.get('/api/brand?page=0')).status).toBe(400);
    });

    it('refuses a guest with 401 and a customer with 403', async () => {
      const brand = await t.seed.brand();
      expect((await t.api.post('/api/brand').send(ola)).status).toBe(401);
      const res = await t.api.as(customer).post('/api/brand').send(ola);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'You do not have permission to do this' });
      expect((await t.api.as(customer).put(`/api/brand/${brand.id}`).send(ola)).status).toBe(403);
      expect((await t.api.as(customer).delete(`/api/brand/${brand.id}`)).status).toBe(403);
    });

    it('answers the spec messages and writes nothing', async () => {
      const before = (await t.api.get('/api/brand')).body.data.length;
      const missing = await t.api.as(admin).post('/api/brand').send({ name: ' ', website: 'not a url' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toMatchObject({ name: 'Name is required', website: 'Invalid website URL', logoUrl: 'Logo is required' });
      const insecure = await t.api
        .as(admin)
        .post('/api/brand')
        .send({ ...ola, logoUrl: 'http://evil.example.com/logo.png' });
      expect(insecure.body.errors).toEqual({ logoUrl: 'Invalid logo URL' });
      expect((await t.api.get('/api/brand')).body.data.length).toBe(before);
    });

    it('updates a brand, and answers 404 for a missing one', async () => {
      const brand = await t.seed.brand();
      const res = await t.api
        .as(admin)
        .put(`/api/brand/${brand.id}`)
        .send({ ...ola, name: 'Renamed', website: '' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Brand updated successfully', data: { _id: brand.id, name: 'Renamed', website: null } });
      const missing = await t.api.as(admin).put('/api/brand/missing').send(ola);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Brand not found');
      const bad = await t.api
        .as(admin)
        .put(`/api/brand/${brand.id}`)
        .send({ ...ola, name: '' });
      expect(bad.body.errors).toEqual({ name: 'Name is required' });
    });

    it('refuses to delete a brand that still has products, and leaves them with their brand', async () => {
      const brand = await t.seed.brand();
      const product = await t.seed.product({ brandId: brand.id });
      const res = await t.api.as(admin).delete(`/api/brand/${brand.id}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Brand has products: move or delete them first');
      const read = await t.api.get(`/api/product/${product.id}`);
      expect(read.body.brand._id).toBe(brand.id);

      const gql = await t.gql.as(admin)('mutation($id: ID!) { deleteBrand(id: $id) }', { id: brand.id });
      expect(gql.body.errors[0].extensions.code).toBe('CONFLICT');
      expect(gql.body.errors[0].message).toBe('Brand has products: move or delete them first');
    });

    it('deletes a brand once its products are gone', async () => {
      const brand = await t.seed.brand();
      const product = await t.seed.product({ brandId: brand.id });
      expect((await t.api.as(admin).delete(`/api/product/delete/${product.id}`)).status).toBe(200);
      const res = await t.api.as(admin).delete(`/api/brand/${brand.id}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Brand deleted successfully');
      expect((await t.api.as(admin).delete(`/api/brand/${brand.id}`)).status).toBe(404);
    });

    it('lists the products of a brand, and 404 for a missing brand', async () => {
      const brand = await t.seed.brand();
      const a = await t.seed.product({ brandId: brand.id });
      const b = await t.seed.product({ brandId: brand.id });
      await t.seed.product();
      const res = await t.api.get(`/api/brand/${brand.id}/products`);
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { _id: string }) => p._id).sort()).toEqual([a.id, b.id].sort());
      expect(res.body.data[0]).toMatchObject({ brand: { _id: brand.id }, colors: [expect.objectContaining({ name: 'Black' })] });
      const missing = await t.api.get('/api/brand/missing/products');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Brand not found' });
    });
  });

  describe('GraphQL', () => {
    const CREATE = `mutation($input: BrandInput!) { createBrand(input: $input) { id name logoUrl website products { id } } }`;

    it('lets an admin create, update and delete a brand', async () => {
      const created = await t.gql.as(admin)(CREATE, { input: ola });
      expect(created.body.errors).toBeUndefined();
      expect(created.body.data.createBrand).toMatchObject({ name: 'Ola Electric', products: [] });
      const id = created.body.data.createBrand.id;
      const updated = await t.gql.as(admin)('mutation($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { name } }', {
        id,
        input: { ...ola, name: 'Ola' },
      });
      expect(updated.body.data.updateBrand.name).toBe('Ola');
      const deleted = await t.gql.as(admin)('mutation($id: ID!) { deleteBrand(id: $id) }', { id });
      expect(deleted.body.data.deleteBrand).toBe(id);
    });

    it('lists brands with their products in one batch', async () => {
      const brand = await t.seed.brand({ name: 'Aaa Gql Brand' });
      const product = await t.seed.product({ brandId: brand.id, vehicleType: 'bike' });
      const res = await t.gql('query { brands { id name products { id vehicleType brand { id } } } }');
      expect(res.body.errors).toBeUndefined();
      const found = res.body.data.brands.find((b: { id: string }) => b.id === brand.id);
      expect(found.products).toEqual([{ id: product.id, vehicleType: 'BIKE', brand: { id: brand.id } }]);
      const one = await t.gql('query($id: ID!) { brand(id: $id) { name } }', { id: brand.id });
      expect(one.body.data.brand.name).toBe('Aaa Gql Brand');
      const paged = await t.gql('{ brands(page: 1, limit: 1) { id } }');
      expect(paged.body.data.brands).toHaveLength(1);
    });

    it('answers FORBIDDEN to a customer, UNAUTHENTICATED to a guest', async () => {
      expect((await t.gql.as(customer)(CREATE, { input: ola })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(CREATE, { input: ola })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('returns field messages under BAD_USER_INPUT and NOT_FOUND for a missing brand', async () => {
      const res = await t.gql.as(admin)(CREATE, { input: { ...ola, logoUrl: 'ftp://x' } });
      expect(res.body.errors[0]).toMatchObject({
        message: 'Invalid logo URL',
        extensions: { code: 'BAD_USER_INPUT', fields: { logoUrl: 'Invalid logo URL' } },
      });
      const missing = await t.gql('{ brand(id: "missing") { id } }');
      expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });
});
