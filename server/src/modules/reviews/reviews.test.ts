import { eq } from 'drizzle-orm';
import { productRatings, reviews } from '../../db/schema';
import { type TestApp, useTestApp } from '../../../test/helpers';

/** A shop with a product and a customer whose ride there has the given status. */
async function rideOf(t: TestApp, status: 'pending' | 'confirmed' | 'completed' | 'cancelled' = 'completed') {
  const dealer = await t.seed.dealer();
  const product = await t.seed.product({ name: 'Ather 450X' });
  const customer = await t.seed.user({ role: 'USER', name: 'Asha Verma' });
  const ride = await t.seed.testDrive({ userId: customer.id, productId: product.id, shopId: dealer.shop.id, locationId: dealer.location.id, status });
  return { ...dealer, dealer: dealer.user, product, customer, ride };
}

const CREATE = `mutation($input: CreateReviewInput!) { createReview(input: $input) { id status productRating shopRating text authorName verifiedRide product { id } shop { id } } }`;
const SET_STATUS = `mutation($id: ID!, $status: ReviewStatus!, $reason: String) { setReviewStatus(id: $id, status: $status, reason: $reason) { id status moderationReason } }`;

describe('reviews from verified riders', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });

  describe('writing a review', () => {
    it('the customer of a completed ride reviews it once over REST; it waits for moderation', async () => {
      const s = await rideOf(t);
      const res = await t.api.as(s.customer).post('/api/reviews').send({ testDriveId: s.ride.id, productRating: 5, shopRating: 4, text: 'Smooth and quick.' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message: 'Thank you! Your review will appear once it has been checked.',
        data: expect.objectContaining({
          testDriveId: s.ride.id,
          productId: s.product.id,
          productRating: 5,
          shopRating: 4,
          status: 'pending',
          authorName: 'Asha',
          verifiedRide: true,
        }),
      });
      expect(res.body.data.moderationReason).toBeUndefined();

      const again = await t.api.as(s.customer).post('/api/reviews').send({ testDriveId: s.ride.id, productRating: 1, shopRating: 1, text: 'Again' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already reviewed this test ride');
    });

    it('the same over GraphQL, and two reviews of one ride at once give one', async () => {
      const s = await rideOf(t);
      const input = { testDriveId: s.ride.id, productRating: 4, shopRating: 5, text: 'Good range.' };
      const results = await Promise.all([t.gql.as(s.customer)(CREATE, { input }), t.gql.as(s.customer)(CREATE, { input })]);
      const ok = results.filter((r) => r.body.data?.createReview);
      expect(ok).toHaveLength(1);
      expect(ok[0]!.body.data.createReview).toMatchObject({ status: 'PENDING', verifiedRide: true, product: { id: s.product.id }, shop: { id: s.shop.id } });
      const refused = results.find((r) => r.body.errors)!;
      expect(refused.body.errors[0]).toMatchObject({ message: 'You have already reviewed this test ride', extensions: { code: 'CONFLICT' } });
    });

    it.each(['pending', 'confirmed', 'cancelled'] as const)('a %s ride cannot be reviewed, through both doors', async (status) => {
      const s = await rideOf(t, status);
      const input = { testDriveId: s.ride.id, productRating: 5, shopRating: 5, text: 'Not yet ridden' };
      const rest = await t.api.as(s.customer).post('/api/reviews').send(input);
      expect(rest.status).toBe(409);
      expect(rest.body.message).toBe('You can review a vehicle only after your test ride is completed');
      const gql = await t.gql.as(s.customer)(CREATE, { input });
      expect(gql.body.errors[0]).toMatchObject({
        message: 'You can review a vehicle only after your test ride is completed',
        extensions: { code: 'CONFLICT' },
      });
    });

    it("someone else's ride is refused, a missing ride is not found, bad stars and blank text are field errors, other roles may not post", async () => {
      const s = await rideOf(t);
      const stranger = await t.seed.user({ role: 'USER' });
      const input = { testDriveId: s.ride.id, productRating: 5, shopRating: 5, text: 'Great' };
      const rest = await t.api.as(stranger).post('/api/reviews').send(input);
      expect(rest.status).toBe(403);
      expect(rest.body.message).toBe('You can only review your own test rides');
      expect((await t.gql.as(stranger)(CREATE, { input })).body.errors[0].extensions.code).toBe('FORBIDDEN');

      expect(
        (
          await t.api
            .as(s.customer)
            .post('/api/reviews')
            .send({ ...input, testDriveId: 'nope' })
        ).status,
      ).toBe(404);

      const bad = await t.api
        .as(s.customer)
        .post('/api/reviews')
        .send({ ...input, productRating: 6, shopRating: 0, text: ' ' });
      expect(bad.status).toBe(400);
      const gqlBad = await t.gql.as(s.customer)(CREATE, { input: { ...input, productRating: 9, text: 'x'.repeat(2001) } });
      expect(gqlBad.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { productRating: 'Vehicle rating must be 1 to 5 stars', text: 'Review must be at most 2000 characters' },
      });

      expect((await t.api.as(s.dealer).post('/api/reviews').send(input)).status).toBe(403);
      expect((await t.api.post('/api/reviews').send(input)).status).toBe(401);
      expect(await t.db.select().from(reviews).where(eq(reviews.testDriveId, s.ride.id))).toEqual([]);
    });
  });

  describe('moderation and what shows', () => {
    it('an admin approves a review over REST: it shows on the product with the rating; hidden ones leave with a reason', async () => {
      const s = await rideOf(t);
      const second = await t.seed.testDrive({
        userId: (await t.seed.user({ role: 'USER', name: 'Kiran' })).id,
        productId: s.product.id,
        shopId: s.shop.id,
        locationId: s.location.id,
        status: 'completed',
      });
      const secondCustomer = { id: second.userId, role: 'USER' as const, email: 'k@example.com' };
      const one = (await t.api.as(s.customer).post('/api/reviews').send({ testDriveId: s.ride.id, productRating: 5, shopRating: 4, text: 'Loved it' })).body
        .data._id;
      const two = (await t.api.as(secondCustomer).post('/api/reviews').send({ testDriveId: second.id, productRating: 2, shopRating: 3, text: 'Meh' })).body.data
        ._id;

      const pending = await t.api.as(admin).get('/api/reviews?status=pending&limit=100');
      expect(pending.status).toBe(200);
      expect(pending.body.data.map((r: { _id: string }) => r._id)).toEqual(expect.arrayContaining([one, two]));

      // nothing public before approval
      expect((await t.api.get(`/api/product/${s.product.id}/reviews`)).body).toMatchObject({ data: [], total: 0, rating: null });

      const approved = await t.api.as(admin).put(`/api/reviews/${one}/status`).send({ status: 'approved' });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ message: 'Review status updated successfully', data: { status: 'approved', moderationReason: null } });
      await t.api.as(admin).put(`/api/reviews/${two}/status`).send({ status: 'approved' });

      const shown = await t.api.get(`/api/product/${s.product.id}/reviews`);
      expect(shown.body).toMatchObject({ total: 2, rating: { average: 3.5, count: 2 } });
      expect(shown.body.data[0]).toMatchObject({ verifiedRide: true, status: 'approved' });
      expect(shown.body.data[0].moderationReason).toBeUndefined();
      // which ride it was stays between the rider and the admins
      expect(shown.body.data[0].testDriveId).toBeUndefined();

      const noReason = await t.api.as(admin).put(`/api/reviews/${two}/status`).send({ status: 'hidden' });
      expect(noReason.status).toBe(400);
      const hidden = await t.api.as(admin).put(`/api/reviews/${two}/status`).send({ status: 'hidden', reason: 'Not about the vehicle' });
      expect(hidden.body.data).toMatchObject({ status: 'hidden', moderationReason: 'Not about the vehicle' });
      expect((await t.api.get(`/api/product/${s.product.id}/reviews`)).body).toMatchObject({ total: 1, rating: { average: 5, count: 1 } });
      expect(await t.db.select().from(productRatings).where(eq(productRatings.productId, s.product.id))).toEqual([
        expect.objectContaining({ average: 5, count: 1 }),
      ]);

      expect((await t.api.as(s.customer).put(`/api/reviews/${one}/status`).send({ status: 'hidden', reason: 'x' })).status).toBe(403);
      expect((await t.api.as(s.dealer).get('/api/reviews')).status).toBe(403);
      expect((await t.api.as(admin).put('/api/reviews/nope/status').send({ status: 'approved' })).status).toBe(404);
    });

    it("the same over GraphQL: moderation list, approve, hide with a reason, product rating on cards in one query, the dealer's shop reviews", async () => {
      const s = await rideOf(t);
      const created = await t.gql.as(s.customer)(CREATE, { input: { testDriveId: s.ride.id, productRating: 4, shopRating: 5, text: 'Helpful staff' } });
      const id = created.body.data.createReview.id;

      const list = await t.gql.as(admin)(`{ reviews(status: PENDING, limit: 100) { total items { id status text product { name } } } }`);
      expect(list.body.data.reviews.items).toContainEqual({ id, status: 'PENDING', text: 'Helpful staff', product: { name: 'Ather 450X' } });

      const noReason = await t.gql.as(admin)(SET_STATUS, { id, status: 'HIDDEN' });
      expect(noReason.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reason: 'Please give a reason for hiding the review' } });
      expect((await t.gql.as(admin)(SET_STATUS, { id, status: 'APPROVED' })).body.data.setReviewStatus).toEqual({
        id,
        status: 'APPROVED',
        moderationReason: null,
      });
      expect((await t.gql.as(s.customer)(SET_STATUS, { id, status: 'APPROVED' })).body.errors[0].extensions.code).toBe('FORBIDDEN');

      const page = await t.gql(
        `query($id: ID!) { productReviews(productId: $id) { total items { text authorName verifiedRide moderationReason } } product(id: $id) { rating { average count } } }`,
        { id: s.product.id },
      );
      expect(page.body.data).toEqual({
        productReviews: { total: 1, items: [{ text: 'Helpful staff', authorName: 'Asha', verifiedRide: true, moderationReason: null }] },
        product: { rating: { average: 4, count: 1 } },
      });

      // a whole list's ratings in one call (one query), not one per card
      const ratingsOf = jest.spyOn(t.app.services.reviews, 'ratingsOf');
      const cards = await t.gql(`{ products(filter: { limit: 100 }) { items { id rating { average count } } } }`);
      expect(cards.body.data.products.items).toContainEqual({ id: s.product.id, rating: { average: 4, count: 1 } });
      expect(cards.body.data.products.items.length).toBeGreaterThan(3);
      expect(ratingsOf).toHaveBeenCalledTimes(1);
      ratingsOf.mockRestore();

      const shop = await t.gql.as(s.dealer)(`{ myShopReviews { total items { text shopRating } } }`);
      expect(shop.body.data.myShopReviews).toEqual({ total: 1, items: [{ text: 'Helpful staff', shopRating: 5 }] });
      const shopRest = await t.api.as(s.dealer).get('/api/dealer/reviews');
      expect(shopRest.body).toMatchObject({ total: 1, data: [{ text: 'Helpful staff', shopRating: 5 }] });
      expect((await t.gql.as(s.customer)(`{ myShopReviews { total } }`)).body.errors[0].extensions.code).toBe('FORBIDDEN');

      const mine = await t.gql.as(s.customer)(`{ myTestDrives { id reviewStatus } }`);
      expect(mine.body.data.myTestDrives).toEqual([{ id: s.ride.id, reviewStatus: 'APPROVED' }]);

      await t.gql.as(admin)(SET_STATUS, { id, status: 'HIDDEN', reason: 'Spam' });
      const after = await t.gql(`query($id: ID!) { productReviews(productId: $id) { total } product(id: $id) { rating { average } } }`, { id: s.product.id });
      expect(after.body.data).toEqual({ productReviews: { total: 0 }, product: { rating: null } });
    });
  });
});
