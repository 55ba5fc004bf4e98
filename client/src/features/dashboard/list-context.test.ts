import { Client, cacheExchange, createRequest, gql, makeResult, type Exchange, type Operation } from 'urql';
import { filter, map, pipe, subscribe } from 'wonka';
import { listContext } from './list-context';

const USERS = gql`
  query Users($search: String) {
    users(search: $search) {
      items {
        id
        email
      }
    }
  }
`;
const CREATE = gql`
  mutation Create($email: String!) {
    createUser(email: $email) {
      id
      email
    }
  }
`;

/** A fake server: an empty page of users (no User in it), and a created User. Counts the list requests. */
function fakeServer() {
  const listRequests: Operation[] = [];
  const exchange: Exchange = () => (ops$) =>
    pipe(
      ops$,
      filter((op) => op.kind === 'query' || op.kind === 'mutation'),
      map((op) => {
        if (op.kind === 'query') listRequests.push(op);
        const data =
          op.kind === 'query' ? { users: { __typename: 'UserPage', items: [] } } : { createUser: { __typename: 'User', id: 'u1', email: 'new@example.com' } };
        return makeResult(op, { data });
      }),
    );
  return { exchange, listRequests };
}

async function listRequestsAfterCreate(context?: ReturnType<typeof listContext>) {
  const server = fakeServer();
  const client = new Client({ url: '/graphql', exchanges: [cacheExchange, server.exchange] });
  const { unsubscribe } = pipe(
    client.executeQuery(createRequest(USERS, { search: 'new@example.com' }), { ...context, requestPolicy: 'cache-and-network' }),
    subscribe(() => undefined),
  );
  await new Promise((r) => setTimeout(r, 0));
  await client.mutation(CREATE, { email: 'new@example.com' }, { additionalTypenames: ['User'] }).toPromise();
  await new Promise((r) => setTimeout(r, 0));
  unsubscribe();
  return server.listRequests.length;
}

describe('listContext', () => {
  it('names the listed types for the document cache', () => {
    expect(listContext('User')).toEqual({ additionalTypenames: ['User'] });
  });

  it('an empty list is fetched again after a mutation touches its type', async () => {
    expect(await listRequestsAfterCreate(listContext('User'))).toBe(2);
  });

  it('(without it, the empty answer names no type and stays stale)', async () => {
    expect(await listRequestsAfterCreate()).toBe(1);
  });
});
