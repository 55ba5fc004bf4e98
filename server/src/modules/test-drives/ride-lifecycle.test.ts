import { eq } from 'drizzle-orm';
import { testDrives } from '../../db/schema';
import { useTestApp } from '../../../test/helpers';

const HOUR = 3600_000;
const SET = `mutation($id: ID!, $status: TestDriveStatus!) { setTestDriveStatus(id: $id, status: $status) { id status } }`;
const RIDE_FIELDS = 'id status cancelledBy canCancel canReschedule canReview shopPhone customer { phone }';

/** The test-ride lifecycle of decision 0029, through REST and GraphQL. */
describe('test-ride lifecycle', () => {
  const { t } = useTestApp();

  const findRide = async (id: string) => (await t.db.select().from(testDrives).where(eq(testDrives.id, id)))[0]!;

  async function scene() {
    const dealer = await t.seed.dealer({ shop: { phone: '9822012345' } });
    const product = await t.seed.product({ name: 'Ather Rizta' });
    await t.seed.availability(dealer.shop.id, product.id, true);
    const customer = await t.seed.user({ role: 'USER', name: 'Asha', contact: '9876501234' });
    const ride = (values: Parameters<typeof t.seed.testDrive>[0] = {}) =>
      t.seed.testDrive({ userId: customer.id, productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id, ...values });
    const mails = async (id: string) => (await t.app.services.notifications.mailsOfRide(id)).filter((m) => m.audience === 'customer').map((m) => m.kind);
    return { ...dealer, dealer: dealer.user, product, customer, ride, mails };
  }

  const rest = (s: Awaited<ReturnType<typeof scene>>, id: string, status: string) => t.api.as(s.dealer).put(`/api/test-drive/${id}/status`).send({ status });

  describe('a ride the customer cancelled', () => {
    it('cannot be reopened, confirmed or completed by the dealer (409 with the message), and stays cancelled by the customer', async () => {
      const s = await scene();
      const ride = await s.ride();
      await t.api.as(s.customer).delete(`/api/test-drive/${ride.id}`).expect(200);

      for (const status of ['pending', 'confirmed', 'completed']) {
        const res = await rest(s, ride.id, status);
        expect([status, res.status, res.body.message]).toEqual([status, 409, 'The customer cancelled this test ride; it cannot be reopened']);
      }
      for (const status of ['PENDING', 'CONFIRMED', 'COMPLETED']) {
        const res = await t.gql.as(s.dealer)(SET, { id: ride.id, status });
        expect(res.body.errors[0]).toMatchObject({ message: 'The customer cancelled this test ride; it cannot be reopened', extensions: { code: 'CONFLICT' } });
      }
      // setting cancelled again changes nothing: it stays the customer's cancellation, no mail goes out
      expect((await rest(s, ride.id, 'cancelled')).status).toBe(200);
      expect(await findRide(ride.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
      expect(await s.mails(ride.id)).toEqual(['ride.cancelled']);

      // each side reads who cancelled
      const forDealer = await t.gql.as(s.dealer)('{ dealerTestDrives { id cancelledBy } }');
      expect(forDealer.body.data.dealerTestDrives).toEqual([{ id: ride.id, cancelledBy: 'CUSTOMER' }]);
      const forCustomer = await t.api.as(s.customer).get('/api/test-drive');
      expect(forCustomer.body.data[0]).toMatchObject({ cancelledBy: 'customer', canCancel: false, canReview: false });
    });

    it('a ride the dealer cancelled can be opened again, and the customer is mailed', async () => {
      const s = await scene();
      const ride = await s.ride();
      await rest(s, ride.id, 'cancelled').expect(200);
      const res = await rest(s, ride.id, 'pending');
      expect(res.status).toBe(200);
      expect(await findRide(ride.id)).toMatchObject({ status: 'pending', cancelledBy: null });
      expect(await s.mails(ride.id)).toEqual(['ride.cancelled', 'ride.reopened']);
    });
  });

  describe('a ride with a slot', () => {
    it('cannot be completed before its slot starts; can once it has started, and then it can be reviewed', async () => {
      const s = await scene();
      const start = new Date(Date.now() + 3 * 24 * HOUR);
      const ride = await s.ride({ status: 'confirmed', slotStart: start, slotEnd: new Date(start.getTime() + HOUR) });
      const early = await rest(s, ride.id, 'completed');
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('This test ride cannot be marked completed before its time has started');
      const gql = await t.gql.as(s.dealer)(SET, { id: ride.id, status: 'COMPLETED' });
      expect(gql.body.errors[0]).toMatchObject({
        message: 'This test ride cannot be marked completed before its time has started',
        extensions: { code: 'CONFLICT' },
      });
      expect(await findRide(ride.id)).toMatchObject({ status: 'confirmed', completedAt: null });
      expect(await s.mails(ride.id)).toEqual([]);

      // the slot began half an hour ago
      const began = new Date(Date.now() - HOUR / 2);
      await t.db
        .update(testDrives)
        .set({ slotStart: began, slotEnd: new Date(began.getTime() + HOUR) })
        .where(eq(testDrives.id, ride.id));
      expect((await t.gql.as(s.dealer)(SET, { id: ride.id, status: 'COMPLETED' })).body.data.setTestDriveStatus).toEqual({ id: ride.id, status: 'COMPLETED' });
      expect((await findRide(ride.id)).completedAt).toBeInstanceOf(Date);
      expect(await s.mails(ride.id)).toEqual(['ride.completed']);

      const mine = await t.gql.as(s.customer)(`{ myTestDrives { ${RIDE_FIELDS} } }`);
      expect(mine.body.data.myTestDrives[0]).toMatchObject({ canCancel: false, canReschedule: false, canReview: true });
      const review = await t.api.as(s.customer).post('/api/reviews').send({ testDriveId: ride.id, productRating: 5, shopRating: 4, text: 'Smooth ride' });
      expect(review.status).toBe(201);
      expect((await t.gql.as(s.customer)(`{ myTestDrives { canReview } }`)).body.data.myTestDrives[0].canReview).toBe(false);
    });

    it('cannot be confirmed once its slot is over; moving it to a new time first is the way', async () => {
      const s = await scene();
      const start = new Date(Date.now() - 2 * HOUR);
      const ride = await s.ride({ slotStart: start, slotEnd: new Date(start.getTime() + HOUR) });
      const res = await rest(s, ride.id, 'confirmed');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The time of this test ride has passed; move it to a new time before confirming it');
      const gql = await t.gql.as(s.dealer)(SET, { id: ride.id, status: 'CONFIRMED' });
      expect(gql.body.errors[0].extensions.code).toBe('CONFLICT');
      expect(await findRide(ride.id)).toMatchObject({ status: 'pending' });
    });

    it('a confirmed ride can go back to pending, and the customer is mailed', async () => {
      const s = await scene();
      const start = new Date(Date.now() + 24 * HOUR);
      const ride = await s.ride({ status: 'confirmed', slotStart: start, slotEnd: new Date(start.getTime() + HOUR) });
      expect((await t.gql.as(s.dealer)(SET, { id: ride.id, status: 'PENDING' })).body.data.setTestDriveStatus.status).toBe('PENDING');
      expect(await s.mails(ride.id)).toEqual(['ride.reopened']);
    });
  });

  describe('a request without a time', () => {
    it('is completed only once confirmed', async () => {
      const s = await scene();
      const ride = await s.ride();
      const res = await rest(s, ride.id, 'completed');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Confirm this test ride before marking it completed');
      expect((await t.gql.as(s.dealer)(SET, { id: ride.id, status: 'COMPLETED' })).body.errors[0].extensions.code).toBe('CONFLICT');
      await rest(s, ride.id, 'confirmed').expect(200);
      await rest(s, ride.id, 'completed').expect(200);
      expect(await s.mails(ride.id)).toEqual(['ride.confirmed', 'ride.completed']);
    });
  });

  describe('reviews', () => {
    it('refuses a review of a ride completed before its slot started (rows from before the rule)', async () => {
      const s = await scene();
      const start = new Date(Date.now() + 2 * 24 * HOUR);
      const ride = await s.ride({ status: 'completed', completedAt: new Date(), slotStart: start, slotEnd: new Date(start.getTime() + HOUR) });
      const body = { testDriveId: ride.id, productRating: 5, shopRating: 5, text: 'Not yet ridden' };
      const res = await t.api.as(s.customer).post('/api/reviews').send(body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('You can review a vehicle only after your test ride has taken place');
      const gql = await t.gql.as(s.customer)('mutation($input: CreateReviewInput!) { createReview(input: $input) { id } }', { input: body });
      expect(gql.body.errors[0]).toMatchObject({
        message: 'You can review a vehicle only after your test ride has taken place',
        extensions: { code: 'CONFLICT' },
      });
      expect((await t.api.as(s.customer).get('/api/test-drive')).body.data[0].canReview).toBe(false);
    });
  });

  describe('contact', () => {
    it("the dealer sees the customer's phone while the ride is open, never the address, and not once it is over", async () => {
      const s = await scene();
      const ride = await s.ride();
      const forDealer = async () => (await t.gql.as(s.dealer)('{ dealerTestDrives { id customer { phone } } }')).body.data.dealerTestDrives[0].customer.phone;
      const restPhone = async () => (await t.api.as(s.dealer).get('/api/test-drive/dealer')).body.data[0].user.phone;
      expect(await forDealer()).toBe('9876501234');
      expect(await restPhone()).toBe('9876501234');
      await rest(s, ride.id, 'confirmed').expect(200);
      expect(await forDealer()).toBe('9876501234');
      await rest(s, ride.id, 'completed').expect(200);
      expect(await forDealer()).toBeNull();
      expect(await restPhone()).toBeNull();
      const restAnswer = JSON.stringify((await t.api.as(s.dealer).get('/api/test-drive/dealer')).body);
      expect(restAnswer).not.toContain('9876501234');
    });

    it("the customer reads the shop's phone after booking, not the own phone as a customer field", async () => {
      const s = await scene();
      const booked = await t.gql.as(s.customer)(`mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { ${RIDE_FIELDS} } }`, {
        input: { productId: s.product.id, locationId: s.location.id, shopId: s.shop.id },
      });
      expect(booked.body.data.bookTestDrive).toMatchObject({
        status: 'PENDING',
        canCancel: true,
        canReschedule: true,
        canReview: false,
        shopPhone: '9822012345',
        customer: { phone: null },
      });
      expect((await t.api.as(s.customer).get('/api/test-drive')).body.data[0].dealer.phone).toBe('9822012345');
    });
  });
});
