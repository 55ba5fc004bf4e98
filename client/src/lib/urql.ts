import { authExchange } from '@urql/exchange-auth';
import { persistedExchange } from '@urql/exchange-persisted';
import { cacheExchange, Client, fetchExchange, mapExchange, type Exchange } from 'urql';
import { queryToastExchange } from './query-toasts';
import { secondsLeft } from './session-token';

/** How the client gets the signed-in viewer's token: read at each request, renewed from the session cookie. */
export interface SessionTokens {
  currentToken: () => string | null;
  freshToken: () => Promise<string | null>;
}

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

/** The SHA-256 of a text as 64 hex digits; undefined where Web Crypto is missing (a page on plain http away from localhost). */
export async function sha256Hex(text: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Every operation goes by the SHA-256 of its document (`extensions.persistedQuery`, APQ version 1),
 * never with the document: the server knows them all from the manifest `npm run codegen` builds
 * (docs/decisions/0057). Queries go as GET, so a shared HTTP cache can keep anonymous catalogue
 * reads (POST when the address would pass 2 KB); mutations stay POST. A hash the server does not
 * know is an error, never a retry with the document (enforcePersistedQueries).
 */
const byHash = persistedExchange({
  generateHash: sha256Hex,
  enforcePersistedQueries: true,
  enableForMutation: true,
  preferGetForPersistedQueries: 'within-url-limit',
});

/** A token with less than this left is renewed before a request goes out with it. */
const RENEW_BEFORE_S = 30;

/**
 * Adds the bearer token to each operation, renews it when it is about to expire, and renews it and
 * asks again once when the server answers UNAUTHENTICATED to a signed-in request (docs/decisions/0043).
 */
function sessionAuth(tokens: SessionTokens): Exchange {
  return authExchange(async (utils) => ({
    addAuthToOperation(operation) {
      const token = tokens.currentToken();
      return token ? utils.appendHeaders(operation, { authorization: `Bearer ${token}` }) : operation;
    },
    willAuthError() {
      const token = tokens.currentToken();
      return token !== null && secondsLeft(token) < RENEW_BEFORE_S;
    },
    didAuthError(error) {
      return tokens.currentToken() !== null && error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    },
    async refreshAuth() {
      await tokens.freshToken();
    },
  }));
}

/**
 * One urql client per signed-in user: signing in or out builds a new client, which drops the
 * previous viewer's cached answers (wishlist flags, rides); a renewed token keeps the client.
 * Without `tokens` (the server render) every request is a guest's.
 */
export function createUrqlClient(tokens: SessionTokens | null, options: UrqlOptions = {}): Client {
  return new Client({
    url: '/graphql',
    // the toast exchange first: it sees cached answers too, like the screen does
    exchanges: [
      queryToastExchange,
      cacheExchange,
      ...(options.refetch ? [refetchReplayed(options.refetch)] : []),
      ...(options.ssr ? [options.ssr] : []),
      ...(tokens ? [sessionAuth(tokens)] : []),
      byHash,
      fetchExchange,
    ],
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
