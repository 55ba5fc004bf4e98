import { eq } from 'drizzle-orm';
import { testDrives } from '../src/db/schema';
import { PUNE } from './factories';
import { useTestApp } from './helpers';

/**
 * The names renamed from dealer to shop (docs/decisions/0016) answer again as deprecated aliases
 * over the same services until 2027-06-30 (docs/decisions/0056): each old name is asked beside
 * its new twin and must answer the same.
 */
describe('the deprecated dealer names', () => {
  const { t, agent } = useTestApp({ cast: ['agent'] });

  // Dealer has the fields Shop had before the rename
  const SHOP_FIELDS = 'id shopName countryId countryName stateId stateName cityId cityName address1 address2 landmark';
  const REMOVAL = 'removed after 2027-06-30';

  /** A shop in a location with one product available, and a customer who may book it. */
  async function scene() {
    const dealer = await t.seed.dealer({ shop: { landmark: 'Near the depot' } });
    const product = await t.seed.product();
    await t.seed.availability(dealer.shop.id, product.id, true);
    const customer = await t.seed.user({ role: 'USER' });
    return { ...dealer, product, customer };
  }

  const ridesOf = (userId: string) => t.db.select().from(testDrives).where(eq(testDrives.userId, userId));

  it('answers dealersByLocation, Location.dealers and ProductAvailability.dealer as their shop twins', async () => {
    const s = await scene();
    const res = await t.gql(
      `query($l: ID!, $p: ID!) {
        old: dealersByLocation(locationId: $l) { ${SHOP_FIELDS} }
        new: shopsByLocation(locationId: $l) { ${SHOP_FIELDS} }
        locations { id dealers { ${SHOP_FIELDS} } shops { ${SHOP_FIELDS} } }
        productAvailability(locationId: $l, productId: $p) { id dealer { ${SHOP_FIELDS} } shop { ${SHOP_FIELDS} } }
      }`,
      { l: s.location.id, p: s.product.id },
    );
    expect(res.body.errors).toBeUndefined();
    const { old, new: fresh, locations, productAvailability } = res.body.data;
    expect(fresh).toEqual([expect.objectContaining({ id: s.shop.id, shopName: s.shop.shopName, landmark: 'Near the depot' })]);
    expect(old).toEqual(fresh);
    const location = locations.find((l: { id: string }) => l.id === s.location.id);
    expect(location.shops).toEqual(fresh);
    expect(location.dealers).toEqual(location.shops);
    expect(productAvailability).toHaveLength(1);
    expect(productAvailability[0].shop).toEqual(fresh[0]);
    expect(productAvailability[0].dealer).toEqual(productAvailability[0].shop);
  });

  it('answers the old names fresh after a shop changes, as the cached catalogue answers its twins', async () => {
    // a city of the shipped dataset (saving a shop checks it) that no other test of this file uses
    const nashik = { ...PUNE, cityId: 'IN-MH-Nashik', cityName: 'Nashik' };
    const { user, shop, location } = await t.seed.dealer({ location: await t.seed.location(nashik) });
    const READ = `query($l: ID!) { dealersByLocation(locationId: $l) { shopName } locations { id dealers { shopName } } }`;
    const names = async () => {
      const { dealersByLocation, locations } = (await t.gql(READ, { l: location.id })).body.data;
      return [dealersByLocation, locations.find((l: { id: string }) => l.id === location.id).dealers];
    };
    expect(await names()).toEqual([[{ shopName: shop.shopName }], [{ shopName: shop.shopName }]]);
    const input = { shopName: 'Renamed Wheels', ...nashik, address1: '1 Main Road', phone: '9823045678' };
    expect((await t.gql.as(user)('mutation($input: ShopInput!) { saveShop(input: $input) { id } }', { input })).body.errors).toBeUndefined();
    expect(await names()).toEqual([[{ shopName: 'Renamed Wheels' }], [{ shopName: 'Renamed Wheels' }]]);
  });

  it('answers myDealerProfile as myShop and saves through saveDealerProfile with the DealerProfileInput', async () => {
    const dealer = await t.seed.user({ role: 'DEALER' });
    expect((await t.gql.as(dealer)('{ myDealerProfile { id } myShop { id } }')).body.data).toEqual({ myDealerProfile: null, myShop: null });

    const input = { shopName: 'Green Wheels', ...PUNE, address1: '5 FC Road', address2: null, landmark: 'Near the station', phone: '+91 98230 45678' };
    const saved = await t.gql.as(dealer)(`mutation($input: DealerProfileInput!) { saveDealerProfile(input: $input) { __typename ${SHOP_FIELDS} } }`, { input });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveDealerProfile).toMatchObject({ shopName: 'Green Wheels', cityId: 'IN-MH-Pune', landmark: 'Near the station' });

    const read = await t.gql.as(dealer)(`{ myDealerProfile { __typename ${SHOP_FIELDS} } myShop { ${SHOP_FIELDS} phone } }`);
    expect(read.body.errors).toBeUndefined();
    const { __typename, ...profile } = read.body.data.myDealerProfile;
    expect(__typename).toBe('Dealer');
    expect(read.body.data.myShop).toEqual({ ...profile, phone: '9823045678' });
    const { __typename: savedType, ...savedProfile } = saved.body.data.saveDealerProfile;
    expect([savedType, profile]).toEqual(['Dealer', savedProfile]);
  });

  it("refuses a bad DealerProfileInput with the shop's field messages, since the same service checks it", async () => {
    const dealer = await t.seed.user({ role: 'DEALER' });
    const input = { shopName: ' ', ...PUNE, address1: '5 FC Road' };
    const res = await t.gql.as(dealer)('mutation($input: DealerProfileInput!) { saveDealerProfile(input: $input) { id } }', { input });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { shopName: 'Shop name is required', phone: 'Phone is required' } });
    expect((await t.gql.as(dealer)('{ myShop { id } }')).body.data.myShop).toBeNull();
  });

  it('books the ride at the shop named by dealerId, and answers TestDrive.dealer as TestDrive.shop', async () => {
    const s = await scene();
    const booked = await t.gql.as(s.customer)(
      `mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id status dealer { ${SHOP_FIELDS} } shop { ${SHOP_FIELDS} } } }`,
      { input: { productId: s.product.id, locationId: s.location.id, dealerId: s.shop.id } },
    );
    expect(booked.body.errors).toBeUndefined();
    const ride = booked.body.data.bookTestDrive;
    expect(ride).toMatchObject({ status: 'PENDING', shop: { id: s.shop.id } });
    expect(ride.dealer).toEqual(ride.shop);
    expect(await ridesOf(s.customer.id)).toEqual([expect.objectContaining({ id: ride.id, shopId: s.shop.id, productId: s.product.id, status: 'pending' })]);

    const listed = await t.gql.as(s.user)(`{ dealerTestDrives { id dealer { ${SHOP_FIELDS} } shop { ${SHOP_FIELDS} } } }`);
    expect(listed.body.data.dealerTestDrives).toEqual([{ id: ride.id, dealer: ride.shop, shop: ride.shop }]);
  });

  it('books when shopId and dealerId carry the same id', async () => {
    const s = await scene();
    const input = { productId: s.product.id, locationId: s.location.id, shopId: s.shop.id, dealerId: s.shop.id };
    const booked = await t.gql.as(s.customer)('mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id shop { id } } }', { input });
    expect(booked.body.errors).toBeUndefined();
    expect(booked.body.data.bookTestDrive.shop.id).toBe(s.shop.id);
    expect(await ridesOf(s.customer.id)).toHaveLength(1);
  });

  it('refuses shopId and dealerId with different ids with a 400 that names both, and books nothing', async () => {
    const s = await scene();
    const other = await t.seed.dealer({ location: s.location });
    await t.seed.availability(other.shop.id, s.product.id, true);
    const input = { productId: s.product.id, locationId: s.location.id, shopId: s.shop.id, dealerId: other.shop.id };
    const res = await t.gql.as(s.customer)('mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id } }', { input });
    const message = 'dealerId is the old name of shopId: send only shopId, or the same value in both';
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', fields: { dealerId: message } } })]);
    expect(await ridesOf(s.customer.id)).toEqual([]);
  });

  it('still asks for the shop when neither name is sent', async () => {
    const s = await scene();
    const input = { productId: s.product.id, locationId: s.location.id };
    const res = await t.gql.as(s.customer)('mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id } }', { input });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { shopId: 'Shop is required' } });
    expect(await ridesOf(s.customer.id)).toEqual([]);
  });

  it('answers searchProducts(dealerId:) as searchProducts(shopId:), and refuses the two with different ids', async () => {
    const s = await scene();
    const other = await t.seed.dealer({ location: s.location });
    const SEARCH = 'query($l: ID!, $s: ID, $d: ID) { searchProducts(locationId: $l, shopId: $s, dealerId: $d) { id name } }';
    const byNew = await t.gql.as(agent)(SEARCH, { l: s.location.id, s: s.shop.id });
    expect(byNew.body.data.searchProducts).toEqual([{ id: s.product.id, name: s.product.name }]);
    const byOld = await t.gql.as(agent)(SEARCH, { l: s.location.id, d: s.shop.id });
    expect(byOld.body).toEqual(byNew.body);
    expect((await t.gql.as(agent)(SEARCH, { l: s.location.id, s: s.shop.id, d: s.shop.id })).body).toEqual(byNew.body);

    const both = await t.gql.as(agent)(SEARCH, { l: s.location.id, s: s.shop.id, d: other.shop.id });
    expect(both.status).toBe(400);
    expect(both.body.errors[0]).toMatchObject({
      message: 'dealerId is the old name of shopId: send only shopId, or the same value in both',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const neither = await t.gql.as(agent)(SEARCH, { l: s.location.id });
    expect(neither.status).toBe(400);
    expect(neither.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { dealer: 'Dealer is required' } });
  });

  it('keeps the old names behind the same roles as their twins', async () => {
    const customer = await t.seed.user({ role: 'USER' });
    expect((await t.gql('{ myDealerProfile { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql.as(customer)('{ myDealerProfile { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('shows every old name as deprecated in introspection, with the new name and the removal date', async () => {
    const fieldsOf = (type: string) =>
      `${type}: __type(name: "${type}") { fields(includeDeprecated: true) { name isDeprecated deprecationReason args(includeDeprecated: true) { name isDeprecated deprecationReason } } }`;
    const res = await t.gql(`{
      ${fieldsOf('Query')} ${fieldsOf('Mutation')} ${fieldsOf('Location')} ${fieldsOf('ProductAvailability')} ${fieldsOf('TestDrive')}
      BookTestDriveInput: __type(name: "BookTestDriveInput") { inputFields(includeDeprecated: true) { name isDeprecated deprecationReason } }
      Dealer: __type(name: "Dealer") { description fields { name } }
      DealerProfileInput: __type(name: "DealerProfileInput") { description }
    }`);
    expect(res.body.errors).toBeUndefined();
    const data = res.body.data;
    type Field = { name: string; isDeprecated: boolean; deprecationReason: string | null; args?: Field[] };
    const field = (type: string, name: string): Field => data[type].fields.find((f: Field) => f.name === name);
    const deprecated = (reason: string) => expect.objectContaining({ isDeprecated: true, deprecationReason: `${reason}; ${REMOVAL}` });

    expect(field('Query', 'dealersByLocation')).toEqual(deprecated('Use shopsByLocation'));
    expect(field('Query', 'myDealerProfile')).toEqual(deprecated('Use myShop'));
    expect(field('Mutation', 'saveDealerProfile')).toEqual(deprecated('Use saveShop'));
    expect(field('Location', 'dealers')).toEqual(deprecated('Use shops'));
    expect(field('ProductAvailability', 'dealer')).toEqual(deprecated('Use shop'));
    expect(field('TestDrive', 'dealer')).toEqual(deprecated('Use shop'));
    const search = field('Query', 'searchProducts');
    expect(search.isDeprecated).toBe(false);
    expect(search.args!.find((a) => a.name === 'dealerId')).toEqual(deprecated('Use shopId'));
    expect(search.args!.find((a) => a.name === 'shopId')).toMatchObject({ isDeprecated: false });
    expect(data.BookTestDriveInput.inputFields.find((f: Field) => f.name === 'dealerId')).toEqual(deprecated('Use shopId'));
    // a type cannot be deprecated: its description says so
    expect(data.Dealer.description).toMatch(/^Deprecated: use Shop; removed after 2027-06-30/);
    expect(data.Dealer.fields.map((f: Field) => f.name)).toEqual(SHOP_FIELDS.split(' '));
    expect(data.DealerProfileInput.description).toMatch(/^Deprecated: use ShopInput; removed after 2027-06-30/);
    // the twins stay current
    for (const [type, name] of [
      ['Query', 'shopsByLocation'],
      ['Query', 'myShop'],
      ['Mutation', 'saveShop'],
      ['TestDrive', 'shop'],
    ] as const)
      expect(field(type, name).isDeprecated).toBe(false);
  });
});
