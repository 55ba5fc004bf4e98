import { useTestApp } from './helpers';

/** Values the database cannot store, and malformed file names: always a 4xx, never a 500. */
describe('bad input the database or the disk would choke on', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });

  it('answers 400 for a NUL character in an id of the path', async () => {
    for (const path of ['/api/blog/%00', '/api/Product/%00', '/api/product-comparison/%00', '/api/brand/%00/products']) {
      const res = await t.api.get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body).toEqual({ message: 'The request contains a value that cannot be stored' });
    }
  });

  it('answers 400 for a NUL character in a posted text', async () => {
    const res = await t.api.post('/api/contact').send({ name: 'A\u0000B', email: 'a@b.cd', phone: '9876543210', message: 'Hi' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request contains a value that cannot be stored');
  });

  it('answers BAD_USER_INPUT in GraphQL for a NUL character in an id', async () => {
    const res = await t.gql('query($id: ID!) { product(id: $id) { id } }', { id: '\u0000' });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toBe('The request contains a value that cannot be stored');
  });

  it('answers 400 Invalid file name for a malformed percent-encoding when removing an image', async () => {
    const product = await t.api.as(admin).delete('/api/product/file_remove/%25E0%25A4');
    expect(product.status).toBe(400);
    expect(product.body).toEqual({ message: 'Invalid file name' });
    const blog = await t.api.as(admin).delete('/api/blog/delete-image').send({ imageUrl: '/uploads/%E0%A4%A' });
    expect(blog.status).toBe(400);
    expect(blog.body).toEqual({ message: 'Invalid file name' });
    const brand = await t.api.as(admin).delete('/api/brand/delete-image').send({ imageUrl: '/uploads/%E0%A4%A' });
    expect(brand.status).toBe(400);
    expect(brand.body).toEqual({ message: 'Invalid file name' });
  });
});
