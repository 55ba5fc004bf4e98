import { buildSchema, execute, parse } from 'graphql';
import { requestedProductColumns } from './requested-columns';

/** The columns the list reads for a query: run it on a tiny schema whose resolver records them. */
function columnsFor(query: string) {
  const schema = buildSchema(`
    type Brand { name: String }
    type Product { id: ID name: String price: Float range: Float brand: Brand variants: [Product] wishlisted: Boolean onRoadPrice: Float }
    type ProductPage { items: [Product] total: Int }
    type Query { products: ProductPage }
  `);
  let seen: string[] | undefined | null = null;
  execute({
    schema,
    document: parse(query),
    rootValue: {
      products: (_: unknown, __: unknown, info: Parameters<typeof requestedProductColumns>[0]) => {
        seen = requestedProductColumns(info);
        return { items: [], total: 0 };
      },
    },
  });
  return seen === undefined ? undefined : [...(seen as unknown as string[])].sort();
}

describe('the product list reads only the columns its answer asks for', () => {
  it('reads the card fields and the keys its relations load by', () => {
    expect(columnsFor('{ products { items { id name price brand { name } variants { id } wishlisted } total } }')).toEqual([
      'brandId',
      'id',
      'name',
      'parentProductId',
      'price',
    ]);
  });

  it('follows fragments and inline fragments', () => {
    expect(columnsFor('{ products { ...P } } fragment P on ProductPage { items { ... on Product { range } ...C } } fragment C on Product { name }')).toEqual([
      'id',
      'name',
      'range',
    ]);
  });

  it('reads the id alone for a count', () => {
    expect(columnsFor('{ products { total } }')).toEqual(['id']);
  });

  it('reads every column when a field it does not know is asked (another area may need any column)', () => {
    expect(columnsFor('{ products { items { name onRoadPrice } } }')).toBeUndefined();
  });
});
