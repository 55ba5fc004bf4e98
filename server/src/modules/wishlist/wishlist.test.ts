import { type SeededUser, useTestApp } from '../../../test/helpers';

describe('wishlist', () => {
  const { t, customer, agent, dealer } = useTestApp({ cast: ['customer', 'agent', 'dealer'] });
  let other: SeededUser;

  beforeAll(async () => {
    other = await t.seed.user({ role: 'USER' });
  });

  const toggle = (user: SeededUser, userId: string, productId: string, action: string) =>
    t.api.as(user).post(`/api/users/${userId}/wishlist/${productId}?action=${action}`);

  describe('REST', () => {
    it('adds and removes a product in the own wishlist; adding twice is harmless', async () => {
      const a = await t.seed.product({ name: 'Wish A' });
      const b = await t.seed.product();
      const added = await toggle(customer, customer.id, a.id, 'add');
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ message: 'Added to wishlist', wishlist: [a.id] });
      expect((await toggle(customer, customer.id, a.id, 'add')).body.wishlist).toEqual([a.id]);
      expect((await toggle(customer, customer.id, b.id, 'add')).body.wishlist).toEqual([a.id, b.id]);

      const list = await t.api.as(customer).get(`/api/users/${customer.id}/wishlist`);
      expect(list.status).toBe(200);
      expect(list.body.wishlist).toEqual([a.id, b.id]);
      expect(list.body.data[0]).toMatchObject({ _id: a.id, name: 'Wish A', wishlisted: true, colors: [expect.objectContaining({ name: 'Black' })] });

      const removed = await toggle(customer, customer.id, a.id, 'remove');
      expect(removed.body).toEqual({ message: 'Removed from wishlist', wishlist: [b.id] });
      expect((await toggle(customer, customer.id, a.id, 'remove')).status).toBe(200);
    });

    it('works for an agent too', async () => {
      const a = await t.seed.product();
      expect((await toggle(agent, agent.id, a.id, 'add')).body.wishlist).toEqual([a.id]);
      expect((await t.api.as(agent).get(`/api/users/${agent.id}/wishlist`)).body.wishlist).toEqual([a.id]);
    });

    it('works for a superadmin, whom the header also offers the wishlist', async () => {
      const superadmin = await t.seed.user({ role: 'SUPERADMIN' });
      const a = await t.seed.product();
      expect((await toggle(superadmin, superadmin.id, a.id, 'add')).body.wishlist).toEqual([a.id]);
      const res = await t.gql.as(superadmin)('{ myWishlist { id } }');
      expect(res.body.data.myWishlist).toEqual([{ id: a.id }]);
    });

    it("refuses someone else's wishlist with 403", async () => {
      const a = await t.seed.product();
      const res = await toggle(customer, other.id, a.id, 'add');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You can only use your own wishlist');
      const read = await t.api.as(customer).get(`/api/users/${other.id}/wishlist`);
      expect(read.status).toBe(403);
      expect((await t.api.as(other).get(`/api/users/${other.id}/wishlist`)).body.wishlist).toEqual([]);
    });

    it('refuses guests and other roles', async () => {
      const a = await t.seed.product();
      expect((await t.api.post(`/api/users/${customer.id}/wishlist/${a.id}?action=add`)).status).toBe(401);
      expect((await toggle(dealer, dealer.id, a.id, 'add')).status).toBe(403);
      expect((await t.api.as(dealer).get(`/api/users/${dealer.id}/wishlist`)).status).toBe(403);
    });

    it('answers 400 for a bad action and 404 for an unknown product', async () => {
      const a = await t.seed.product();
      const bad = await toggle(customer, customer.id, a.id, 'toggle');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Action must be add or remove');
      const missing = await toggle(customer, customer.id, 'missing', 'add');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Product not found');
    });
  });

  describe('GraphQL', () => {
    const ADD = 'mutation($id: ID!) { addToWishlist(productId: $id) { id wishlisted } }';
    const REMOVE = 'mutation($id: ID!) { removeFromWishlist(productId: $id) { id wishlisted } }';

    it('adds, lists and removes for the signed-in user', async () => {
      const user = await t.seed.user({ role: 'USER' });
      const a = await t.seed.product();
      const added = await t.gql.as(user)(ADD, { id: a.id });
      expect(added.body.errors).toBeUndefined();
      expect(added.body.data.addToWishlist).toEqual({ id: a.id, wishlisted: true });
      const mine = await t.gql.as(user)('{ myWishlist { id wishlisted brand { id } } }');
      expect(mine.body.data.myWishlist).toEqual([{ id: a.id, wishlisted: true, brand: { id: a.brandId } }]);
      const removed = await t.gql.as(user)(REMOVE, { id: a.id });
      expect(removed.body.data.removeFromWishlist).toEqual({ id: a.id, wishlisted: false });
      expect((await t.gql.as(user)('{ myWishlist { id } }')).body.data.myWishlist).toEqual([]);
    });

    it('refuses guests and dealers, and answers NOT_FOUND for an unknown product', async () => {
      const a = await t.seed.product();
      expect((await t.gql(ADD, { id: a.id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.gql.as(dealer)(ADD, { id: a.id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql.as(dealer)('{ myWishlist { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
      const missing = await t.gql.as(customer)(ADD, { id: 'missing' });
      expect(missing.body.errors[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    });
  });
});
