import { Client, cacheExchange, createRequest, gql, makeErrorResult, makeResult, type Exchange, type Operation } from '@urql/core';
import { filter, map, pipe } from 'wonka';
import { replayUntilLive } from './ssr-replay';

const COMPARE = gql`
  query Compare($slugs: [String!]!) {
    compareProducts(slugs: $slugs) {
      id
    }
  }
`;
const PRODUCT = gql`
  query Product($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`;

const unknownCompare = { slugs: ['ather-450x', 'no-such-thing'] };
const knownProduct = { id: 'p1' };

/** What the server render left in the page: a not-found error and an answer with data. */
const answers = {
  [createRequest(COMPARE, unknownCompare).key]: {
    data: undefined,
    error: { graphQLErrors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }], networkError: undefined },
  },
  [createRequest(PRODUCT, knownProduct).key]: { data: JSON.stringify({ product: { __typename: 'Product', id: 'p1', name: 'Ather 450X' } }) },
};

/** The network, the one outside edge: counts what reaches it and answers with fresh data. */
function network(asked: Operation[]): Exchange {
  return () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation) => {
        asked.push(operation);
        return operation.key === createRequest(COMPARE, unknownCompare).key
          ? makeErrorResult(operation, new Error('network asked'))
          : makeResult(operation, { data: { product: { __typename: 'Product', id: 'p1', name: 'from the network' } } });
      }),
    );
}

function setUp() {
  let markLive!: () => void;
  const live = new Promise<void>((resolve) => (markLive = resolve));
  const asked: Operation[] = [];
  const client = new Client({ url: '/graphql', exchanges: [cacheExchange, replayUntilLive(answers, live), network(asked)] });
  // live, and the answers it lets go dropped (they go once the current script has run)
  return { client, asked, markLive: async () => (markLive(), await live, await new Promise((resolve) => setTimeout(resolve, 0))) };
}

describe('the server render’s answers replayed until the page is live', () => {
  it('gives a not-found answer to every read while the page hydrates, without asking the network', async () => {
    const { client, asked } = setUp();
    for (let read = 0; read < 3; read++) {
      const result = await client.query(COMPARE, unknownCompare).toPromise();
      expect(result.error?.graphQLErrors[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(result.data).toBeUndefined();
    }
    expect(asked).toHaveLength(0);
  });

  it('gives an answer with data, and asks the network for what the server did not answer', async () => {
    const { client, asked } = setUp();
    const product = await client.query(PRODUCT, knownProduct).toPromise();
    expect(product.data).toEqual({ product: { __typename: 'Product', id: 'p1', name: 'Ather 450X' } });
    expect(asked).toHaveLength(0);
    const other = await client.query(PRODUCT, { id: 'p2' }).toPromise();
    expect(other.data?.product.name).toBe('from the network');
    expect(asked.map((operation) => operation.variables)).toEqual([{ id: 'p2' }]);
  });

  it('lets a network-only read through (a signed-in refetch) even before the page is live', async () => {
    const { client, asked } = setUp();
    const fresh = await client.query(PRODUCT, knownProduct, { requestPolicy: 'network-only' }).toPromise();
    expect(fresh.data?.product.name).toBe('from the network');
    expect(asked).toHaveLength(1);
  });

  it('drops an answer once it has been read and the page is live: a later read of the not-found comparison asks the network', async () => {
    const { client, asked, markLive } = setUp();
    await client.query(COMPARE, unknownCompare).toPromise();
    await markLive();
    const later = await client.query(COMPARE, unknownCompare).toPromise();
    expect(later.error?.networkError?.message).toBe('network asked');
    expect(asked).toHaveLength(1);
  });

  it('keeps an answer nobody has read when the page goes live for its first read (a part that hydrates late), then drops it', async () => {
    const { client, asked, markLive } = setUp();
    await markLive();
    const late = await client.query(COMPARE, unknownCompare).toPromise();
    expect(late.error?.graphQLErrors[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(asked).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.query(COMPARE, unknownCompare).toPromise();
    expect(asked).toHaveLength(1);
  });
});
