import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { bearer, createTestApp, type TestApp } from '../helpers';
import { PUNE } from '../factories';

type Seeded = Awaited<ReturnType<TestApp['seed']['user']>>;
type Who = 'guest' | 'admin' | 'customer' | 'dealer';
type Arb = fc.Arbitrary<unknown>;

/** Hostile values of every JSON kind: empty, huge, NUL, markup, SQL, numbers past any column, nested objects. */
const junk: Arb = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'x'.repeat(6000),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '__proto__',
    '$2b$10$abc',
    '../../etc/passwd',
    '9'.repeat(40),
    '2026-02-31',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1, 0, 2 ** 53, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
/** Hostile strings only: they pass GraphQL's own type check and reach the service's validation. */
const junkText: Arb = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', 'a\u0000b', 'x'.repeat(6000), "' or 1=1 --", '9'.repeat(40), 'not-an-id', '2026-02-31'),
);

/** A body whose every field is its valid value or a hostile one, and may be left out. */
function form(valid: Record<string, unknown>, hostile: Arb): Arb {
  return fc.record(
    Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [key, fc.oneof({ weight: 2, arbitrary: fc.constant(value) }, { weight: 3, arbitrary: hostile })]),
    ),
    { requiredKeys: [] },
  );
}

interface Target {
  name: string;
  who: Who;
  arbitrary: Arb;
  send(t: TestApp, token: string | undefined, input: unknown): Promise<{ status: number; text: string; refused: boolean }>;
}

const STACK = /\n\s+at |\.(ts|js):\d+|node_modules|Failed query|TypeError|ReferenceError/;

