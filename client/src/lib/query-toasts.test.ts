import { CombinedError, makeOperation, makeResult, type Operation } from 'urql';
import { fromValue, pipe, toPromise } from 'wonka';
import { queryToastExchange, withToasts } from './query-toasts';
import { notify } from './toaster';

const query = (context: object, kind: 'query' | 'mutation' = 'query'): Operation =>
  makeOperation(
    kind,
    { key: 1, query: { kind: 'Document', definitions: [] } as never, variables: {} },
    { url: '/graphql', requestPolicy: 'cache-first', ...context },
  );

/** Runs one answer through the exchange and waits for the lazily loaded toaster. */
async function answer(operation: Operation, result: { data?: object; error?: CombinedError }) {
  const exchange = queryToastExchange({
    forward: () => fromValue(makeResult(operation, { data: result.data, errors: result.error?.graphQLErrors })),
    client: {} as never,
    dispatchDebug: () => {},
  });
  await pipe(exchange(fromValue(operation)), toPromise);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('query toasts', () => {
  let failure: jest.SpyInstance;
  let success: jest.SpyInstance;
  beforeEach(() => {
    failure = jest.spyOn(notify, 'failure').mockImplementation(() => '');
    success = jest.spyOn(notify, 'success').mockImplementation(() => '');
  });
  afterEach(() => jest.restoreAllMocks());

  it("raises the query's failure toast once per failed answer", async () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'Forbidden' }] });
    await answer(query(withToasts({ failure: 'Error fetching blogs' })), { error });
    expect(failure).toHaveBeenCalledTimes(1);
    expect(failure).toHaveBeenCalledWith('Error fetching blogs');
    await answer(query(withToasts({ failure: (e) => `Error: ${e.graphQLErrors[0].message}` })), { error });
    expect(failure).toHaveBeenLastCalledWith('Error: Forbidden');
  });

  it('raises the success toast on an answer, and nothing for queries that ask for none', async () => {
    await answer(query(withToasts({ success: 'Search completed successfully' })), { data: { ok: true } });
    expect(success).toHaveBeenCalledWith('Search completed successfully');
    await answer(query({}), { error: new CombinedError({ graphQLErrors: [{ message: 'x' }] }) });
    expect(failure).not.toHaveBeenCalled();
  });
});
