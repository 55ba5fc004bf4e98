import { eq } from 'drizzle-orm';
import { testDrives } from '../../db/schema';
import { type SeededUser, type SignedInApi, type TestApp, useTestApp } from '../../../test/helpers';

describe('test drives', () => {
  const { t, agent, admin } = useTestApp({ cast: ['agent', 'admin'] });

  const findRide = async (id: string) => (await t.db.select().from(testDrives).where(eq(testDrives.id, id)))[0];

  /** A verified shop in a location with one product available, and a customer. */
  async function scene() {
    const dealer = await t.seed.dealer();
    const product = await t.seed.product({ name: 'Ola S1 Pro', images: ['/uploads/demo/ola.svg'] });
    await t.seed.availability(dealer.shop.id, product.id, true);
    const customer = await t.seed.user({ role: 'USER', name: 'Ravi', email: `ravi_${Math.random().toString(16).slice(2)}@example.com` });
    const booking = { productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id };
    // a seeded ride request of this customer at this shop
    const ride = { userId: customer.id, productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id };
    return { ...dealer, dealer: dealer.user, product, customer, booking, ride };
  }

  const dealerCounts = async (dealer: SeededUser) => (await t.api.as(dealer).get('/api/dealer/dashboard')).body.testDriveTypeCounts;

  describe('the booking journey over REST', () => {
    it('a user books, the dealer confirms and completes, and the counts move', async () => {
      const s = await scene();
      expect(await dealerCounts(s.dealer)).toEqual({ pending: 0, confirmed: 0, completed: 0, cancelled: 0 });

      const booked = await t.api.as(s.customer).post('/api/test-drive').send(s.booking);
      expect(booked.status).toBe(201);
      expect(booked.body).toMatchObject({ message: 'Test drive booked successfully', data: { _id: expect.any(String), status: 'pending' } });
      const id = booked.body.data._id;
      expect(await dealerCounts(s.dealer)).toEqual({ pending: 1, confirmed: 0, completed: 0, cancelled: 0 });

      const mine = await t.api.as(s.customer).get('/api/test-drive');
      expect(mine.status).toBe(200);
      expect(mine.body.data).toEqual([
        {
          _id: id,
          status: 'pending',
          createdAt: expect.any(String),
          // a request without a time (issue 13.1)
          slotStart: null,
          slotEnd: null,
          cancelledBy: null,
          cancelReason: null,
          // what the customer may do now, as the rides kernel decides (docs/decisions/0029)
          canCancel: true,
          canReschedule: true,
          canReview: false,
          product: { _id: s.product.id, name: 'Ola S1 Pro', images: ['/uploads/demo/ola.svg'] },
          // no colour was chosen
          color: null,
          dealer: {
            _id: s.shop.id,
            shopName: s.shop.shopName,
            address1: s.shop.address1,
            address2: null,
            landmark: null,
            // how to reach the shop after booking (issue 22.2): its city, phone, a maps search and its hours
            cityName: s.shop.cityName,
            stateName: s.shop.stateName,
            phone: null,
            directionsUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/),
            hours: null,
          },
          location: { _id: s.location.id, cityName: s.location.cityName, stateName: s.location.stateName },
        },
      ]);

      const forDealer = await t.api.as(s.dealer).get('/api/test-drive/dealer');
      expect(forDealer.body.data).toEqual([
        {
          _id: id,
          status: 'pending',
          createdAt: expect.any(String),
          ...{ slotStart: null, slotEnd: null, cancelledBy: null, cancelReason: null },
          ...{ canCancel: true, canReschedule: true },
          product: { _id: s.product.id, name: 'Ola S1 Pro' },
          // the customer's phone while the ride is open (docs/decisions/0029)
          user: { _id: s.customer.id, name: 'Ravi', email: s.customer.email, phone: s.customer.contact },
        },
      ]);

      const confirmed = await t.api.as(s.dealer).put(`/api/test-drive/${id}/status`).send({ status: 'confirmed' });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ message: 'Test ride status updated successfully', data: { _id: id, status: 'confirmed' } });
      expect(await dealerCounts(s.dealer)).toEqual({ pending: 0, confirmed: 1, completed: 0, cancelled: 0 });

      await t.api.as(s.dealer).put(`/api/test-drive/${id}/status`).send({ status: 'completed' }).expect(200);
      expect(await dealerCounts(s.dealer)).toEqual({ pending: 0, confirmed: 0, completed: 1, cancelled: 0 });
      expect((await t.api.as(s.customer).get('/api/test-drive')).body.data[0].status).toBe('completed');

      // a completed ride is no longer pending, so the customer may book the same product again
      const again = await t.api.as(s.customer).post('/api/test-drive').send(s.booking);
      expect(again.status).toBe(201);
      const list = (await t.api.as(s.customer).get('/api/test-drive')).body.data;
      expect(list.map((r: { _id: string }) => r._id)).toEqual([again.body.data._id, id]);
    });

    it('a user cancels an own pending ride; the record stays and cannot be cancelled twice', async () => {
      const s = await scene();
      const ride = await t.seed.testDrive(s.ride);
      const res = await t.api.as(s.customer).delete(`/api/test-drive/${ride.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Test ride cancelled successfully', data: { _id: ride.id, status: 'cancelled' } });
      expect(await findRide(ride.id)).toMatchObject({ status: 'cancelled' });
      expect(await dealerCounts(s.dealer)).toEqual({ pending: 0, confirmed: 0, completed: 0, cancelled: 1 });

      const twice = await t.api.as(s.customer).delete(`/api/test-drive/${ride.id}`);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('Only pending or confirmed test rides can be cancelled');
    });

    // issue 13.2: a confirmed ride can be cancelled too (it used to be pending only); a completed one cannot
    it('a user cannot cancel a completed ride', async () => {
      const s = await scene();
      const ride = await t.seed.testDrive({ ...s.ride, status: 'completed' });
      const res = await t.api.as(s.customer).delete(`/api/test-drive/${ride.id}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Only pending or confirmed test rides can be cancelled');
      expect(await findRide(ride.id)).toMatchObject({ status: 'completed' });
    });

    it('a dealer removes a ride from its list; the customer keeps it and the dashboard counts agree with the list', async () => {
      const s = await scene();
      const ride = await t.seed.testDrive({ ...s.ride, status: 'completed' });
      const res = await t.api.as(s.dealer).delete(`/api/test-drive/${ride.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Test ride removed successfully', data: { _id: ride.id, status: 'completed' } });
      expect((await findRide(ride.id)).removedByDealerAt).toBeInstanceOf(Date);

      expect((await t.api.as(s.dealer).get('/api/test-drive/dealer')).body.data).toEqual([]);
      expect((await t.api.as(s.customer).get('/api/test-drive')).body.data.map((r: { _id: string }) => r._id)).toEqual([ride.id]);
      expect(await dealerCounts(s.dealer)).toEqual({ pending: 0, confirmed: 0, completed: 0, cancelled: 0 });
      // removing again changes nothing
      expect((await t.api.as(s.dealer).delete(`/api/test-drive/${ride.id}`)).status).toBe(200);
    });
  });

  describe('booking refusals', () => {
    it('answers missing fields with the spec messages and writes nothing', async () => {
      const s = await scene();
      const res = await t.api.as(s.customer).post('/api/test-drive').send({ productId: s.product.id });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ locationId: 'Location is required', shopId: 'Shop is required' });
      expect((await t.api.as(s.customer).get('/api/test-drive')).body.data).toEqual([]);
    });

    it('answers 404 for an unknown product, location or shop, and for an unverified shop', async () => {
      const s = await scene();
      const hidden = await t.seed.dealer({ location: s.location, user: { isVerified: false } });
      await t.seed.availability(hidden.shop.id, s.product.id, true);
      const cases = [
        [{ ...s.booking, productId: 'nope' }, 'Product not found'],
        [{ ...s.booking, locationId: 'nope' }, 'Location not found'],
        [{ ...s.booking, shopId: 'nope' }, 'Dealer not found'],
        [{ ...s.booking, shopId: hidden.shop.id }, 'Dealer not found'],
      ] as const;
      for (const [body, message] of cases) {
        const res = await t.api.as(s.customer).post('/api/test-drive').send(body);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(message);
      }
    });

    it('refuses a shop outside the location and a product the shop does not have available', async () => {
      const s = await scene();
      const elsewhere = await t.seed.location();
      const wrongCity = await t.api
        .as(s.customer)
        .post('/api/test-drive')
        .send({ ...s.booking, locationId: elsewhere.id });
      expect(wrongCity.status).toBe(400);
      expect(wrongCity.body.message).toBe('This shop is not in the chosen location');

      const notStocked = await t.seed.product();
      const unlisted = await t.api
        .as(s.customer)
        .post('/api/test-drive')
        .send({ ...s.booking, productId: notStocked.id });
      expect(unlisted.status).toBe(400);
      expect(unlisted.body.message).toBe('This shop does not have the product available for a test drive');

      const outOfStock = await t.seed.product();
      await t.seed.availability(s.shop.id, outOfStock.id, false);
      const unavailable = await t.api
        .as(s.customer)
        .post('/api/test-drive')
        .send({ ...s.booking, productId: outOfStock.id });
      expect(unavailable.status).toBe(400);
      expect(unavailable.body.message).toBe('This shop does not have the product available for a test drive');
    });

    it('refuses a second pending request for the same product and shop', async () => {
      const s = await scene();
      await t.api.as(s.customer).post('/api/test-drive').send(s.booking).expect(201);
      const dup = await t.api.as(s.customer).post('/api/test-drive').send(s.booking);
      expect(dup.status).toBe(409);
      expect(dup.body.message).toBe('You already have a pending test drive request for this product at this shop');
    });

    it('lets exactly one of several concurrent identical bookings through', async () => {
      const s = await scene();
      const results = await Promise.all(Array.from({ length: 6 }, () => t.api.as(s.customer).post('/api/test-drive').send(s.booking)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      const rows = await t.db.select().from(testDrives).where(eq(testDrives.userId, s.customer.id));
      expect(rows).toHaveLength(1);
    });
  });

  describe('ownership', () => {
    it("user A cannot cancel user B's ride", async () => {
      const s = await scene();
      const other = await t.seed.user({ role: 'USER' });
      const ride = await t.seed.testDrive(s.ride);
      const res = await t.api.as(other).delete(`/api/test-drive/${ride.id}`);
      expect(res.status).toBe(403);
      expect(await findRide(ride.id)).toMatchObject({ status: 'pending' });
      expect((await t.api.as(other).get('/api/test-drive')).body.data).toEqual([]);
      const gql = await t.gql.as(other)('mutation($id: ID!) { cancelTestDrive(id: $id) { id } }', { id: ride.id });
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });

    it("dealer A cannot see, change or remove dealer B's rides", async () => {
      const s = await scene();
      const a = await t.seed.dealer();
      const ride = await t.seed.testDrive(s.ride);

      expect((await t.api.as(a.user).get('/api/test-drive/dealer')).body.data).toEqual([]);
      expect((await t.api.as(a.user).put(`/api/test-drive/${ride.id}/status`).send({ status: 'cancelled' })).status).toBe(403);
      expect((await t.api.as(a.user).delete(`/api/test-drive/${ride.id}`)).status).toBe(403);
      expect(await findRide(ride.id)).toMatchObject({ status: 'pending', removedByDealerAt: null });

      const gqlList = await t.gql.as(a.user)('{ dealerTestDrives { id } }');
      expect(gqlList.body.data.dealerTestDrives).toEqual([]);
      const gqlSet = await t.gql.as(a.user)('mutation($id: ID!) { setTestDriveStatus(id: $id, status: CANCELLED) { id } }', { id: ride.id });
      expect(gqlSet.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const gqlRemove = await t.gql.as(a.user)('mutation($id: ID!) { removeTestDrive(id: $id) }', { id: ride.id });
      expect(gqlRemove.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });

    it('answers 404 for a missing ride', async () => {
      const s = await scene();
      expect((await t.api.as(s.customer).delete('/api/test-drive/missing')).status).toBe(404);
      expect((await t.api.as(s.dealer).delete('/api/test-drive/missing')).status).toBe(404);
      const res = await t.api.as(s.dealer).put('/api/test-drive/missing/status').send({ status: 'confirmed' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Test drive not found');
    });

    it('validates the status a dealer sets', async () => {
      const s = await scene();
      const ride = await t.seed.testDrive(s.ride);
      for (const body of [{ status: 'done' }, {}]) {
        const res = await t.api.as(s.dealer).put(`/api/test-drive/${ride.id}/status`).send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Status must be pending, confirmed, completed or cancelled');
      }
      expect(await findRide(ride.id)).toMatchObject({ status: 'pending' });
    });

    it('refuses to reopen a ride while the customer has another pending request there', async () => {
      const s = await scene();
      const old = await t.seed.testDrive({ ...s.ride, status: 'cancelled' });
      await t.seed.testDrive(s.ride);
      const res = await t.api.as(s.dealer).put(`/api/test-drive/${old.id}/status`).send({ status: 'pending' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This customer already has a pending test ride for this product at your shop');
    });
  });

  describe('roles', () => {
    it('refuses guests and wrong roles on every path', async () => {
      const s = await scene();
      const ride = await t.seed.testDrive(s.ride);
      const routes: { name: string; call: (api?: SignedInApi) => ReturnType<TestApp['api']['get']>; refused: SeededUser[] }[] = [
        { name: 'POST /api/test-drive', call: (api = t.api) => api.post('/api/test-drive').send(s.booking), refused: [s.dealer, agent, admin] },
        { name: 'GET /api/test-drive', call: (api = t.api) => api.get('/api/test-drive'), refused: [s.dealer, agent, admin] },
        { name: 'GET /api/test-drive/dealer', call: (api = t.api) => api.get('/api/test-drive/dealer'), refused: [s.customer, agent, admin] },
        {
          name: 'PUT status',
          call: (api = t.api) => api.put(`/api/test-drive/${ride.id}/status`).send({ status: 'confirmed' }),
          refused: [s.customer, agent, admin],
        },
        { name: 'DELETE', call: (api = t.api) => api.delete(`/api/test-drive/${ride.id}`), refused: [agent, admin] },
      ];
      for (const route of routes) {
        expect([route.name, (await route.call()).status]).toEqual([route.name, 401]);
        for (const user of route.refused) {
          const res = await route.call(t.api.as(user));
          expect([route.name, user.role, res.status, res.body.message]).toEqual([route.name, user.role, 403, 'You do not have permission to do this']);
        }
      }
      expect(await findRide(ride.id)).toMatchObject({ status: 'pending', removedByDealerAt: null });
    });
  });

  describe('GraphQL', () => {
    const BOOK = `mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id status } }`;
    const RIDE_FIELDS = 'id status createdAt product { id name vehicleType } shop { id shopName } location { id cityName } customer { id name email }';

    it('runs the journey: book, list, confirm, complete, with the dealer dashboard moving', async () => {
      const s = await scene();
      const counts = async () =>
        (await t.gql.as(s.dealer)('{ dealerDashboard { testDriveCounts { pending confirmed completed cancelled } availableProductCount } }')).body.data
          .dealerDashboard;
      expect(await counts()).toEqual({ testDriveCounts: { pending: 0, confirmed: 0, completed: 0, cancelled: 0 }, availableProductCount: 1 });

      const booked = await t.gql.as(s.customer)(BOOK, { input: { productId: s.product.id, locationId: s.location.id, shopId: s.shop.id } });
      expect(booked.body.errors).toBeUndefined();
      const id = booked.body.data.bookTestDrive.id;
      expect(booked.body.data.bookTestDrive.status).toBe('PENDING');
      expect((await counts()).testDriveCounts.pending).toBe(1);

      const mine = await t.gql.as(s.customer)(`{ myTestDrives { ${RIDE_FIELDS} } }`);
      expect(mine.body.errors).toBeUndefined();
      expect(mine.body.data.myTestDrives).toEqual([
        {
          id,
          status: 'PENDING',
          createdAt: expect.any(String),
          product: { id: s.product.id, name: 'Ola S1 Pro', vehicleType: 'SCOOTER' },
          shop: { id: s.shop.id, shopName: s.shop.shopName },
          location: { id: s.location.id, cityName: s.location.cityName },
          customer: { id: s.customer.id, name: 'Ravi', email: s.customer.email },
        },
      ]);

      const forDealer = await t.gql.as(s.dealer)(`{ dealerTestDrives { ${RIDE_FIELDS} } }`);
      expect(forDealer.body.data.dealerTestDrives).toEqual(mine.body.data.myTestDrives);

      const SET = 'mutation($id: ID!, $status: TestDriveStatus!) { setTestDriveStatus(id: $id, status: $status) { id status } }';
      expect((await t.gql.as(s.dealer)(SET, { id, status: 'CONFIRMED' })).body.data.setTestDriveStatus).toEqual({ id, status: 'CONFIRMED' });
      expect((await counts()).testDriveCounts).toEqual({ pending: 0, confirmed: 1, completed: 0, cancelled: 0 });
      expect((await t.gql.as(s.dealer)(SET, { id, status: 'COMPLETED' })).body.data.setTestDriveStatus.status).toBe('COMPLETED');
      expect((await counts()).testDriveCounts).toEqual({ pending: 0, confirmed: 0, completed: 1, cancelled: 0 });

      const removed = await t.gql.as(s.dealer)('mutation($id: ID!) { removeTestDrive(id: $id) }', { id });
      expect(removed.body.data.removeTestDrive).toBe(id);
      expect((await t.gql.as(s.dealer)('{ dealerTestDrives { id } }')).body.data.dealerTestDrives).toEqual([]);
      expect((await t.gql.as(s.customer)('{ myTestDrives { id status } }')).body.data.myTestDrives).toEqual([{ id, status: 'COMPLETED' }]);
    });

    it('lets a user cancel an own pending ride and refuses a second pending request', async () => {
      const s = await scene();
      const input = { productId: s.product.id, locationId: s.location.id, shopId: s.shop.id };
      const id = (await t.gql.as(s.customer)(BOOK, { input })).body.data.bookTestDrive.id;
      const dup = await t.gql.as(s.customer)(BOOK, { input });
      expect(dup.body.errors[0]).toMatchObject({
        message: 'You already have a pending test drive request for this product at this shop',
        extensions: { code: 'CONFLICT' },
      });

      const CANCEL = 'mutation($id: ID!) { cancelTestDrive(id: $id) { id status } }';
      expect((await t.gql.as(s.customer)(CANCEL, { id })).body.data.cancelTestDrive).toEqual({ id, status: 'CANCELLED' });
      const twice = await t.gql.as(s.customer)(CANCEL, { id });
      expect(twice.body.errors[0]).toMatchObject({ message: 'Only pending or confirmed test rides can be cancelled', extensions: { code: 'CONFLICT' } });
      expect((await t.gql.as(s.customer)(CANCEL, { id: 'missing' })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('answers validation failures and refusals with their codes', async () => {
      const s = await scene();
      const blank = await t.gql.as(s.customer)(BOOK, { input: { productId: s.product.id, locationId: '', shopId: ' ' } });
      expect(blank.body.errors[0]).toMatchObject({
        message: 'Location is required',
        extensions: { code: 'BAD_USER_INPUT', fields: { locationId: 'Location is required', shopId: 'Shop is required' } },
      });
      const elsewhere = await t.seed.location();
      const wrongCity = await t.gql.as(s.customer)(BOOK, { input: { productId: s.product.id, locationId: elsewhere.id, shopId: s.shop.id } });
      expect(wrongCity.body.errors[0]).toMatchObject({ message: 'This shop is not in the chosen location', extensions: { code: 'BAD_USER_INPUT' } });

      const input = { productId: s.product.id, locationId: s.location.id, shopId: s.shop.id };
      expect((await t.gql(BOOK, { input })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      for (const user of [s.dealer, agent, admin]) {
        expect((await t.gql.as(user)(BOOK, { input })).body.errors[0].extensions.code).toBe('FORBIDDEN');
        expect((await t.gql.as(user)('{ myTestDrives { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
      }
      for (const user of [s.customer, agent, admin]) {
        expect((await t.gql.as(user)('{ dealerTestDrives { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
        expect((await t.gql.as(user)('mutation { removeTestDrive(id: "x") }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
      }
      expect((await t.gql('{ dealerTestDrives { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});
