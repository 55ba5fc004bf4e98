import { sql } from 'drizzle-orm';
import { migrateAcross, rowsOf } from '../../../test/migration-step';
import { type TestApp, useTestApp } from '../../../test/helpers';

type Seeded = Awaited<ReturnType<TestApp['seed']['product']>>;

const LIST = `query($f: ProductFilter) { products(filter: $f) { items { id name price range rangeMax topSpeed charging battery brand { id name } } total page totalPages } }`;
const FACETS = `query($f: ProductFilter) { productFacets(filter: $f) { total brands { id name slug count } price { min max } range { min max } topSpeed { min max } battery { min max } charging { min max } } }`;

/**
 * The shopper's filters: five scooters of two brands and one bike, with specs far enough apart
 * that each filter changes the list; every rule is read through GraphQL and REST alike.
 */
describe('product list: filters, sorts and facets', () => {
  const { t, customer, admin } = useTestApp({ cast: ['customer', 'admin'] });
  const made: Record<string, Seeded> = {};
  let ather: string;
  let ola: string;

  const scooter = (name: string, brandId: string, price: number, specs: Record<string, number | null>, day: number) =>
    t.seed.product({
      name,
      brandId,
      vehicleType: 'scooter',
      createdAt: new Date(Date.UTC(2026, 0, day)),
      colors: [
        { name: 'Base', price, stock: 1, images: ['/uploads/a.png'] },
        { name: 'Dearer', price: price + 5000, stock: 1, images: ['/uploads/b.png'] },
      ],
      ...specs,
    });

  beforeAll(async () => {
    ather = (await t.seed.brand({ name: 'Ather Energy' })).id;
    ola = (await t.seed.brand({ name: 'Ola Electric' })).id;
    made.budget = await scooter('Budget', ola, 79999, { range: 95, rangeMax: 110, topSpeed: 60, battery: 2, charging: 7.5 }, 1);
    made.city = await scooter('City', ather, 109999, { range: 110, rangeMax: 120, topSpeed: 80, battery: 2.9, charging: 5 }, 2);
    made.long = await scooter('Long', ola, 115000, { range: 150, rangeMax: 180, topSpeed: 90, battery: 4, charging: 6 }, 3);
    // no certified range: the highest claimed one counts
    made.claimed = await scooter('Claimed', ather, 119000, { range: null, rangeMax: 130, topSpeed: 85, battery: 3.2, charging: 3 }, 4);
    made.pro = await scooter('Pro', ather, 149999, { range: 160, rangeMax: 195, topSpeed: 120, battery: 4.5, charging: 4 }, 5);
    made.bike = await t.seed.product({
      name: 'Bike',
      brandId: ola,
      vehicleType: 'bike',
      range: 200,
      topSpeed: 110,
      colors: [{ name: 'Red', price: 99999, stock: 1, images: ['/uploads/r.png'] }],
    });
    // popularity: Claimed in two wishlists, City in one
    const other = await t.seed.user({ role: 'USER' });
    await t.seed.wishlist(customer.id, made.claimed.id);
    await t.seed.wishlist(other.id, made.claimed.id);
    await t.seed.wishlist(customer.id, made.city.id);
  });

  const gqlNames = async (filter: Record<string, unknown>) => {
    const res = await t.gql(LIST, { f: { vehicleType: 'SCOOTER', limit: 50, ...filter } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.products.items.map((p: { name: string }) => p.name);
  };
  const restNames = async (query: string) => {
    const res = await t.api.get(`/api/product?vehicleType=scooter&limit=50&${query}`);
    expect(res.status).toBe(200);
    return res.body.data.map((p: { name: string }) => p.name);
  };

  it.each([
    [
      'scooters under ₹1,20,000 with at least 100 km',
      { maxPrice: 120000, minRange: 100, sort: 'RANGE_DESC' },
      'maxPrice=120000&minRange=100&sort=range_desc',
      ['Long', 'Claimed', 'City'],
    ],
    ['one brand', { brandIds: [] as string[], sort: 'PRICE_ASC' }, 'sort=price_asc', ['City', 'Claimed', 'Pro']],
    [
      'a price range on the lowest colour price',
      { minPrice: 109999, maxPrice: 115000, sort: 'PRICE_DESC' },
      'minPrice=109999&maxPrice=115000&sort=price_desc',
      ['Long', 'City'],
    ],
    ['a top speed of at least 85 km/hr', { minTopSpeed: 85, sort: 'PRICE_ASC' }, 'minTopSpeed=85&sort=price_asc', ['Long', 'Claimed', 'Pro']],
    ['a battery of at least 4 kWh', { minBattery: 4, sort: 'PRICE_ASC' }, 'minBattery=4&sort=price_asc', ['Long', 'Pro']],
    ['charging in at most 5 hours', { maxCharging: 5, sort: 'PRICE_ASC' }, 'maxCharging=5&sort=price_asc', ['City', 'Claimed', 'Pro']],
    ['most wishlisted first', { sort: 'POPULAR', maxPrice: 115000 }, 'sort=popular&maxPrice=115000', ['City', 'Long', 'Budget']],
    ['the newest first', { sort: 'NEWEST' }, 'sort=newest', ['Pro', 'Claimed', 'Long', 'City', 'Budget']],
  ])('filters %s, the same through GraphQL and REST', async (_, filter, query, expected) => {
    // brand filter: Ather, set here because the ids exist only after beforeAll
    const gqlFilter = 'brandIds' in filter ? { ...filter, brandIds: [ather] } : filter;
    const restQuery = 'brandIds' in filter ? `${query}&brand=${ather}` : query;
    expect(await gqlNames(gqlFilter)).toEqual(expected);
    expect(await restNames(restQuery)).toEqual(expected);
  });

  it('puts the best rated first through both doors, the more reviews breaking a tie and the unrated last; a new approved review reorders the cached list', async () => {
    const dealer = await t.seed.dealer();
    // real reviews of completed rides, as riders write them
    const review = async (product: Seeded, productRating: number) => {
      const rider = await t.seed.user({ role: 'USER' });
      const ride = await t.seed.testDrive({ userId: rider.id, productId: product.id, dealer, status: 'completed' });
      const res = await t.api.as(rider).post('/api/reviews').send({ testDriveId: ride.id, productRating, shopRating: 4, text: 'Rode it for a day.' });
      expect(res.status).toBe(201);
      return res.body.data._id as string;
    };
    const approve = async (id: string) => expect((await t.api.as(admin).put(`/api/reviews/${id}/status`).send({ status: 'approved' })).status).toBe(200);
    const shown = [await review(made.long, 5), await review(made.city, 4), await review(made.city, 5), await review(made.claimed, 4)];
    const later = [await review(made.budget, 4), await review(made.budget, 4)];
    for (const id of shown) await approve(id);

    // Long 5 (1), City 4.5 (2), Claimed 4 (1); Budget and Pro unrated
    expect((await gqlNames({ sort: 'RATING' })).slice(0, 3)).toEqual(['Long', 'City', 'Claimed']);
    expect((await restNames('sort=rating')).slice(0, 3)).toEqual(['Long', 'City', 'Claimed']);

    for (const id of later) await approve(id);
    // Budget 4 (2) passes Claimed 4 (1) on the count; Pro, unrated, comes last
    expect(await gqlNames({ sort: 'RATING' })).toEqual(['Long', 'City', 'Budget', 'Claimed', 'Pro']);
    expect(await restNames('sort=rating')).toEqual(['Long', 'City', 'Budget', 'Claimed', 'Pro']);
  });

  it('puts the most wishlisted first over the whole list', async () => {
    expect((await gqlNames({ sort: 'POPULAR' })).slice(0, 2)).toEqual(['Claimed', 'City']);
  });

  it('takes several brands, comma-separated on REST and as a list on GraphQL, with the other filters', async () => {
    expect(await gqlNames({ brandIds: [ather, ola], maxCharging: 6, sort: 'PRICE_ASC' })).toEqual(['City', 'Long', 'Claimed', 'Pro']);
    expect(await restNames(`brand=${ather},${ola}&maxCharging=6&sort=price_asc`)).toEqual(['City', 'Long', 'Claimed', 'Pro']);
    // a repeated parameter works too
    expect(await restNames(`brand=${ola}&brand=${ather}&maxCharging=6&sort=price_asc`)).toEqual(['City', 'Long', 'Claimed', 'Pro']);
  });

  it('lists every type when no vehicle type is given', async () => {
    const res = await t.gql(LIST, { f: { minRange: 160, sort: 'RANGE_DESC' } });
    expect(res.body.data.products.items.map((p: { name: string }) => p.name)).toEqual(['Bike', 'Pro']);
    expect((await t.api.get('/api/product?minRange=160&sort=range_desc')).body.data.map((p: { name: string }) => p.name)).toEqual(['Bike', 'Pro']);
  });

  it('counts every match apart from the page, on every page', async () => {
    const first = await t.gql(LIST, { f: { vehicleType: 'SCOOTER', maxPrice: 120000, page: 1, limit: 2, sort: 'PRICE_ASC' } });
    expect(first.body.data.products).toMatchObject({ total: 4, totalPages: 2 });
    const past = await t.api.get('/api/product?vehicleType=scooter&maxPrice=120000&page=9&limit=2');
    expect(past.body).toMatchObject({ data: [], total: 4, page: 9, totalPages: 2 });
    // equal sort keys still page without repeats: the id breaks ties
    const pages = await Promise.all([1, 2, 3].map((page) => t.api.get(`/api/product?vehicleType=scooter&sort=popular&page=${page}&limit=2`)));
    const ids = pages.flatMap((p) => p.body.data.map((d: { _id: string }) => d._id));
    expect(new Set(ids).size).toBe(5);
  });

  it('answers brand counts with the other filters and each field range without its own filter', async () => {
    const gql = await t.gql(FACETS, { f: { vehicleType: 'SCOOTER', brandIds: [ather], maxPrice: 120000 } });
    expect(gql.body.errors).toBeUndefined();
    const facets = gql.body.data.productFacets;
    expect(facets.total).toBe(2);
    // brand counts ignore the brand filter itself: Ola still shows what choosing it would add
    expect(facets.brands).toEqual([
      { id: ather, name: 'Ather Energy', slug: expect.stringMatching(/^ather-energy/), count: 2 },
      { id: ola, name: 'Ola Electric', slug: expect.stringMatching(/^ola-electric/), count: 2 },
    ]);
    // the price range ignores the price filter but keeps the brand
    expect(facets.price).toEqual({ min: 109999, max: 149999 });
    expect(facets.range).toEqual({ min: 110, max: 130 });
    expect(facets.charging).toEqual({ min: 3, max: 5 });

    const rest = await t.api.get(`/api/product/facets?vehicleType=scooter&brand=${ather}&maxPrice=120000`);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toEqual({
      ...facets,
      brands: facets.brands.map((b: { id: string }) => {
        const { id, ...restOfBrand } = b;
        return { _id: id, ...restOfBrand };
      }),
    });
  });

  it('answers empty ranges as null when nothing matches', async () => {
    const res = await t.api.get('/api/product/facets?vehicleType=commercial');
    expect(res.body.data).toMatchObject({ total: 0, brands: [], price: { min: null, max: null } });
  });

  it.each([
    ['minPrice=cheap', 'minPrice', 'Min price must be a number from 0 to 9999999999.99'],
    ['maxCharging=-1', 'maxCharging', 'Max charging must be a number from 0 to 100'],
    ['minRange=1e9', 'minRange', 'Min range must be a number from 0 to 5000'],
    ['minPrice=200000&maxPrice=100000', 'maxPrice', 'Max price must not be below min price'],
    ['sort=cheapest', 'sort', 'Sort must be price_asc, price_desc, range_desc, rating, newest, oldest, popular, name, asc or desc'],
    [`brand=${Array.from({ length: 51 }, (_, i) => `b${i}`).join(',')}`, 'brandIds', 'Brands: at most 50 allowed'],
    [`brand=${'x'.repeat(65)}`, 'brandIds.0', 'Brand must be a list of brand ids'],
  ])('refuses %s with a clear 400 on REST (list and facets)', async (query, field, message) => {
    for (const path of ['/api/product', '/api/product/facets']) {
      const res = await t.api.get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors?.[field]).toBe(message);
    }
  });

  it('refuses bad filters with BAD_USER_INPUT on GraphQL', async () => {
    const res = await t.gql(LIST, { f: { minPrice: -5 } });
    expect(res.body.errors[0]).toMatchObject({ message: 'Min price must be a number from 0 to 9999999999.99', extensions: { code: 'BAD_USER_INPUT' } });
    const facets = await t.gql(FACETS, { f: { minPrice: 5, maxPrice: 1 } });
    expect(facets.body.errors[0]).toMatchObject({
      message: 'Max price must not be below min price',
      extensions: { code: 'BAD_USER_INPUT', fields: { maxPrice: 'Max price must not be below min price' } },
    });
    const brands = await t.gql(LIST, { f: { brandIds: Array.from({ length: 51 }, (_, i) => `b${i}`) } });
    expect(brands.body.errors[0]).toMatchObject({ message: 'Brands: at most 50 allowed', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('serves a card query through fragments with every asked field filled, and the wishlist flag per viewer', async () => {
    const query = `query($f: ProductFilter) { products(filter: $f) { ...Page } }
      fragment Page on ProductPage { items { ...Card ... on Product { wishlisted brand { name } } } total }
      fragment Card on Product { id name images price range rangeMax topSpeed charging vehicleType createdAt }`;
    const res = await t.gql.as(customer)(query, { f: { vehicleType: 'SCOOTER', sort: 'POPULAR', limit: 2 } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.products.items[0]).toEqual({
      id: made.claimed.id,
      name: 'Claimed',
      images: ['/uploads/demo/x.svg'],
      price: 119000,
      range: null,
      rangeMax: 130,
      topSpeed: 85,
      charging: 3,
      vehicleType: 'SCOOTER',
      createdAt: made.claimed.createdAt.toISOString(),
      wishlisted: true,
      brand: { name: 'Ather Energy' },
    });
  });

  it('keeps every spec field of a product in the schema-serialised REST list', async () => {
    const list = await t.api.as(customer).get(`/api/product?vehicleType=scooter&limit=50&variant=true`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(5);
    for (const item of list.body.data) {
      // the detail answer is serialised without a schema: nothing may be missing from the list
      const detail = await t.api.as(customer).get(`/api/product/${item._id}`);
      expect(item).toEqual(detail.body);
    }
    const spec = [
      '_id',
      'name',
      'description',
      'images',
      'vehicleType',
      'colors',
      'variants',
      'topSpeed',
      'rangeMin',
      'rangeMax',
      'range',
      'charging',
      'battery',
      'motorPower',
      'weight',
      'warranty',
      'offerStartDate',
      'offerEndDate',
      'wishlisted',
    ];
    for (const key of spec) expect(list.body.data[0]).toHaveProperty(key);
    expect(list.body.data[0].colors[0]).toEqual({
      _id: expect.any(String),
      name: 'Base',
      code: '#000000',
      price: expect.any(Number),
      stock: 1,
      images: ['/uploads/a.png'],
    });
  });

  it('finds a brand by its slug through both doors, and the slug stays when the brand is renamed', async () => {
    const created = await t.api.as(admin).post('/api/brand').send({ name: 'Simple Energy', logoUrl: 'https://example.com/s.png' });
    expect(created.body.data.slug).toBe('simple-energy');
    const twin = await t.gql.as(admin)('mutation($i: BrandInput!) { createBrand(input: $i) { slug } }', {
      i: { name: 'Simple  Energy!', logoUrl: 'https://example.com/s.png' },
    });
    expect(twin.body.data.createBrand.slug).toBe('simple-energy-2');

    await t.api.as(admin).put(`/api/brand/${created.body.data._id}`).send({ name: 'Simple One', logoUrl: 'https://example.com/s.png' });
    const rest = await t.api.get('/api/brand/slug/simple-energy');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ _id: created.body.data._id, name: 'Simple One', slug: 'simple-energy' });
    const gql = await t.gql('query($s: String!) { brandBySlug(slug: $s) { id name slug } }', { s: 'Simple-Energy' });
    expect(gql.body.data.brandBySlug).toEqual({ id: created.body.data._id, name: 'Simple One', slug: 'simple-energy' });

    expect((await t.api.get('/api/brand/slug/no-such-brand')).status).toBe(404);
    const missing = await t.gql('query($s: String!) { brandBySlug(slug: $s) { id } }', { s: 'x'.repeat(300) });
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('migration 0004: brand slugs', () => {
  it('gives every existing brand a unique slug from its name', async () => {
    const db = await migrateAcross('0008_product_filters_and_brand_slugs', async (handle) => {
      await handle.db.execute(sql`insert into brands (id, name, created_at, updated_at) values
        ('aaaaaaaaaaaaaaaaaaaa0001', 'TVS Motor', now() - interval '2 days', now()),
        ('aaaaaaaaaaaaaaaaaaaa0002', 'tvs  motor!', now() - interval '1 day', now()),
        ('aaaaaaaaaaaaaaaaaaaa0003', '???', now(), now())`);
    });
    try {
      const rows = await rowsOf(db.handle, sql`select id, slug from brands order by id`);
      expect(rows).toEqual([
        { id: 'aaaaaaaaaaaaaaaaaaaa0001', slug: 'tvs-motor' },
        { id: 'aaaaaaaaaaaaaaaaaaaa0002', slug: 'tvs-motor-aaaa0002' },
        { id: 'aaaaaaaaaaaaaaaaaaaa0003', slug: 'brand' },
      ]);
    } finally {
      await db.close();
    }
  });
});
