import { sessionFetcher } from './session-fetcher';

/** A stand-in for the network that records each request and answers from a list. */
function network(answers: unknown[]) {
  const sent: { url: string; authorization?: string; body: unknown }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    sent.push({ url, authorization: headers.authorization, body: JSON.parse(String(init.body)) });
    const answer = answers.shift();
    return { json: async () => answer } as Response;
  }) as typeof fetch;
  return { send, sent };
}

const unauthenticated = { data: null, errors: [{ message: 'Please login', extensions: { code: 'UNAUTHENTICATED' } }] };

describe("the explorer's fetcher", () => {
  it("posts to /graphql with the session's bearer token", async () => {
    const { send, sent } = network([{ data: { me: { id: 'u1' } } }]);
    const fetcher = sessionFetcher({ currentToken: () => 'access-1', freshToken: async () => 'unused' }, send);
    expect(await fetcher({ query: '{ me { id } }', operationName: null })).toEqual({ data: { me: { id: 'u1' } } });
    expect(sent).toEqual([{ url: '/graphql', authorization: 'Bearer access-1', body: { query: '{ me { id } }', operationName: null } }]);
  });

  it('renews an expired token from the session cookie once and asks again', async () => {
    const { send, sent } = network([unauthenticated, { data: { me: { id: 'u1' } } }]);
    const fetcher = sessionFetcher({ currentToken: () => 'expired', freshToken: async () => 'access-2' }, send);
    expect(await fetcher({ query: '{ me { id } }' })).toEqual({ data: { me: { id: 'u1' } } });
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer expired', 'Bearer access-2']);
  });

  it('answers the refusal when the session has ended', async () => {
    const { send, sent } = network([unauthenticated]);
    const fetcher = sessionFetcher({ currentToken: () => 'expired', freshToken: async () => null }, send);
    expect(await fetcher({ query: '{ me { id } }' })).toEqual(unauthenticated);
    expect(sent).toHaveLength(1);
  });
});
