import { sql } from 'drizzle-orm';
import { useTestApp } from './helpers';

/**
 * Nothing unbounded (issue 11.4): a dealer's rides, its stock and the contact and career lists are
 * read a page at a time through both doors; REST keeps the spec's `data` and adds where the page sits.
 */
describe('back-office lists are paged on the server', () => {
  const { t, admin, customer } = useTestApp({ cast: ['admin', 'customer'] });
  let dealer: Awaited<ReturnType<typeof t.seed.dealer>>;
  /** the dealer's rides, newest first, as the list orders them */
  let rideIds: string[];

  beforeAll(async () => {
    dealer = await t.seed.dealer();
    const product = await t.seed.product();
    await t.seed.availability(dealer.shop.id, product.id);
    rideIds = [];
    // 7 rides of one shop, one minute apart; 2 stock entries; 7 contact messages and 1 career application
    for (let i = 0; i < 7; i++) {
      const ride = await t.seed.testDrive({ shopId: dealer.shop.id, locationId: dealer.location.id, productId: product.id, status: 'completed' });
      await t.db.execute(sql`update test_drives set created_at = now() - make_interval(mins => ${i}) where id = ${ride.id}`);
      rideIds.push(ride.id);
    }
    await t.seed.availability(dealer.shop.id, (await t.seed.product()).id, false);
    for (let i = 0; i < 7; i++) await t.seed.enquiry({ kind: 'contact', name: `Sender ${i}` });
    await t.seed.enquiry({ kind: 'career', name: 'Applicant' });
  });

  describe("a dealer's rides", () => {
    it('REST answers a page of data with the page number, page count and total', async () => {
      const res = await t.api.as(dealer.user).get('/api/test-drive/dealer?page=2&limit=3');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ currentPage: 2, totalPages: 3, total: 7 });
      expect(res.body.data.map((r: { _id: string }) => r._id)).toEqual(rideIds.slice(3, 6));
      // the spec's fields of each ride are all there, with what the dealer may do next (decision 0029)
      expect(Object.keys(res.body.data[0]).sort()).toEqual([
        '_id',
        'canCancel',
        'canReschedule',
        'cancelReason',
        'cancelledBy',
        'createdAt',
        'product',
        'slotEnd',
        'slotStart',
        'status',
        'user',
      ]);
    });

    it('REST without paging answers the first page of at most 50', async () => {
      const res = await t.api.as(dealer.user).get('/api/test-drive/dealer');
      expect(res.body).toMatchObject({ currentPage: 1, totalPages: 1, total: 7 });
      expect(res.body.data).toHaveLength(7);
    });

    it('GraphQL answers the same page and the count', async () => {
      const res = await t.gql.as(dealer.user)('query ($page: Int, $limit: Int) { dealerTestDrives(page: $page, limit: $limit) { id } dealerTestDriveCount }', {
        page: 3,
        limit: 3,
      });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data).toEqual({ dealerTestDrives: [{ id: rideIds[6] }], dealerTestDriveCount: 7 });
    });

    it('caps a large limit at 100 and refuses a bad page through both doors', async () => {
      const big = await t.api.as(dealer.user).get('/api/test-drive/dealer?limit=100000');
      expect(big.status).toBe(200);
      expect(big.body.totalPages).toBe(1);
      const rest = await t.api.as(dealer.user).get('/api/test-drive/dealer?page=0');
      expect(rest.status).toBe(400);
      const gql = await t.gql.as(dealer.user)('{ dealerTestDrives(page: -1) { id } }');
      expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('a customer reads own rides a page at a time', async () => {
      const rest = await t.api.as(customer).get('/api/test-drive?limit=2');
      expect(rest.status).toBe(200);
      expect(rest.body.data).toEqual([]);
      const gql = await t.gql.as(customer)('{ myTestDrives(page: 1, limit: 2) { id } }');
      expect(gql.body.data.myTestDrives).toEqual([]);
    });
  });

  describe("a dealer's stock", () => {
    it('REST and GraphQL page the availability entries', async () => {
      const rest = await t.api.as(dealer.user).get('/api/dealer/product-availability?limit=1&page=2');
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ currentPage: 2, totalPages: 2, total: 2 });
      expect(rest.body.data).toHaveLength(1);
      const gql = await t.gql.as(dealer.user)('{ myProductAvailability(limit: 1) { id } myProductAvailabilityCount }');
      expect(gql.body.data.myProductAvailability).toHaveLength(1);
      expect(gql.body.data.myProductAvailabilityCount).toBe(2);
      expect(gql.body.data.myProductAvailability[0].id).not.toBe(rest.body.data[0]._id);
    });
  });

  describe('contact and career lists', () => {
    it('REST keeps success and data and adds the page', async () => {
      const res = await t.api.as(admin).get('/api/contact/getContacts?page=1&limit=5');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, currentPage: 1, totalPages: 2, total: 7 });
      expect(res.body.data.map((e: { name: string }) => e.name)).toHaveLength(5);
      // the spec's fields, then when and by whom it was handled
      expect(Object.keys(res.body.data[0]).sort()).toEqual(['_id', 'createdAt', 'email', 'handledAt', 'handledBy', 'message', 'name', 'phone']);
      const careers = await t.api.as(admin).get('/api/career/getCareers');
      expect(careers.body).toMatchObject({ success: true, currentPage: 1, totalPages: 1, total: 1 });
    });

    it('GraphQL pages enquiries and counts them', async () => {
      const res = await t.gql.as(admin)('{ enquiries(kind: CONTACT, page: 2, limit: 5) { name } enquiryCount(kind: CONTACT) }');
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.enquiries).toHaveLength(2);
      expect(res.body.data.enquiryCount).toBe(7);
    });

    it('the counts are for admins only', async () => {
      const res = await t.gql.as(dealer.user)('{ enquiryCount(kind: CONTACT) }');
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const rides = await t.gql.as(customer)('{ dealerTestDriveCount }');
      expect(rides.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });
  describe('the admin catalogue and content lists', () => {
    beforeAll(async () => {
      for (let i = 0; i < 3; i++) {
        await t.seed.blog({ title: `Post ${i}` });
        await t.seed.comparison();
        await t.seed.location({ address1: `${i + 1} Paging Road` });
      }
    });

    it('GraphQL pages blogs, brands, comparisons and locations and counts them', async () => {
      const res = await t.gql.as(admin)(`{
        blogs(page: 2, limit: 2) { id } blogCount
        brands(page: 1, limit: 2) { id } brandCount
        comparisons(page: 2, limit: 2) { id } comparisonCount
        locations(page: 1, limit: 2) { id } locationCount
      }`);
      expect(res.body.errors).toBeUndefined();
      const d = res.body.data;
      expect(d.blogCount).toBe(3);
      expect(d.blogs).toHaveLength(1);
      expect(d.comparisonCount).toBe(3);
      expect(d.comparisons).toHaveLength(1);
      expect(d.brands).toHaveLength(2);
      expect(d.brandCount).toBeGreaterThanOrEqual(8);
      expect(d.locations).toHaveLength(2);
      expect(d.locationCount).toBeGreaterThanOrEqual(4);
    });

    it('REST takes the same page and limit and keeps the data answer', async () => {
      const blogs = await t.api.get('/api/blog/allblogs?page=2&limit=2');
      expect(blogs.body.data).toHaveLength(1);
      const comparisons = await t.api.get('/api/product-comparison?page=1&limit=2');
      expect(comparisons.body.data).toHaveLength(2);
      const locations = await t.api.get('/api/location/getLocation?page=2&limit=2');
      expect(locations.status).toBe(200);
      expect(locations.body.data.length).toBeGreaterThanOrEqual(1);
      expect(Object.keys(locations.body)).toEqual(['data']);
    });

    it('without a page the public lists answer whole, up to their caps, as before', async () => {
      const res = await t.gql('{ comparisons { id } locations { id } blogs { id } }');
      expect(res.body.data.comparisons).toHaveLength(3);
      expect(res.body.data.blogs).toHaveLength(3);
      expect(res.body.data.locations.length).toBeGreaterThanOrEqual(4);
      expect((await t.api.get('/api/location/getLocation?page=0')).status).toBe(400);
    });
  });
});
