import { useTestApp } from '../../../test/helpers';

describe('dashboards', () => {
  const { t, customer, agent, admin, superadmin } = useTestApp({ cast: ['customer', 'agent', 'admin', 'superadmin'] });

  describe('dealer', () => {
    it('counts the rides of the own shop per status and its available products', async () => {
      const { user: dealer, shop, location } = await t.seed.dealer();
      const other = await t.seed.dealer({ location });
      const p1 = await t.seed.product();
      const p2 = await t.seed.product();
      const p3 = await t.seed.product();
      await t.seed.availability(shop.id, p1.id, true);
      await t.seed.availability(shop.id, p2.id, true);
      await t.seed.availability(shop.id, p3.id, false);
      await t.seed.availability(other.shop.id, p3.id, true);
      const ride = { userId: customer.id, locationId: location.id, shopId: shop.id };
      await t.seed.testDrive({ ...ride, productId: p1.id, status: 'pending' });
      await t.seed.testDrive({ ...ride, productId: p2.id, status: 'pending' });
      await t.seed.testDrive({ ...ride, productId: p1.id, status: 'completed' });
      await t.seed.testDrive({ ...ride, productId: p1.id, status: 'cancelled' });
      await t.seed.testDrive({ ...ride, shopId: other.shop.id, productId: p3.id, status: 'confirmed' });

      const res = await t.api.as(dealer).get('/api/dealer/dashboard');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ testDriveTypeCounts: { completed: 1, pending: 2, confirmed: 0, cancelled: 1 }, productAvailablityCount: 2 });

      const gql = await t.gql.as(dealer)('{ dealerDashboard { testDriveCounts { pending confirmed completed cancelled } availableProductCount } }');
      expect(gql.body.data.dealerDashboard).toEqual({ testDriveCounts: { pending: 2, confirmed: 0, completed: 1, cancelled: 1 }, availableProductCount: 2 });
    });

    it("agrees with the dealer's ride table: a ride removed from the list leaves the counts", async () => {
      const { user: dealer, shop, location } = await t.seed.dealer();
      const product = await t.seed.product();
      const ride = { userId: customer.id, locationId: location.id, shopId: shop.id, productId: product.id };
      const kept = await t.seed.testDrive({ ...ride, status: 'cancelled' });
      const removed = await t.seed.testDrive({ ...ride, status: 'cancelled' });
      expect((await t.api.as(dealer).delete(`/api/test-drive/${removed.id}`)).status).toBe(200);

      const table = await t.api.as(dealer).get('/api/test-drive/dealer');
      const rows = (table.body.data ?? table.body) as { _id: string; status: string }[];
      expect(rows.map((r) => r._id)).toEqual([kept.id]);

      const card = await t.api.as(dealer).get('/api/dealer/dashboard');
      expect(card.body.testDriveTypeCounts).toEqual({ pending: 0, confirmed: 0, completed: 0, cancelled: rows.filter((r) => r.status === 'cancelled').length });
      const gql = await t.gql.as(dealer)('{ dealerDashboard { testDriveCounts { cancelled } } }', {});
      expect(gql.body.data.dealerDashboard.testDriveCounts.cancelled).toBe(1);
    });

    it('answers zeros for a dealer without a shop profile', async () => {
      const dealer = await t.seed.user({ role: 'DEALER' });
      const res = await t.api.as(dealer).get('/api/dealer/dashboard');
      expect(res.body).toEqual({ testDriveTypeCounts: { completed: 0, pending: 0, confirmed: 0, cancelled: 0 }, productAvailablityCount: 0 });
    });

    it('refuses guests and other roles', async () => {
      expect((await t.api.get('/api/dealer/dashboard')).status).toBe(401);
      for (const user of [customer, agent, admin, superadmin]) expect((await t.api.as(user).get('/api/dealer/dashboard')).status).toBe(403);
      expect((await t.gql.as(admin)('{ dealerDashboard { availableProductCount } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql('{ dealerDashboard { availableProductCount } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('admin', () => {
    const ADMIN_QUERY = `{ adminDashboard { userCount blogCount locationCount productCount comparisonCount
      roleCounts { user dealer agent admin superadmin } vehicleTypeCounts { scooter bike fourWheeler commercial } } }`;

    it('gives totals, users per role and products per vehicle type, moving as data is added', async () => {
      const before = (await t.api.as(admin).get('/api/dashboard')).body;

      await t.seed.user({ role: 'USER' });
      await t.seed.dealer();
      const scooter = await t.seed.product({ vehicleType: 'scooter' });
      const car = await t.seed.product({ vehicleType: 'four-wheeler' });
      await t.seed.product({ vehicleType: 'commercial' });
      await t.seed.blog();
      await t.seed.comparison(scooter.id, car.id);

      const res = await t.api.as(admin).get('/api/dashboard');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        allUsers: before.allUsers + 2,
        allBlogs: before.allBlogs + 1,
        // seed.dealer() adds a location for its shop
        allLocations: before.allLocations + 1,
        allProducts: before.allProducts + 3,
        roleCounts: { user: before.roleCounts.user + 1, dealer: before.roleCounts.dealer + 1, agent: before.roleCounts.agent, admin: before.roleCounts.admin },
        vehicleTypeCounts: {
          scooter: before.vehicleTypeCounts.scooter + 1,
          bike: before.vehicleTypeCounts.bike,
          'four-wheeler': before.vehicleTypeCounts['four-wheeler'] + 1,
          commercials: before.vehicleTypeCounts.commercials + 1,
        },
      });
      const roles = res.body.roleCounts;
      expect(roles.user + roles.dealer + roles.agent + roles.admin).toBe(res.body.allUsers);

      const gql = await t.gql.as(superadmin)(ADMIN_QUERY);
      expect(gql.body.errors).toBeUndefined();
      const d = gql.body.data.adminDashboard;
      expect(d).toMatchObject({ userCount: res.body.allUsers, blogCount: res.body.allBlogs, productCount: res.body.allProducts, comparisonCount: 1 });
      expect(d.roleCounts.admin + d.roleCounts.superadmin).toBe(roles.admin);
      expect(d.roleCounts.superadmin).toBeGreaterThanOrEqual(1);
      expect(d.vehicleTypeCounts).toEqual({
        scooter: res.body.vehicleTypeCounts.scooter,
        bike: res.body.vehicleTypeCounts.bike,
        fourWheeler: res.body.vehicleTypeCounts['four-wheeler'],
        commercial: res.body.vehicleTypeCounts.commercials,
      });
    });

    it('lets a superadmin in and refuses guests and other roles', async () => {
      expect((await t.api.as(superadmin).get('/api/dashboard')).status).toBe(200);
      expect((await t.api.get('/api/dashboard')).status).toBe(401);
      const { user: dealer } = await t.seed.dealer();
      for (const user of [customer, agent, dealer]) {
        const res = await t.api.as(user).get('/api/dashboard');
        expect(res.status).toBe(403);
        expect((await t.gql.as(user)(ADMIN_QUERY)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      }
    });
  });

  describe('agent', () => {
    it("counts the agent's wishlist, products, verified shops and locations", async () => {
      const own = await t.seed.user({ role: 'AGENT' });
      const QUERY = '{ agentDashboard { wishlistCount productCount dealerCount locationCount } }';
      const first = await t.gql.as(own)(QUERY);
      expect(first.body.errors).toBeUndefined();
      const before = first.body.data.agentDashboard;
      expect(before.wishlistCount).toBe(0);

      const p = await t.seed.product();
      await t.seed.wishlist(own.id, p.id);
      await t.seed.wishlist(agent.id, p.id);
      const location = await t.seed.location();
      await t.seed.dealer({ location });
      await t.seed.dealer({ location, user: { isVerified: false } });

      const after = (await t.gql.as(own)(QUERY)).body.data.agentDashboard;
      expect(after).toEqual({
        wishlistCount: 1,
        productCount: before.productCount + 1,
        dealerCount: before.dealerCount + 1,
        locationCount: before.locationCount + 1,
      });

      for (const user of [customer, admin]) expect((await t.gql.as(user)(QUERY)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(QUERY)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});
