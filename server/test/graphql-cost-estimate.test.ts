import { LISTS } from '@evbazaar/common';
import { parse } from 'graphql';
import { actualCost } from '../src/graphql/actual-cost';
import { DEFAULT_LIST_SIZE, MUTATION_COST, measureDocument, measureRequest, type RequestShape } from '../src/graphql/limits';
import { useTestApp } from './helpers';

// The documented rule (docs/api/limits.md), figure by figure, on the estimate the guard charges.
const { t } = useTestApp();

function estimate(query: string, variables?: Record<string, unknown>) {
  const shape: RequestShape = { operations: 0, aliases: 0, mutationFields: 0, cost: 0, depth: 0, tooManyTokens: false };
  measureDocument(t.app.graphql.schema, parse(query), variables, undefined, shape);
  return shape.cost;
}

const actual = (query: string, data: unknown) => actualCost(t.app.graphql.schema, parse(query), undefined, data);

describe('the cost estimate', () => {
  it('charges nothing for scalars, root or nested', () => {
    expect(estimate('{ brandCount }')).toBe(0);
    expect(estimate('{ blogCount }')).toBe(0);
  });

  it('charges 1 for an object, plus what it selects', () => {
    expect(estimate('{ me { id name } }')).toBe(1);
    expect(estimate('{ product(id: "x") { id brand { id name } } }')).toBe(1 + 1);
  });

  it('multiplies a list by its page size argument, from the document or the variables', () => {
    expect(estimate('{ blogs(limit: 7) { id } }')).toBe(7);
    expect(estimate('query ($n: Int) { blogs(limit: $n) { id } }', { n: 3 })).toBe(3);
  });

  it('multiplies a list without one by its maximum size', () => {
    expect(estimate('{ blogs { id } }')).toBe(LISTS.blogs.rows);
    expect(estimate('{ countries { id } }')).toBe(LISTS.countries.rows);
    // a nested list no page size reaches: DEFAULT_LIST_SIZE per element
    expect(estimate('{ product(id: "x") { variants { id } } }')).toBe(1 + DEFAULT_LIST_SIZE);
  });

  it("prices the product list's items by filter.limit (the page itself is an object)", () => {
    expect(estimate('{ products(filter: { limit: 7 }) { total items { id } } }')).toBe(1 + 7);
    expect(estimate('{ products(filter: { limit: 7 }) { items { id brand { id } } } }')).toBe(1 + 7 * (1 + 1));
    expect(estimate('{ products { items { id } } }')).toBe(1 + LISTS.products.rows);
  });

  it('charges a mutation 10, plus what it selects below its own object', () => {
    expect(MUTATION_COST).toBe(10);
    expect(estimate('mutation { requestPasswordReset(email: "a@example.com") }')).toBe(10);
    expect(estimate('mutation { sendEnquiry(kind: CONTACT, input: { name: "A", email: "a@b.c", phone: "1", message: "m" }) { id } }')).toBe(10);
    expect(estimate('mutation { reorderFaqs(ids: []) { id } }')).toBe(10 + LISTS.faqs.rows);
  });

  it('gives each operation of a batch its own figure and the guard their sum', () => {
    const shape = measureRequest(t.app.graphql.schema, [{ query: '{ blogs(limit: 2) { id } }' }, { query: '{ me { id } }' }, { query: 'not graphql' }]);
    expect(shape.costs).toEqual([2, 1, 0]);
    expect(shape.cost).toBe(3);
  });
});

describe('the actual cost', () => {
  it('counts what the answer holds by the same rule', () => {
    const query = '{ products(filter: { limit: 50 }) { total items { id brand { id } variants { id } } } }';
    const data = {
      products: {
        total: 2,
        items: [
          { id: '1', brand: { id: 'b' }, variants: [{ id: 'v' }] },
          { id: '2', brand: null, variants: [] },
        ],
      },
    };
    // the page 1, two items 1 each, one brand, one variant
    expect(actual(query, data)).toBe(1 + 2 + 1 + 1);
    expect(actual('{ brandCount }', { brandCount: 3 })).toBe(0);
    expect(actual('{ blogs { id } }', { blogs: [] })).toBe(0);
  });

  it('follows aliases and fragments, and counts a field asked twice once', () => {
    const query = '{ a: blogs { ...B } b: blogs { id } } fragment B on Blog { id author: id }';
    expect(actual(query, { a: [{ id: '1', author: '1' }], b: [{ id: '1' }, { id: '2' }] })).toBe(3);
    expect(actual('{ me { id } me { name } }', { me: { id: '1', name: 'A' } })).toBe(1);
  });

  it('charges a mutation that ran 10, even when it answered null, and nothing refused before running', () => {
    expect(
      actual('mutation { sendEnquiry(kind: CONTACT, input: { name: "A", email: "a@b.c", phone: "1", message: "m" }) { id } }', { sendEnquiry: { id: '1' } }),
    ).toBe(10);
    expect(actual('mutation { requestPasswordReset(email: "a@example.com") }', { requestPasswordReset: null })).toBe(10);
    expect(actual('mutation { requestPasswordReset(email: "a@example.com") }', null)).toBe(0);
  });
});
