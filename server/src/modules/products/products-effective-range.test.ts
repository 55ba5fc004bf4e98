import { effectiveRange } from '@evbazaar/common';
import { SYSTEM_CALLER } from '../audit/audit.service';
import { type TestApp, useTestApp } from '../../../test/helpers';

type Seeded = Awaited<ReturnType<TestApp['seed']['product']>>;

const LIST = `query($f: ProductFilter) { products(filter: $f) { items { name range rangeMin rangeMax effectiveRange } } }`;
const FACETS = `query($f: ProductFilter) { productFacets(filter: $f) { range { min max } } }`;

/**
 * One effective range (decision 0031): the certified range, else the highest claimed. The list's
 * "longest range first" and minimum-range filter, the GraphQL field and the REST answers all read
 * it; before, the SQL took coalesce(range, rangeMax) while the compare page fell back to rangeMin,
 * so a product claiming only a minimum range sorted last yet compared as the longest.
 */
describe('effective range: one definition for sorting, filtering and every answer', () => {
  const { t } = useTestApp();
  const made: Record<string, Seeded> = {};

  beforeAll(async () => {
    const seed = (name: string, ranges: { range: number | null; rangeMin: number | null; rangeMax: number | null }) =>
      t.seed.product({ name, vehicleType: 'commercial', ...ranges });
    made.certified = await seed('Certified', { range: 120, rangeMin: 90, rangeMax: 200 });
    made.span = await seed('Span', { range: null, rangeMin: 90, rangeMax: 150 });
    made.onlyMin = await seed('Only Min', { range: null, rangeMin: 140, rangeMax: null });
    made.none = await seed('No Range', { range: null, rangeMin: null, rangeMax: null });
  });

  const names = (items: { name: string }[]) => items.map((p) => p.name);

  it('GraphQL answers Product.effectiveRange as the kernel computes it', async () => {
    const res = await t.gql(LIST, { f: { vehicleType: 'COMMERCIAL', sort: 'NAME' } });
    const items = res.body.data.products.items;
    expect(items).toHaveLength(4);
    for (const p of items) expect(p.effectiveRange).toBe(effectiveRange(p));
    expect(Object.fromEntries(items.map((p: { name: string; effectiveRange: number }) => [p.name, p.effectiveRange]))).toEqual({
      Certified: 120,
      Span: 150,
      'Only Min': 140,
      'No Range': null,
    });
  });

  it('longest range first sorts on it, products without any range last, through both doors', async () => {
    const order = ['Span', 'Only Min', 'Certified', 'No Range'];
    const gql = await t.gql(LIST, { f: { vehicleType: 'COMMERCIAL', sort: 'RANGE_DESC' } });
    expect(names(gql.body.data.products.items)).toEqual(order);
    const rest = await t.api.get('/api/product?vehicleType=commercial&sort=range_desc');
    expect(names(rest.body.data)).toEqual(order);
    expect(rest.body.data.map((p: { effectiveRange: number | null }) => p.effectiveRange)).toEqual([150, 140, 120, null]);
  });

  it('the minimum-range filter and the range facet use it', async () => {
    const gql = await t.gql(LIST, { f: { vehicleType: 'COMMERCIAL', minRange: 130, sort: 'RANGE_DESC' } });
    expect(names(gql.body.data.products.items)).toEqual(['Span', 'Only Min']);
    const rest = await t.api.get('/api/product?vehicleType=commercial&minRange=130&sort=range_desc');
    expect(names(rest.body.data)).toEqual(['Span', 'Only Min']);
    const facets = await t.gql(FACETS, { f: { vehicleType: 'COMMERCIAL' } });
    expect(facets.body.data.productFacets.range).toEqual({ min: 120, max: 150 });
  });

  it('the product answer carries it on both doors and follows an edit of the ranges', async () => {
    const detail = await t.api.get(`/api/product/${made.onlyMin.id}`);
    expect(detail.body.effectiveRange).toBe(140);
    await t.app.services.products.update(SYSTEM_CALLER, made.onlyMin.id, {
      name: 'Only Min',
      description: 'An electric vehicle',
      vehicleType: 'commercial',
      brandId: made.onlyMin.brandId!,
      images: ['/uploads/demo/x.svg'],
      colors: [{ name: 'Black', code: '#000000', price: 100000, stock: 5, images: ['/uploads/demo/x.svg'] }],
      rangeMin: 140,
      range: 210,
    });
    const one = await t.gql(`query($id: ID!) { product(id: $id) { effectiveRange } }`, { id: made.onlyMin.id });
    expect(one.body.data.product.effectiveRange).toBe(210);
    const sorted = await t.gql(LIST, { f: { vehicleType: 'COMMERCIAL', sort: 'RANGE_DESC' } });
    expect(names(sorted.body.data.products.items)[0]).toBe('Only Min');
  });
});
