import { cacheExchange, Client, fetchExchange } from 'urql';
import { queryToastExchange } from './query-toasts';

/**
 * One urql client per session token: signing in or out builds a new client, which drops
 * the previous viewer's cached answers (wishlist flags, rides) and carries the new bearer.
 */
export function createUrqlClient(token: string | null): Client {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return new Client({
    url: '/graphql',
    // the toast exchange first: it sees cached answers too, like the screen does
    exchanges: [queryToastExchange, cacheExchange, fetchExchange],
    fetchOptions: { headers },
  });
}
