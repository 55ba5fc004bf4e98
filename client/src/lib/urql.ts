import { cacheExchange, Client, fetchExchange, type Exchange } from 'urql';
import { queryToastExchange } from './query-toasts';

export interface UrqlOptions {
  /** urql's ssrExchange: collects answers on the server, replays them in the browser's first render */
  ssr?: Exchange;
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
    exchanges: [queryToastExchange, cacheExchange, ...(options.ssr ? [options.ssr] : []), fetchExchange],
    fetchOptions: { headers },
    fetch: options.fetch,
    suspense: options.suspense ?? false,
  });
}