describe('fuzzing the public and signed-in writes', () => {
  let t: TestApp;
  const users: Record<Exclude<Who, 'guest'>, Seeded> = {} as never;
  let ids: { brand: string; product: string; location: string; shop: string; ride: string };

  beforeAll(async () => {
    t = await createTestApp();
    users.admin = await t.seed.user({ role: 'ADMIN' });
    users.customer = await t.seed.user({ role: 'USER' });
    const dealer = await t.seed.dealer();
    users.dealer = dealer.user;
    const brand = await t.seed.brand();
    const product = await t.seed.product({ brandId: brand.id });
    await t.seed.availability(dealer.shop.id, product.id, true);
    const ride = await t.seed.testDrive({ userId: users.customer.id, productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id });
    ids = { brand: brand.id, product: product.id, location: dealer.location.id, shop: dealer.shop.id, ride: ride.id };
  });
  afterAll(() => t.close());

  /** Rows in every table that a refused write could half-write. */
  const rowCounts = async () =>
    JSON.stringify(
      await t.db.execute(
        sql`select (select count(*) from users) u, (select count(*) from brands) b, (select count(*) from products) p, (select count(*) from product_colors) pc,
            (select count(*) from comparisons) c, (select count(*) from wishlist_items) w, (select count(*) from blogs) bl, (select count(*) from locations) l,
            (select count(*) from enquiries) e, (select count(*) from shops) s, (select count(*) from shop_products) sp, (select count(*) from test_drives) td`,
      ),
    );

  const rest =
    (method: 'post' | 'put' | 'delete', path: (input: Record<string, unknown>) => string, body = true) =>
    async (tt: TestApp, token: string | undefined, input: unknown) => {
      const req = tt.api[method](path((input ?? {}) as Record<string, unknown>));
      const res = await (token ? req.set(bearer(token)) : req).send(body ? (input as object) : undefined);
      return { status: res.status, text: res.text, refused: res.status >= 400 };
    };
  const gql = (query: string) => async (tt: TestApp, token: string | undefined, variables: unknown) => {
    const req = tt.api.post('/graphql').send({ query, variables });
    const res = await (token ? req.set(bearer(token)) : req);
    return { status: res.status, text: res.text, refused: res.status >= 400 || Boolean(res.body?.errors?.length) };
  };
  /** Any generated value as one URL path segment (objects without a prototype included). */
  const segment = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const idPath =
    (prefix: string, key = 'id') =>
    (input: Record<string, unknown>) =>
      `${prefix}${segment(input[key])}`;

  function targets(): Target[] {
    const person = { name: 'Asha Rao', email: 'fuzz.asha@example.com' };
    const place = { ...PUNE, address1: 'FC Road' };
    const color = { name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/red.png'] };
    const product = {
      name: 'Fuzz EV',
      description: 'Fast',
      vehicleType: 'Scooter',
      brandId: ids.brand,
      images: ['/uploads/a.png'],
      colors: [color],
      topSpeed: 90,
    };
    const gqlProduct = { ...product, vehicleType: 'SCOOTER' };
    const enquiry = { ...person, phone: '9876543210', message: 'Hello' };
    const fakeId = fc.oneof(fc.constant(ids.product), junkText);
    return [
      {
        name: 'REST register',
        who: 'guest',
        arbitrary: form({ ...person, username: 'asha_fuzz', contact: '9876543210', password: 'Secret@123', role: 'User' }, junk),
        send: rest('post', () => '/api/auth/register'),
      },
      {
        name: 'REST login',
        who: 'guest',
        arbitrary: form({ email: users.customer.email, password: 'wrong-password' }, junk),
        send: rest('post', () => '/api/auth/login'),
      },
      {
        name: 'REST reset password',
        who: 'guest',
        arbitrary: form({ newPassword: 'Secret@1234', confirmPassword: 'Secret@1234', resetToken: 'abc' }, junk),
        send: rest('post', () => '/api/auth/reset-password'),
      },
      { name: 'REST contact', who: 'guest', arbitrary: form(enquiry, junk), send: rest('post', () => '/api/contact') },
      { name: 'REST career', who: 'guest', arbitrary: form(enquiry, junk), send: rest('post', () => '/api/career') },
      {
        name: 'REST brand',
        who: 'admin',
        arbitrary: form({ name: 'Volt', website: 'https://v.example.com', description: 'd', logoUrl: 'https://v.example.com/l.png' }, junk),
        send: rest('post', () => '/api/brand'),
      },
      {
        name: 'REST product add',
        who: 'admin',
        arbitrary: form({ ...product, brand: { _id: ids.brand } }, junk),
        send: rest('post', () => '/api/product/add'),
      },
      { name: 'REST product edit', who: 'admin', arbitrary: form({ ...product, id: ids.product }, junk), send: rest('put', idPath('/api/product/edit/')) },
      {
        name: 'REST blog',
        who: 'admin',
        arbitrary: form({ title: 'T', content: 'C', image: '/uploads/a.png' }, junk),
        send: rest('post', () => '/api/blog/add'),
      },
      { name: 'REST location', who: 'admin', arbitrary: form(place, junk), send: rest('post', () => '/api/location/addLocation') },
      {
        name: 'REST new user',
        who: 'admin',
        arbitrary: form({ ...person, contact: '9876543210', role: 'User', password: 'Secret@123' }, junk),
        send: rest('post', () => '/api/users'),
      },
      {
        name: 'REST comparison',
        who: 'admin',
        arbitrary: form({ product1Id: ids.product, product2Id: 'other' }, junk),
        send: rest('post', () => '/api/product-comparison'),
      },
      { name: 'REST delete brand by junk id', who: 'admin', arbitrary: fc.record({ id: junkText }), send: rest('delete', idPath('/api/brand/'), false) },
      {
        name: 'REST profile',
        who: 'customer',
        arbitrary: form({ ...place, contact: '9876543210' }, junk),
        send: rest('put', () => `/api/users/${users.customer.id}/profile`),
      },
      {
        name: 'REST book ride',
        who: 'customer',
        arbitrary: form({ productId: ids.product, locationId: ids.location, shopId: ids.shop }, junk),
        send: rest('post', () => '/api/test-drive'),
      },
      {
        name: 'REST wishlist',
        who: 'customer',
        arbitrary: fc.record({ productId: fakeId, action: fc.oneof(fc.constantFrom('add', 'remove'), junkText) }),
        send: rest('post', (i) => `/api/users/${users.customer.id}/wishlist/${segment(i.productId)}?action=${segment(i.action)}`, false),
      },
      {
        name: 'REST dealer profile',
        who: 'dealer',
        arbitrary: form({ ...place, shopName: 'Shop', phone: '9822000111' }, junk),
        send: rest('post', () => '/api/dealer/profile'),
      },
      {
        name: 'REST availability',
        who: 'dealer',
        arbitrary: form({ productId: ids.product, isAvailable: true }, junk),
        send: rest('post', () => '/api/dealer/product-availability'),
      },
      {
        name: 'REST ride status',
        who: 'dealer',
        arbitrary: form({ status: 'confirmed', id: ids.ride }, junk),
        send: rest('put', (i) => `/api/test-drive/${segment(i.id)}/status`),
      },
      {
        name: 'GraphQL register',
        who: 'guest',
        arbitrary: fc.record({ input: form({ ...person, username: 'asha_gfuzz', contact: '9876543210', password: 'Secret@123', role: 'USER' }, junkText) }),
        send: gql('mutation ($input: RegisterInput!) { register(input: $input) { id } }'),
      },
      {
        name: 'GraphQL enquiry',
        who: 'guest',
        arbitrary: fc.record({ input: form(enquiry, junkText) }),
        send: gql('mutation ($input: EnquiryInput!) { sendEnquiry(kind: CAREER, input: $input) { id } }'),
      },
      {
        name: 'GraphQL reset password',
        who: 'guest',
        arbitrary: fc.record({ input: form({ newPassword: 'Secret@1234', confirmPassword: 'Secret@1234', resetToken: 'abc' }, junkText) }),
        send: gql('mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }'),
      },
      {
        name: 'GraphQL product',
        who: 'admin',
        arbitrary: fc.record({ input: form(gqlProduct, junk) }),
        send: gql('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }'),
      },
      {
        name: 'GraphQL brand update',
        who: 'admin',
        arbitrary: fc.record({ id: fakeId, input: form({ name: 'B', logoUrl: 'https://v.example.com/l.png' }, junkText) }),
        send: gql('mutation ($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { id } }'),
      },
      {
        name: 'GraphQL location',
        who: 'admin',
        arbitrary: fc.record({ input: form(place, junkText) }),
        send: gql('mutation ($input: LocationInput!) { createLocation(input: $input) { id } }'),
      },
      {
        name: 'GraphQL profile',
        who: 'customer',
        arbitrary: fc.record({ input: form({ ...place, contact: '9876543210' }, junkText) }),
        send: gql('mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }'),
      },
      {
        name: 'GraphQL book ride',
        who: 'customer',
        arbitrary: fc.record({ input: form({ productId: ids.product, locationId: ids.location, shopId: ids.shop }, junkText) }),
        send: gql('mutation ($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id } }'),
      },
      {
        name: 'GraphQL wishlist',
        who: 'customer',
        arbitrary: fc.record({ productId: fakeId }),
        send: gql('mutation ($productId: ID!) { addToWishlist(productId: $productId) { id } }'),
      },
      {
        name: 'GraphQL dealer profile',
        who: 'dealer',
        arbitrary: fc.record({ input: form({ ...place, shopName: 'Shop', phone: '9822000111' }, junkText) }),
        send: gql('mutation ($input: ShopInput!) { saveShop(input: $input) { id } }'),
      },
      {
        name: 'GraphQL ride status',
        who: 'dealer',
        arbitrary: fc.record({ id: fc.oneof(fc.constant(ids.ride), junkText), status: fc.constantFrom('PENDING', 'CONFIRMED', 'nope') }),
        send: gql('mutation ($id: ID!, $status: TestDriveStatus!) { setTestDriveStatus(id: $id, status: $status) { id } }'),
      },
    ];
  }

  it('answers 2,000+ generated inputs without a 5xx, a stack or a half-written row', async () => {
    const all = targets();
    const tokens = Object.fromEntries(Object.entries(users).map(([who, u]) => [who, t.tokenFor(u)]));
    const seenTargets = new Set<string>();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(...all.map((target) => target.arbitrary.map((input) => ({ name: target.name, input })))), async ({ name, input }) => {
        const target = all.find((x) => x.name === name)!;
        runs += 1;
        seenTargets.add(target.name);
        const before = await rowCounts();
        const res = await target.send(t, tokens[target.who], input);
        expect({ target: target.name, status: res.status < 500 ? 'below 500' : res.status }).toEqual({ target: target.name, status: 'below 500' });
        expect(res.text).not.toMatch(STACK);
        if (res.refused) expect({ target: target.name, rows: await rowCounts() }).toEqual({ target: target.name, rows: before });
      }),
      { numRuns: 2100, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
    expect(runs).toBeGreaterThanOrEqual(2000);
    expect(seenTargets.size).toBe(all.length);
  }, 240_000);
});
