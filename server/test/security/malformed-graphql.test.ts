import { MESSAGES } from '@evbazaar/common';
import { createTestApp, type TestApp } from '../helpers';

/** Records what the app logs at each level while a request runs. */
function captureLogs(t: TestApp) {
  const lines: { level: string; args: unknown[] }[] = [];
  const spies = (['info', 'warn', 'error'] as const).map((level) =>
    jest.spyOn(t.app.log, level).mockImplementation(((...args: unknown[]) => void lines.push({ level, args })) as never),
  );
  return { lines, restore: () => spies.forEach((s) => s.mockRestore()) };
}

describe('malformed GraphQL documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['an empty selection', { query: '{  }' }, 'GRAPHQL_PARSE_FAILED'],
    ['a number', { query: 1 }, 'GRAPHQL_PARSE_FAILED'],
    ['a syntax error', { query: 'query { blogs { id }' }, 'GRAPHQL_PARSE_FAILED'],
    ['no query', {}, 'BAD_USER_INPUT'],
    ['a null query', { query: null }, 'BAD_USER_INPUT'],
    ['a blank query', { query: '   ' }, 'BAD_USER_INPUT'],
    ['an object as query', { query: { a: 1 } }, undefined],
    ['an array of numbers', [1, 2], undefined],
  ])('answers %s with HTTP 400, a client code and no error-level log', async (_label, body, code) => {
    const logs = captureLogs(t);
    try {
      const res = await t.api.post('/graphql').send(body as object);
      expect(res.status).toBe(400);
      const codes = (res.body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
      if (code) expect(codes).toEqual([code]);
      expect(JSON.stringify(res.body)).not.toMatch(/INTERNAL_SERVER_ERROR|\bat .*\.(js|ts):\d+/);
      expect(logs.lines.filter((l) => l.level === 'error')).toEqual([]);
    } finally {
      logs.restore();
    }
  });

  it('answers a non-string query over GET with 400', async () => {
    const res = await t.api.get('/graphql').query({ query: '{' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('logs a refused document at info', async () => {
    const logs = captureLogs(t);
    try {
      await t.api.post('/graphql').send({ query: '{  }' });
      expect(logs.lines.some((l) => l.level === 'info')).toBe(true);
    } finally {
      logs.restore();
    }
  });

  it('keeps the message of a missing query clear', async () => {
    const res = await t.api.post('/graphql').send({ variables: {} });
    expect(res.body.errors[0].message).toBe(MESSAGES.graphql.noQuery);
  });

  it('answers an unknown field with 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const res = await t.api.post('/graphql').send({ query: '{ nope }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
