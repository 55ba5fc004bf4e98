import { bearer, createTestApp, type TestApp } from '../helpers';

type Seeded = Awaited<ReturnType<TestApp['seed']['user']>>;

/** Past PostgreSQL's index-row limit (about 2.7 KB): these used to reach the database and answer 500. */
const LONG = 'a'.repeat(6000);
const longValue = (field: string) => (/email/i.test(field) ? `${LONG}@example.com` : /contact|phone/.test(field) ? '9'.repeat(6000) : LONG);

const place = { countryId: 'IN', countryName: 'India', stateId: 'IN-MH', stateName: 'Maharashtra', cityId: 'IN-MH-Pune', cityName: 'Pune' };
const person = { name: 'Asha Rao', email: 'asha.rao@example.com' };

describe('over-long text is a 400 with a field message on every form', () => {
  let t: TestApp;
  let admin: Seeded;
  let customer: Seeded;
  let dealer: Seeded;
  let brandId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.seed.user({ role: 'ADMIN' });
    customer = await t.seed.user({ role: 'USER' });
    dealer = await t.seed.user({ role: 'DEALER' });
    brandId = (await t.seed.brand()).id;
  });
  afterAll(() => t.close());

  const product = () => ({
    name: 'Ather 450X',
    description: 'A smart scooter',
    vehicleType: 'Scooter',
    brandId,
    images: ['/uploads/a.png'],
    colors: [{ name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/red.png'] }],
    size: 'M',
    transmission: 'Automatic',
    chargerType: 'Type 2',
    accessoriesDesc: 'Helmet',
  });

  /** [form, path, who, valid body, text fields to make too long] */
  const restForms: [string, string, 'guest' | 'admin' | 'customer' | 'dealer', () => Record<string, unknown>, string[]][] = [
    [
      'register',
      '/api/auth/register',
      'guest',
      () => ({ ...person, username: 'asha_r', contact: '9876543210', password: 'Secret@123', role: 'User' }),
      ['name', 'username', 'email', 'contact'],
    ],
    ['login', '/api/auth/login', 'guest', () => ({ email: 'asha@example.com', password: 'Secret@123' }), ['email']],
    ['forgot password', '/api/auth/forgot-password', 'guest', () => ({ email: 'asha@example.com' }), ['email']],
    ['contact', '/api/contact', 'guest', () => ({ ...person, phone: '9876543210', message: 'Hello' }), ['name', 'email', 'phone', 'message']],
    ['career', '/api/career', 'guest', () => ({ ...person, phone: '9876543210', message: 'Hello' }), ['name', 'email', 'phone']],
    [
      'brand',
      '/api/brand',
      'admin',
      () => ({ name: 'Volt', website: 'https://volt.example.com', description: 'EVs', logoUrl: 'https://volt.example.com/logo.png' }),
      ['name', 'website', 'logoUrl', 'description'],
    ],
    [
      'product',
      '/api/product/add',
      'admin',
      product,
      ['name', 'description', 'brandId', 'size', 'transmission', 'chargerType', 'accessoriesDesc', 'offerText'],
    ],
    ['blog', '/api/blog/add', 'admin', () => ({ title: 'Charging', content: 'Use a 15 A socket.', image: '/uploads/a.png' }), ['title', 'image']],
    [
      'location',
      '/api/location/addLocation',
      'admin',
      () => ({ ...place, address1: 'FC Road', address2: 'Lane 2' }),
      ['countryId', 'countryName', 'stateName', 'cityName', 'address1', 'address2'],
    ],
    ['new user', '/api/users', 'admin', () => ({ ...person, contact: '9876543210', role: 'User', password: 'Secret@123' }), ['name', 'email', 'contact']],
    [
      'dealer profile',
      '/api/dealer/profile',
      'dealer',
      () => ({ ...place, shopName: 'Green Wheels', address1: 'FC Road', address2: 'Lane', landmark: 'Station', phone: '9822000111' }),
      ['shopName', 'address1', 'address2', 'landmark', 'cityId'],
    ],
    ['comparison', '/api/product-comparison', 'admin', () => ({ product1Id: 'a', product2Id: 'b' }), ['product1Id', 'product2Id']],
    ['test ride', '/api/test-drive', 'customer', () => ({ productId: 'p', locationId: 'l', shopId: 's' }), ['productId', 'locationId', 'shopId']],
  ];

  const tokenOf = (who: string) => (who === 'admin' ? admin : who === 'customer' ? customer : dealer);

  it.each(restForms.flatMap(([form, path, who, body, fields]) => fields.map((field) => [form, field, path, who, body] as const)))(
    'REST %s: %s',
    async (_form, field, path, who, body) => {
      const req = t.api.post(path).send({ ...body(), [field]: longValue(field) });
      const res = await (who === 'guest' ? req : req.set(bearer(t.tokenFor(tokenOf(who)))));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field]).toMatch(/at most \d+ characters/);
    },
  );

  it('REST profile update refuses an over-long address', async () => {
    const res = await t.api
      .put(`/api/users/${customer.id}/profile`)
      .set(bearer(t.tokenFor(customer)))
      .send({ ...place, contact: '9876543210', address1: LONG });
    expect(res.status).toBe(400);
    expect(res.body.errors.address1).toMatch(/at most 255 characters/);
  });

  const gqlForms: [string, string, 'guest' | 'admin' | 'customer' | 'dealer', () => Record<string, unknown>, string[]][] = [
    [
      'register',
      'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
      'guest',
      () => ({ ...person, username: 'asha_g', contact: '9876543210', password: 'Secret@123', role: 'USER' }),
      ['name', 'username', 'email'],
    ],
    [
      'sendEnquiry',
      'mutation ($input: EnquiryInput!) { sendEnquiry(kind: CONTACT, input: $input) { id } }',
      'guest',
      () => ({ ...person, phone: '9876543210', message: 'Hi' }),
      ['name', 'email', 'message'],
    ],
    [
      'createBrand',
      'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }',
      'admin',
      () => ({ name: 'Volt', logoUrl: 'https://volt.example.com/logo.png', description: 'x' }),
      ['name', 'description'],
    ],
    [
      'createBlog',
      'mutation ($input: BlogInput!) { createBlog(input: $input) { id } }',
      'admin',
      () => ({ title: 'T', content: 'C', image: '/uploads/a.png' }),
      ['title'],
    ],
    [
      'createLocation',
      'mutation ($input: LocationInput!) { createLocation(input: $input) { id } }',
      'admin',
      () => ({ ...place, address1: 'FC Road' }),
      ['address1', 'cityName'],
    ],
    [
      'updateProfile',
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      'customer',
      () => ({ ...place, contact: '9876543210', address1: 'Road' }),
      ['address1', 'contact'],
    ],
    [
      'saveShop',
      'mutation ($input: ShopInput!) { saveShop(input: $input) { id } }',
      'dealer',
      () => ({ ...place, shopName: 'Shop', address1: 'Road', phone: '9822000111' }),
      ['shopName', 'landmark'],
    ],
    [
      'createUser',
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
      'admin',
      () => ({ ...person, contact: '9876543210', role: 'USER', password: 'Secret@123' }),
      ['name', 'email'],
    ],
  ];

  it.each(gqlForms.flatMap(([form, query, who, input, fields]) => fields.map((field) => [form, field, query, who, input] as const)))(
    'GraphQL %s: %s',
    async (_form, field, query, who, input) => {
      const user = who === 'guest' ? undefined : tokenOf(who);
      const run = user ? t.gql.as(user) : t.gql;
      const res = await run(query, { input: { ...input(), [field]: longValue(field) } });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].extensions.fields[field]).toMatch(/at most \d+ characters/);
    },
  );
});
