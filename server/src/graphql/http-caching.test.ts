import Fastify from 'fastify';
import { SHARED_GET_CONTROL } from '../lib/cache/http';
import { registerGraphQLHttpCaching } from './http-caching';

/**
 * The last word on a /graphql GET's Cache-Control, on a real Fastify instance whose route answers
 * as the answer cache would have marked it (SHARED_GET_CONTROL for an anonymous catalogue read):
 * cases the GraphQL schema cannot produce today (a cookie on a read) are made here.
 */
describe('HTTP caching of /graphql GET answers', () => {
  const app = Fastify();
  registerGraphQLHttpCaching(app, '/graphql');
  app.get('/graphql', async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (q.marked) reply.header('cache-control', q.marked);
    if (q.vary) reply.header('vary', q.vary);
    if (q.cookie) reply.header('set-cookie', 'device=abc; HttpOnly');
    if (q.status) reply.status(Number(q.status));
    return q.errors ? { data: null, errors: [{ message: 'no' }] } : { data: { faqs: [] } };
  });
  app.post('/graphql', async (_request, reply) => reply.header('cache-control', 'public, no-cache').send({ data: {} }));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const get = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/graphql?${new URLSearchParams(query)}`, headers });

  it('keeps a clean anonymous catalogue answer shareable, varying by Authorization', async () => {
    const res = await get({ marked: SHARED_GET_CONTROL });
    expect(res.headers['cache-control']).toBe(SHARED_GET_CONTROL);
    expect(res.headers.vary).toBe('Authorization');
    expect((await get({ marked: SHARED_GET_CONTROL, status: '304' })).headers['cache-control']).toBe(SHARED_GET_CONTROL);
  });

  it('takes shareability back from an answer with a cookie, with errors or not 200', async () => {
    for (const query of [{ cookie: '1' }, { errors: '1' }, { status: '404' }, { status: '503' }] as Record<string, string>[]) {
      const res = await get({ marked: SHARED_GET_CONTROL, ...query });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('never stores an anonymous answer that is not a catalogue read', async () => {
    expect((await get({})).headers['cache-control']).toBe('no-store');
  });

  it('keeps a caller with a credential private, even one the answer cache took for a guest (a token that does not verify)', async () => {
    const bearer = { authorization: 'Bearer whatever' };
    expect((await get({ marked: SHARED_GET_CONTROL }, bearer)).headers['cache-control']).toBe('private, no-store');
    expect((await get({}, bearer)).headers['cache-control']).toBe('private, no-store');
    expect((await get({ marked: 'private, no-cache' }, bearer)).headers['cache-control']).toBe('private, no-cache');
  });

  it('adds Authorization to an existing Vary once, and leaves POST answers alone', async () => {
    expect((await get({ vary: 'Accept-Encoding' })).headers.vary).toBe('Accept-Encoding, Authorization');
    expect((await get({ vary: 'Authorization, Accept-Encoding' })).headers.vary).toBe('Authorization, Accept-Encoding');
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: {} });
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toBeUndefined();
  });
});
