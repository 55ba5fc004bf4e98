import { createTestApp, type TestApp } from '../helpers';
import { PUNE } from '../factories';

type Seeded = Awaited<ReturnType<TestApp['seed']['user']>>;

const PRIVATE = { username: 'meera_private', contact: '9811122233', ...PUNE, address1: '7 Secret Lane', address2: 'Flat 3' };
const PRIVATE_FIELDS = 'username contact countryId countryName stateId stateName cityId cityName address1 address2';

describe('privacy by field', () => {
  let t: TestApp;
  let customer: Seeded;
  let dealerUser: Seeded;
  let otherUser: Seeded;
  let admin: Seeded;
  let rideId: string;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await t.seed.user({ name: 'Meera Shah', email: 'meera.private@example.com', ...PRIVATE });
    otherUser = await t.seed.user({ role: 'USER' });
    admin = await t.seed.user({ role: 'ADMIN' });
    const { user, shop, location } = await t.seed.dealer();
    dealerUser = user;
    const product = await t.seed.product();
    const ride = await t.seed.testDrive({ userId: customer.id, productId: product.id, locationId: location.id, shopId: shop.id });
    rideId = ride.id;
  });
  afterAll(() => t.close());

  // decision 0029: the dealer also reads the phone, only of its own shop's open rides; never the address
  it("GraphQL: a dealer reads its open ride customer's name, e-mail and phone, and the schema offers nothing else", async () => {
    const res = await t.gql.as(dealerUser)('{ dealerTestDrives { customer { id name email phone } } }', undefined);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.dealerTestDrives).toEqual([
      { customer: { id: customer.id, name: 'Meera Shah', email: 'meera.private@example.com', phone: PRIVATE.contact } },
    ]);

    for (const field of ['contact', 'username', 'address1', 'cityName']) {
      const probe = await t.gql.as(dealerUser)(`{ dealerTestDrives { customer { ${field} } } }`, undefined);
      expect(probe.status).toBe(400);
      expect(probe.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it("REST: the dealer's ride list carries the customer as { _id, name, email, phone } only, never the address", async () => {
    const res = await t.api.as(dealerUser).get('/api/test-drive/dealer');
    expect(res.status).toBe(200);
    const rides = (res.body.data ?? res.body) as { user: Record<string, unknown> }[];
    expect(rides).toHaveLength(1);
    expect(rides[0].user).toEqual({ _id: customer.id, name: 'Meera Shah', email: 'meera.private@example.com', phone: PRIVATE.contact });
    expect(JSON.stringify(res.body)).not.toMatch(/Secret Lane|Flat 3|meera_private/);
  });

  it("the customer's own ride does not echo the phone as a customer field, and another dealer never reaches the ride", async () => {
    const mine = await t.gql.as(customer)('{ myTestDrives { customer { phone } } }', undefined);
    expect(mine.body.data.myTestDrives).toEqual([{ customer: { phone: null } }]);
    const other = await t.seed.dealer();
    const list = await t.gql.as(other.user)('{ dealerTestDrives { customer { phone } } }', undefined);
    expect(list.body.data.dealerTestDrives).toEqual([]);
    expect(JSON.stringify((await t.api.as(other.user).get('/api/test-drive/dealer')).body)).not.toContain(PRIVATE.contact);
  });

  it('once the ride is over the dealer no longer reads the phone, through either door', async () => {
    await t.api.as(dealerUser).put(`/api/test-drive/${rideId}/status`).send({ status: 'cancelled' }).expect(200);
    const res = await t.gql.as(dealerUser)('{ dealerTestDrives { customer { phone } } }', undefined);
    expect(res.body.data.dealerTestDrives).toEqual([{ customer: { phone: null } }]);
    const rest = await t.api.as(dealerUser).get('/api/test-drive/dealer');
    expect(rest.body.data[0].user.phone).toBeNull();
    expect(JSON.stringify(rest.body)).not.toContain(PRIVATE.contact);
  });

  it('the user reads own private fields through me', async () => {
    const res = await t.gql.as(customer)(`{ me { id ${PRIVATE_FIELDS} } }`, undefined);
    expect(res.body.data.me).toEqual({ id: customer.id, ...PRIVATE });
  });

  it("an admin reads a user's private fields", async () => {
    const res = await t.gql.as(admin)(`query ($id: ID!) { user(id: $id) { ${PRIVATE_FIELDS} } }`, { id: customer.id });
    expect(res.body.data.user).toEqual(PRIVATE);
    const list = await t.gql.as(admin)(`{ users(search: "Meera", limit: 5) { items { id contact address1 } } }`, undefined);
    expect(list.body.data.users.items).toContainEqual({ id: customer.id, contact: PRIVATE.contact, address1: PRIVATE.address1 });
  });

  it('nobody else reads them, even where a User is answered to them', async () => {
    // a login answers the account it signed into to its owner (own-answer-privacy.test.ts); nobody else gains anything from it
    // a plain user cannot ask for someone else at all
    const other = await t.gql.as(otherUser)(`query ($id: ID!) { user(id: $id) { contact } }`, { id: customer.id });
    expect(other.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
