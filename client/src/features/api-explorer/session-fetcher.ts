/** One GraphQL request as GraphiQL sends it. */
export interface ExplorerRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** The session's tokens (lib/session.tsx): the current one, and a renewed one from the refresh cookie. */
export interface ExplorerTokens {
  currentToken: () => string | null;
  freshToken: () => Promise<string | null>;
}

const unauthenticated = (answer: unknown) =>
  Array.isArray((answer as { errors?: unknown })?.errors) &&
  (answer as { errors: { extensions?: { code?: string } }[] }).errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

/**
 * GraphiQL's fetcher: POSTs to /graphql with the signed-in session's bearer token, as the rest of
 * the app does (docs/decisions/0043). A 15-minute token that ran out while the page was open is
 * renewed once from the refresh cookie and the request sent again.
 */
export function sessionFetcher(tokens: ExplorerTokens, send: typeof fetch = (...args) => fetch(...args)) {
  const post = async (request: ExplorerRequest, token: string | null) => {
    const response = await send('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(request),
    });
    return response.json() as Promise<unknown>;
  };
  return async (request: ExplorerRequest): Promise<unknown> => {
    const answer = await post(request, tokens.currentToken());
    if (!unauthenticated(answer)) return answer;
    const renewed = await tokens.freshToken();
    return renewed ? post(request, renewed) : answer;
  };
}
