import { seedCatalogue } from '../../db/seed/catalogue';
import { useTestApp } from '../../../test/helpers';

const SUGGEST = `query($q: String!, $limit: Int) {
  productSuggestions(query: $q, limit: $limit) { id name slug vehicleType price brand { id name } }
}`;
const COMPARE = 'query($s: [String!]!) { compareProducts(slugs: $s) { id name slug range } }';

type Suggestion = { _id: string; name: string; slug: string; brand: { _id: string; name: string } | null; vehicleType: string; price: number };

/** Typo-tolerant search, product slugs and the compare page's reads, on the demo catalogue. */
describe('search and compare', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });
  let byName: Map<string, { id: string; slug: string; name: string }>;

  beforeAll(async () => {
    byName = await seedCatalogue(t.db, new Map());
  });

  const restNames = async (q: string) => {
    const res = await t.api.get(`/api/product/suggest?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (res.body.data as Suggestion[]).map((s) => s.name);
  };
  const gqlNames = async (q: string) => {
    const res = await t.gql(SUGGEST, { q });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data.productSuggestions as { name: string }[]).map((s) => s.name);
  };

  describe('suggestions', () => {
    it.each([
      ['athr 450', /^Ather 450/, 'Ather 450X'],
      ['ola s1', /^Ola S1/, 'Ola S1 Pro'],
      ['nexon', /^Tata Nexon EV/, 'Tata Nexon EV'],
      ['athr', /^Ather/, 'Ather 450X'],
      ['tvs iqbe', /^TVS iQube/, 'TVS iQube'],
    ])('"%s" suggests the closest vehicles first, through both doors', async (q, first, included) => {
      for (const names of [await restNames(q), await gqlNames(q)]) {
        expect(names[0]).toMatch(first);
        expect(names).toContain(included);
        expect(names.length).toBeLessThanOrEqual(8);
      }
    });

    it('ranks the exact model above its siblings', async () => {
      expect((await restNames('ather 450x'))[0]).toBe('Ather 450X');
      expect((await gqlNames('Tata Nexon EV Long Range'))[0]).toBe('Tata Nexon EV Long Range');
    });

    it('matches the brand name alone ("ather energy"), its vehicles first, and answers the spec shape', async () => {
      const res = await t.api.get('/api/product/suggest?q=ather%20energy');
      const ather = byName.get('Ather 450X')!;
      expect(res.body.data.length).toBeGreaterThanOrEqual(4);
      // Ather's four scooters come before anything of "Simple Energy"
      for (const s of (res.body.data as Suggestion[]).slice(0, 4)) expect(s.brand?.name).toBe('Ather Energy');
      expect(res.body.data).toContainEqual({
        _id: ather.id,
        name: 'Ather 450X',
        slug: 'ather-450x',
        brand: { _id: expect.any(String), name: 'Ather Energy' },
        vehicleType: 'scooter',
        price: 146999,
      });
    });

    it('answers at most 8, or fewer when asked', async () => {
      expect((await t.api.get('/api/product/suggest?q=tata&limit=50')).body.data.length).toBeLessThanOrEqual(8);
      expect((await t.api.get('/api/product/suggest?q=ev&limit=2')).body.data).toHaveLength(2);
      expect((await t.gql(SUGGEST, { q: 'ev', limit: 100 })).body.data.productSuggestions.length).toBeLessThanOrEqual(8);
    });

    it('suggests nothing for under 2 characters or for gibberish', async () => {
      expect(await restNames('a')).toEqual([]);
      expect(await gqlNames(' ')).toEqual([]);
      expect(await restNames('zzqxw')).toEqual([]);
    });

    it('refuses an over-long text or a bad limit with 400, never a 500', async () => {
      const long = 'x'.repeat(101);
      const rest = await t.api.get(`/api/product/suggest?q=${long}`);
      expect(rest.status).toBe(400);
      expect(rest.body.message).toBe('Search must be at most 100 characters');
      expect((await t.api.get('/api/product/suggest?q=ola&limit=0')).status).toBe(400);
      expect((await t.api.get('/api/product/suggest?q=ola&q=ather')).status).toBe(400);
      const gql = await t.gql(SUGGEST, { q: long });
      expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('takes LIKE wildcards literally', async () => {
      expect(await restNames('%%%%')).toEqual([]);
    });
  });

  describe('the results list (q on the product list)', () => {
    it('lists typo-tolerant matches closest first, through both doors', async () => {
      const rest = await t.api.get('/api/product?q=athr%20450&limit=3');
      expect(rest.status).toBe(200);
      expect(rest.body.data[0].name).toMatch(/^Ather 450/);
      expect(rest.body.total).toBeGreaterThanOrEqual(3);
      const gql = await t.gql('query($f: ProductFilter) { products(filter: $f) { total items { name } } }', { f: { q: 'nexon', vehicleType: 'FOUR_WHEELER' } });
      expect(gql.body.data.products.items[0].name).toBe('Tata Nexon EV');
      expect(gql.body.data.products.items.every((p: { name: string }) => /nexon/i.test(p.name))).toBe(true);
    });

    it('counts what its pages hold, alone and beside another filter, and its facets agree', async () => {
      for (const filter of ['q=ather', 'q=ather&vehicleType=scooter', 'q=tata']) {
        const pages = [];
        for (let page = 1; page <= 20; page++) {
          const res = await t.api.get(`/api/product?${filter}&limit=2&page=${page}`).expect(200);
          pages.push(...res.body.data.map((p: { _id: string }) => p._id));
          if (page >= res.body.totalPages) {
            expect({ filter, total: res.body.total }).toEqual({ filter, total: pages.length });
            break;
          }
        }
        expect({ filter, distinct: new Set(pages).size }).toEqual({ filter, distinct: pages.length });
        // a short first page is not the case tried here: the count is the one asked for
        expect({ filter, manyPages: pages.length > 2 }).toEqual({ filter, manyPages: true });
        const facets = await t.api.get(`/api/product/facets?${filter}`).expect(200);
        expect({ filter, total: facets.body.data.total }).toEqual({ filter, total: pages.length });
      }
    });

    it('keeps a chosen sort', async () => {
      const res = await t.api.get('/api/product?q=ather&sort=price_asc&limit=100');
      const prices = res.body.data.map((p: { price: number }) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('keeps the plain search as it was (ILIKE on name and brand)', async () => {
      const res = await t.api.get('/api/product?search=energy&limit=100');
      expect(res.body.data.every((p: { brand: { name: string } }) => /energy/i.test(p.brand.name))).toBe(true);
    });
  });

  describe('slugs', () => {
    const payload = (brandId: string, name: string) => ({
      name,
      description: 'A test scooter',
      vehicleType: 'scooter',
      brandId,
      images: ['/uploads/a.png'],
      colors: [{ name: 'Red', code: '#ff0000', price: 150000, stock: 3, images: ['/uploads/red.png'] }],
    });

    it('gives every demo product a readable slug', () => {
      expect(byName.get('Ola S1 Pro')!.slug).toBe('ola-s1-pro');
      expect(byName.get('Matter Aera 5000+')!.slug).toBe('matter-aera-5000');
    });

    it('makes unique slugs on create, even for equal names, and a new one on rename', async () => {
      const brand = await t.seed.brand({ name: 'Slug Motors' });
      const first = await t.api.as(admin).post('/api/product/add').send(payload(brand.id, 'Slug Rider'));
      const second = await t.gql.as(admin)('mutation($i: ProductInput!) { createProduct(input: $i) { id slug } }', {
        i: { ...payload(brand.id, 'Slug Rider'), vehicleType: 'SCOOTER' },
      });
      expect(first.body.data.slug).toBe('slug-rider');
      expect(second.body.data.createProduct.slug).toBe('slug-rider-2');

      const kept = await t.api
        .as(admin)
        .put(`/api/product/edit/${first.body.data._id}`)
        .send({ ...payload(brand.id, 'Slug Rider'), description: 'Changed' });
      expect(kept.body.data.slug).toBe('slug-rider');
      const renamed = await t.api.as(admin).put(`/api/product/edit/${first.body.data._id}`).send(payload(brand.id, 'Slug Rider Max'));
      expect(renamed.body.data.slug).toBe('slug-rider-max');
    });

    it('opens a product by slug or by id, through both doors', async () => {
      const ather = byName.get('Ather 450X')!;
      for (const key of [ather.slug, ather.id]) {
        const rest = await t.api.get(`/api/product/${key}`);
        expect(rest.body).toMatchObject({ _id: ather.id, slug: 'ather-450x' });
        const gql = await t.gql('query($id: ID!) { product(id: $id) { id slug } }', { id: key });
        expect(gql.body.data.product).toEqual({ id: ather.id, slug: 'ather-450x' });
      }
      expect((await t.api.get('/api/product/no-such-scooter')).status).toBe(404);
      expect((await t.gql('{ product(id: "no-such-scooter") { id } }')).body.errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });

  describe('compare', () => {
    const three = ['ather-450x', 'ola-s1-pro', 'tvs-iqube'];

    it('reads up to four vehicles by slug in the order given, through both doors', async () => {
      const gql = await t.gql(COMPARE, { s: three });
      expect(gql.body.data.compareProducts.map((p: { slug: string }) => p.slug)).toEqual(three);
      const rest = await t.api.get(`/api/product/compare?slugs=${three.join(',')}`);
      expect(rest.status).toBe(200);
      expect(rest.body.data.map((p: { slug: string }) => p.slug)).toEqual(three);
      expect(rest.body.data[0]).toMatchObject({ name: 'Ather 450X', colors: expect.any(Array), brand: { name: 'Ather Energy' } });
    });

    it('accepts an id in place of a slug', async () => {
      const ola = byName.get('Ola S1 Pro')!;
      const res = await t.api.get(`/api/product/compare?slugs=ather-450x,${ola.id}`);
      expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Ather 450X', 'Ola S1 Pro']);
    });

    it('refuses more than four or none with 400, and an unknown slug with 404', async () => {
      const five = [...three, 'tata-nexon-ev', 'simple-one'];
      const rest = await t.api.get(`/api/product/compare?slugs=${five.join(',')}`);
      expect(rest.status).toBe(400);
      expect(rest.body.message).toBe('Compare up to 4 vehicles at a time');
      expect((await t.gql(COMPARE, { s: five })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect((await t.api.get('/api/product/compare')).status).toBe(400);
      expect((await t.api.get('/api/product/compare?slugs=ather-450x,nope')).status).toBe(404);
      expect((await t.gql(COMPARE, { s: ['nope'] })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });
});
