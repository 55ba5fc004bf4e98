import { comparisons, products } from '../../db/schema';
import { measureRequest } from '../../graphql/limits';
import { useTestApp } from '../../../test/helpers';
import { MAX_COMPARISONS } from './comparisons.service';

describe('the comparisons list is bounded', () => {
  const { t } = useTestApp();

  it(`answers the newest ${MAX_COMPARISONS} of more, through REST and GraphQL`, async () => {
    // 33 products make 528 distinct pairs: more than the cap
    const brand = await t.seed.brand();
    const rows = await t.db
      .insert(products)
      .values(
        Array.from({ length: 33 }, (_, i) => ({
          name: `Cap product ${i}`,
          brandId: brand.id,
          vehicleType: 'scooter' as const,
          price: 100_000,
          description: 'x',
        })),
      )
      .returning({ id: products.id });
    const pairs = rows.flatMap((a, i) => rows.slice(i + 1).map((b) => ({ product1Id: a.id, product2Id: b.id })));
    const start = Date.now() - pairs.length * 1000;
    await t.db.insert(comparisons).values(pairs.slice(0, MAX_COMPARISONS + 5).map((p, i) => ({ ...p, createdAt: new Date(start + i * 1000) })));
    const newest = await t.seed.comparison(rows[31].id, rows[32].id);

    const rest = await t.api.get('/api/product-comparison');
    expect(rest.status).toBe(200);
    expect(rest.body.data).toHaveLength(MAX_COMPARISONS);
    expect(rest.body.data[0]._id).toBe(newest.id);

    const gql = await t.gql('{ comparisons { id product1 { id } } }');
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.comparisons).toHaveLength(MAX_COMPARISONS);
    expect(gql.body.data.comparisons[0].id).toBe(newest.id);
  });

  it('the GraphQL cost estimate counts the list at its cap, each product once per row', () => {
    const shape = measureRequest(t.app.graphql.schema, [{ query: '{ comparisons { id product1 { id } product2 { id } } }' }]);
    expect(shape.cost).toBe(MAX_COMPARISONS * 3);
  });
});
