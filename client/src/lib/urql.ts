import { cacheExchange, Client, fetchExchange, mapExchange, type Exchange } from 'urql';
import { queryToastExchange } from './query-toasts';

export interface UrqlOptions {
  /** urql's ssrExchange: collects answers on the server, replays them in the browser's first render */
  ssr?: Exchange;
  /** keys of replayed answers to ask for again (they were a guest's; this client has a token) */
  refetch?: Set<string>;
  /** the server render's in-process GraphQL (never the network) */
  fetch?: typeof fetch;
  /** the server render suspends until each query has answered */
  suspense?: boolean;
}

/**
 * One urql client per session token: signing in or out builds a new client, which drops
 * the previous viewer's cached answers (wishlist flags, rides) and carries the new bearer.
 */
export function createUrqlClient(token: string | null, options: UrqlOptions = {}): Client {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return new Client({
    url: '/graphql',
    // the toast exchange first: it sees cached answers too, like the screen does
    exchanges: [
      queryToastExchange,
      cacheExchange,
      ...(options.refetch ? [refetchReplayed(options.refetch)] : []),
      ...(options.ssr ? [options.ssr] : []),
      fetchExchange,
    ],
    fetchOptions: { headers },
    fetch: options.fetch,
    suspense: options.suspense ?? false,
  });
}

/**
 * A replayed answer shows at once, then the query is asked again over the network (once per
 * key) by a query of its own: its answer reaches every screen watching that key, and it does
 * not depend on the screen's subscription being in place yet (urql's staleWhileRevalidate
 * re-asks inside useQuery's first snapshot, and that request is dropped with the snapshot).
 */
function refetchReplayed(keys: Set<string>): Exchange {
  return (input) =>
    mapExchange({
      onOperation(operation) {
        const key = String(operation.key);
        if (operation.kind !== 'query' || !keys.has(key)) return;
        keys.delete(key);
        setTimeout(() => void input.client.query(operation.query, operation.variables, { ...operation.context, requestPolicy: 'network-only' }).toPromise(), 0);
      },
    })(input);
}
