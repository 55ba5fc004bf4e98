import { useTestApp } from '../../../test/helpers';

const TOO_LONG = 'Offer text must be at most 120 characters';

/** What the offer is (issue 22): an optional line of at most 120 characters an admin edits beside the offer dates. */
describe('the offer text of a product', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });
  let brandId: string;

  const product = (overrides: Record<string, unknown> = {}) => ({
    name: 'Offer Scooter',
    description: 'A scooter on offer',
    vehicleType: 'Scooter',
    brandId,
    images: ['/uploads/a.png'],
    colors: [{ name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/red.png'] }],
    offerStartDate: '2026-11-01',
    offerEndDate: '2026-11-30',
    ...overrides,
  });

  beforeAll(async () => {
    brandId = (await t.seed.brand()).id;
  });

  describe('through REST', () => {
    it('an admin adds, reads, edits and clears it; the product answers it beside the dates', async () => {
      const added = await t.api
        .as(admin)
        .post('/api/product/add')
        .send(product({ offerText: '  Free home charger  ' }));
      expect(added.status).toBe(201);
      expect(added.body.data).toMatchObject({ offerText: 'Free home charger', offerStartDate: '2026-11-01', offerEndDate: '2026-11-30' });
      const id = added.body.data._id;

      const read = await t.api.get(`/api/product/${id}`);
      expect(read.body.offerText).toBe('Free home charger');
      const listed = await t.api.get('/api/product?search=offer%20scooter');
      expect(listed.body.data.find((p: { _id: string }) => p._id === id).offerText).toBe('Free home charger');

      const edited = await t.api
        .as(admin)
        .put(`/api/product/edit/${id}`)
        .send(product({ offerText: '₹5,000 off on exchange' }));
      expect(edited.status).toBe(200);
      expect((await t.api.get(`/api/product/${id}`)).body.offerText).toBe('₹5,000 off on exchange');

      // the form sends the whole product: a blank or missing text clears it
      await t.api
        .as(admin)
        .put(`/api/product/edit/${id}`)
        .send(product({ offerText: '   ' }));
      expect((await t.api.get(`/api/product/${id}`)).body.offerText).toBeNull();
    });

    it('takes exactly 120 characters and refuses 121 with 400 and the field message, writing nothing', async () => {
      const fits = await t.api
        .as(admin)
        .post('/api/product/add')
        .send(product({ name: 'Offer Fits', offerText: 'a'.repeat(120) }));
      expect(fits.status).toBe(201);
      expect(fits.body.data.offerText).toHaveLength(120);

      const res = await t.api
        .as(admin)
        .post('/api/product/add')
        .send(product({ name: 'Offer Too Long', offerText: 'a'.repeat(121) }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TOO_LONG);
      expect(res.body.errors).toEqual({ offerText: TOO_LONG });
      expect((await t.api.get('/api/product?search=offer%20too%20long')).body.data).toEqual([]);

      const edit = await t.api
        .as(admin)
        .put(`/api/product/edit/${fits.body.data._id}`)
        .send(product({ offerText: 'b'.repeat(500) }));
      expect(edit.status).toBe(400);
      expect(edit.body.errors.offerText).toBe(TOO_LONG);
      expect((await t.api.get(`/api/product/${fits.body.data._id}`)).body.offerText).toBe('a'.repeat(120));
    });
  });

  describe('through GraphQL', () => {
    const FIELDS = 'id offerText offerStartDate offerEndDate';
    const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
    const UPDATE = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;
    const input = (overrides: Record<string, unknown> = {}) => product({ vehicleType: 'SCOOTER', ...overrides });

    it('an admin creates and updates it, and a guest reads it on the product', async () => {
      const created = await t.gql.as(admin)(CREATE, { input: input({ name: 'Gql Offer', offerText: 'Free helmet' }) });
      expect(created.body.errors).toBeUndefined();
      const { id } = created.body.data.createProduct;
      expect(created.body.data.createProduct).toEqual({ id, offerText: 'Free helmet', offerStartDate: '2026-11-01', offerEndDate: '2026-11-30' });

      const updated = await t.gql.as(admin)(UPDATE, { id, input: input({ name: 'Gql Offer', offerText: 'Free helmet and gloves' }) });
      expect(updated.body.data.updateProduct.offerText).toBe('Free helmet and gloves');

      const guest = await t.gql(`query($id: ID!) { product(id: $id) { ${FIELDS} } }`, { id });
      expect(guest.body.data.product.offerText).toBe('Free helmet and gloves');

      const cleared = await t.gql.as(admin)(UPDATE, { id, input: input({ name: 'Gql Offer', offerText: null }) });
      expect(cleared.body.data.updateProduct.offerText).toBeNull();
    });

    it('refuses a text over 120 characters as BAD_USER_INPUT naming the field', async () => {
      const res = await t.gql.as(admin)(CREATE, { input: input({ name: 'Gql Offer Long', offerText: 'x'.repeat(121) }) });
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0]).toMatchObject({ message: TOO_LONG, extensions: { code: 'BAD_USER_INPUT', fields: { offerText: TOO_LONG } } });
    });
  });
});
