import { NUMERIC_FILTER_KEYS, type NumericFilterKey } from '@evbazaar/common';
import { useTestApp } from '../../../test/helpers';
import { facetsFromSnapshot, fewMatches, loadFacetSnapshot, pageFromSnapshot, snapshotOrder } from './facet-snapshot';
import { createProductListQueries, type ProductFilterQuery, type ProductSortKey } from './products.queries';

// The facets and totals counted in memory must be the database's, for any filter: both are built
// from the one table of what each numeric filter means (common/src/product-filter-options.ts).
describe('facets counted in memory', () => {
  const { t } = useTestApp();
  let brandIds: string[];

  // a seeded generator, so a failure names a filter that can be asked again
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const maybe = (value: number) => (random() < 0.3 ? null : value);

  beforeAll(async () => {
    brandIds = [(await t.seed.brand()).id, (await t.seed.brand()).id, (await t.seed.brand()).id];
    for (let i = 0; i < 40; i++) {
      const price = 50_000 + Math.floor(random() * 20) * 10_000;
      await t.seed.product({
        vehicleType: pick(['scooter', 'bike', 'four-wheeler'] as const),
        brandId: pick(brandIds),
        colors: [{ price }],
        range: maybe(60 + Math.floor(random() * 10) * 20),
        rangeMin: null,
        rangeMax: maybe(80 + Math.floor(random() * 10) * 20),
        topSpeed: maybe(40 + Math.floor(random() * 8) * 10),
        battery: maybe(1 + Math.floor(random() * 6)),
        charging: maybe(2 + Math.floor(random() * 8)),
      });
    }
  });

  const VALUES: Record<NumericFilterKey, number[]> = {
    minPrice: [60_000, 100_000, 150_000],
    maxPrice: [90_000, 120_000, 300_000],
    minRange: [80, 140, 200],
    minTopSpeed: [50, 80],
    minBattery: [2, 4],
    maxCharging: [3, 6],
  };

  function randomFilter(): ProductFilterQuery {
    const query: ProductFilterQuery = {};
    if (random() < 0.8) query.vehicleType = pick(['scooter', 'bike', 'four-wheeler', 'commercial'] as const);
    if (random() < 0.3) query.brandIds = random() < 0.5 ? [pick(brandIds)] : [brandIds[0], brandIds[2], 'no-such-brand'];
    for (const key of NUMERIC_FILTER_KEYS) if (random() < 0.35) query[key] = pick(VALUES[key]);
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) delete query.maxPrice;
    return query;
  }

  it('equal the database, brand by brand and bound by bound, over 200 random filters', async () => {
    const db = t.app.deps.db;
    const sqlLists = createProductListQueries(db);
    const snapshot = await loadFacetSnapshot(db);
    const normal = (facets: Awaited<ReturnType<typeof sqlLists.facets>>) => ({ ...facets, brands: facets.brands.map((b) => ({ ...b })) });
    let nonEmpty = 0;
    for (let i = 0; i < 200; i++) {
      const query = randomFilter();
      const expected = normal(await sqlLists.facets(query));
      expect({ query, facets: facetsFromSnapshot(snapshot, query) }).toEqual({ query, facets: expected });
      expect(facetsFromSnapshot(snapshot, query).total).toBe(await sqlLists.total(query));
      if (expected.total > 0) nonEmpty++;
    }
    // the filters were not all empty ones
    expect(nonEmpty).toBeGreaterThan(40);
  });

  it('give the database’s list pages, in every sort they keep, over 200 random filters and pages', async () => {
    const db = t.app.deps.db;
    const sqlLists = createProductListQueries(db);
    const snapshot = await loadFacetSnapshot(db);
    const sorts: ProductSortKey[] = ['newest', 'oldest', 'price_asc', 'price_desc', 'range_desc', 'name'];
    // rating and popularity change without a product write: the database orders them
    expect(snapshotOrder(snapshot, 'popular', sqlLists.idsInOrder)).toBeUndefined();
    expect(snapshotOrder(snapshot, 'rating', sqlLists.idsInOrder)).toBeUndefined();
    let nonEmpty = 0;
    for (let i = 0; i < 200; i++) {
      const query = randomFilter();
      const sort = pick(sorts);
      const [offset, limit] = pick([
        [0, 12],
        [0, 5],
        [5, 5],
        [10, 3],
        [30, 12],
      ] as const);
      const expected = (await sqlLists.page({ ...query, sort, offset, limit, columns: ['id'] })).map((row) => row.id);
      const order = await snapshotOrder(snapshot, sort, sqlLists.idsInOrder)!;
      const { ids, total } = pageFromSnapshot(snapshot, order, query, offset, limit);
      expect({ query, sort, offset, limit, ids }).toEqual({ query, sort, offset, limit, ids: expected });
      expect(total).toBe(await sqlLists.total(query));
      if (expected.length > 1) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(40);
  });

  it('give the database’s pages in the rating and popular sorts through the service, few matches ordered by key, many by the walk', async () => {
    const db = t.app.deps.db;
    const sqlLists = createProductListQueries(db);
    const snapshot = await loadFacetSnapshot(db);
    let few = 0;
    let many = 0;
    for (let i = 0; i < 120; i++) {
      const query = randomFilter();
      const sort = pick(['rating', 'popular'] as const);
      const [offset, limit] = pick([
        [0, 12],
        [0, 3],
        [3, 3],
        [12, 12],
      ] as const);
      const expected = await sqlLists.page({ ...query, sort, offset, limit, columns: ['id'] });
      const page = await t.app.services.products.list({ ...query, brandIds: query.brandIds, sort, page: offset / limit + 1, limit }, { columns: ['id'] });
      expect({ query, sort, offset, ids: page.items.map((row) => row.id) }).toEqual({ query, sort, offset, ids: expected.map((row) => row.id) });
      expect(page.total).toBe(await sqlLists.total(query));
      if (fewMatches(snapshot, query, offset, limit).ids) few++;
      else many++;
    }
    // both ways were taken
    expect(few).toBeGreaterThan(10);
    expect(many).toBeGreaterThan(10);
  });

  it('serves a page of the list through the service in the asked columns, the database’s order kept', async () => {
    const page = await t.app.services.products.list({ vehicleType: 'scooter', sort: 'price_desc', limit: 4, page: 2 }, { columns: ['name', 'price'] });
    const expected = await createProductListQueries(t.app.deps.db).page({
      vehicleType: 'scooter',
      sort: 'price_desc',
      offset: 4,
      limit: 4,
      columns: ['name', 'price'],
    });
    expect(page.items).toEqual(expected);
    expect(page.items.length).toBeGreaterThan(0);
    expect(Object.keys(page.items[0]).sort()).toEqual(['id', 'name', 'price']);
  });

  it('follows a product write through the catalogue cache, over REST', async () => {
    const before = await t.api.get('/api/product/facets?vehicleType=commercial').expect(200);
    await t.api
      .as(await t.seed.user({ role: 'ADMIN' }))
      .get('/api/product?page=1')
      .expect(200);
    const brand = await t.seed.brand();
    const product = await t.seed.product({ vehicleType: 'commercial', brandId: brand.id, colors: [{ price: 777_000 }] });
    // a write made by a service tells the cache; the factory wrote behind its back, so tell it here
    t.app.deps.catalogue.changed('products', 'brands');
    const after = await t.api.get('/api/product/facets?vehicleType=commercial').expect(200);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    expect(after.body.data.brands).toContainEqual({ _id: brand.id, name: brand.name, slug: brand.slug, count: 1 });
    expect(after.body.data.price.max).toBeGreaterThanOrEqual(777_000);
    expect(product.vehicleType).toBe('commercial');
  });
});
