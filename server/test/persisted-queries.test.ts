import { createHash } from 'node:crypto';
import { MESSAGES } from '@evbazaar/common';
import manifest from '../src/gql/persisted-operations.json';
import { GRAPHQL_LIMITS } from '../src/graphql/limits';
import { SHARED_GET_CONTROL } from '../src/lib/cache/http';
import { clientOperation } from './client-operations';
import { useTestApp, type Actor } from './helpers';

/** An answer without its `extensions.cost` (each caller's own figures: test/graphql-cost.test.ts checks them). */
const withoutCost = ({ extensions: _cost, ...answer }: Record<string, unknown>) => answer;

/**
 * Persisted queries (docs/decisions/0057): the web client sends its operations by the SHA-256 of
 * their documents (manifest: server/src/gql/persisted-operations.json, built by `npm run codegen`),
 * queries as GET; everyone else keeps sending documents.
 */

type Operation = keyof typeof manifest;
const hashOf = (name: Operation) => manifest[name].sha256Hash;
const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('persisted queries', () => {
  const { t, customer } = useTestApp({ cast: ['customer'] });
  let product: Awaited<ReturnType<typeof t.seed.product>>;

  /** GET /graphql as the web client sends it: no document, the hash in `extensions`. */
  const getByHash = (sha256Hash: string, variables: object = {}, user?: Actor, operationName?: string) => {
    const request = (user ? t.api.as(user) : t.api).get('/graphql');
    return request.query({
      ...(operationName ? { operationName } : {}),
      variables: JSON.stringify(variables),
      extensions: JSON.stringify(persisted(sha256Hash)),
    });
  };
  const postByHash = (sha256Hash: string, variables: object = {}, user?: Actor) =>
    (user ? t.api.as(user) : t.api).post('/graphql').send({ variables, extensions: persisted(sha256Hash) });

  beforeAll(async () => {
    const brand = await t.seed.brand({ name: 'Hashbrand' });
    product = await t.seed.product({ name: 'Hashed Scooter', vehicleType: 'scooter', brandId: brand.id });
  });

  it('keeps a manifest whose every hash is the SHA-256 of its document', () => {
    const entries = Object.values(manifest);
    expect(entries.length).toBeGreaterThan(50);
    for (const { sha256Hash, document } of entries) expect(sha256(document)).toBe(sha256Hash);
  });

  it('runs a manifest operation sent by hash alone, by GET and by POST, as its document would run', async () => {
    const variables = { filter: { vehicleType: 'SCOOTER', limit: 12 } };
    const byGet = await getByHash(hashOf('Products'), variables, undefined, 'Products').expect(200);
    expect(byGet.body.errors).toBeUndefined();
    expect(byGet.body.data.products.items.map((p: { name: string }) => p.name)).toEqual(['Hashed Scooter']);
    const byPost = await postByHash(hashOf('Products'), variables).expect(200);
    expect(withoutCost(byPost.body)).toEqual(withoutCost(byGet.body));
    // the same answer a partner gets for the full document
    const full = await t.gql(manifest.Products.document, variables);
    expect(withoutCost(full.body)).toEqual(withoutCost(byGet.body));
  });

  it('answers an unknown hash without a document 400 PERSISTED_QUERY_NOT_FOUND, as APQ clients expect, and runs nothing', async () => {
    for (const res of [await getByHash(sha256('query { faqs { id } }')), await postByHash('f'.repeat(64))]) {
      expect(res.status).toBe(400);
      expect(withoutCost(res.body)).toEqual({ data: null, errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
      expect(res.headers['cache-control'] ?? 'no-store').toMatch(/no-store/);
    }
  });

  it('refuses a hash sent with a document that is not its document', async () => {
    const res = await t.api
      .post('/graphql')
      .send({ query: '{ users { items { email } } }', extensions: persisted(hashOf('Products')) })
      .expect(400);
    expect(res.body.errors).toEqual([{ message: MESSAGES.graphql.persistedQueryMismatch, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } }]);
    expect(res.body.data).toBeNull();
  });

  it('runs a document sent with its own hash (an APQ client sending the document after a miss)', async () => {
    const query = '{ faqs { id } }';
    const res = await t.api
      .post('/graphql')
      .send({ query, extensions: persisted(sha256(query)) })
      .expect(200);
    expect(res.body.data.faqs).toEqual([]);
    // and does not register it: the same hash alone is still unknown
    expect((await postByHash(sha256(query))).body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses a persistedQuery that is not APQ version 1 with a hash', async () => {
    for (const persistedQuery of [{ version: 2, sha256Hash: hashOf('Faqs') }, { version: 1, sha256Hash: 'abc' }, { version: 1 }, null]) {
      const res = await t.api.post('/graphql').send({ extensions: { persistedQuery } }).expect(400);
      expect(res.body.errors[0]).toEqual({ message: MESSAGES.graphql.persistedQueryMalformed, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('integrators keep sending full documents, with or without a GET', async () => {
    const query = '{ brands { name } }';
    expect((await t.gql(query)).body.data.brands.map((b: { name: string }) => b.name)).toContain('Hashbrand');
    expect((await t.api.get('/graphql').query({ query })).body.data.brands.map((b: { name: string }) => b.name)).toContain('Hashbrand');
  });

  it('never runs a mutation sent by GET, by hash or in full', async () => {
    const byHash = await getByHash(hashOf('AddToWishlist'), { productId: product.id }, customer);
    const inFull = await t.api
      .as(customer)
      .get('/graphql')
      .query({ query: manifest.AddToWishlist.document, variables: JSON.stringify({ productId: product.id }) });
    for (const res of [byHash, inFull]) {
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(withoutCost(res.body)).toEqual({ data: null, errors: [{ message: MESSAGES.graphql.mutationByGet, extensions: { code: 'METHOD_NOT_ALLOWED' } }] });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const flag = await postByHash(hashOf('ProductWishlisted'), { id: product.id }, customer).expect(200);
    expect(flag.body.data.product.wishlisted).toBe(false);
    // the same mutation by POST runs
    const added = await postByHash(hashOf('AddToWishlist'), { productId: product.id }, customer).expect(200);
    expect(added.body.data.addToWishlist.wishlisted).toBe(true);
    await t.api
      .as(customer)
      .post('/graphql')
      .send({ query: `mutation { removeFromWishlist(productId: "${product.id}") { id } }` })
      .expect(200);
  });

  it("applies the request guard's limits to a document sent by hash", async () => {
    // mutations are counted over the whole request: the guard must see the documents behind the hashes to count them
    const six = Array.from({ length: GRAPHQL_LIMITS.maxMutationFields + 1 }, () => ({
      variables: { productId: product.id },
      extensions: persisted(hashOf('AddToWishlist')),
    }));
    const tooManyMutations = await t.api.as(customer).post('/graphql').send(six).expect(400);
    expect(tooManyMutations.body.errors[0].message).toBe(MESSAGES.graphql.tooManyMutations(GRAPHQL_LIMITS.maxMutationFields));
    const flag = await postByHash(hashOf('ProductWishlisted'), { id: product.id }, customer).expect(200);
    expect(flag.body.data.product.wishlisted).toBe(false);
    const batch = Array.from({ length: GRAPHQL_LIMITS.maxBatchSize + 1 }, () => ({ extensions: persisted(hashOf('Faqs')) }));
    const tooMany = await t.api.post('/graphql').send(batch).expect(400);
    expect(tooMany.body.errors[0].message).toBe(MESSAGES.graphql.tooManyOperations(GRAPHQL_LIMITS.maxBatchSize));
    // a batch within the limit runs each operation by its hash
    const two = await t.api
      .post('/graphql')
      .send([{ extensions: persisted(hashOf('Faqs')) }, { extensions: persisted(hashOf('HomeBrands')) }])
      .expect(200);
    expect(two.body[0].data.faqs).toEqual([]);
    expect(two.body[1].data.brands.map((b: { name: string }) => b.name)).toContain('Hashbrand');
  });

  describe('HTTP caching of GET answers', () => {
    it('lets a shared cache keep an anonymous catalogue read briefly, apart from signed-in callers', async () => {
      const res = await getByHash(hashOf('Products'), { filter: { limit: 12 } }).expect(200);
      expect(res.headers['cache-control']).toBe(SHARED_GET_CONTROL);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(res.headers.vary).toMatch(/Authorization/);
      expect(res.headers['set-cookie']).toBeUndefined();
      // the same read again comes from the answer cache, with the same header
      const again = await getByHash(hashOf('Products'), { filter: { limit: 12 } }).expect(200);
      expect(again.text).toBe(res.text);
      expect(again.headers['cache-control']).toBe(SHARED_GET_CONTROL);
      // a shared cache revalidating after s-maxage gets a 304 that keeps the answer shareable
      const revalidated = await getByHash(hashOf('Products'), { filter: { limit: 12 } }).set('if-none-match', res.headers.etag);
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers['cache-control']).toBe(SHARED_GET_CONTROL);
      // the same document in full by GET: the same rule (it is the document that is cached, not how it came)
      const full = await t.api.get('/graphql').query({ query: clientOperation('Faqs') });
      expect(full.headers['cache-control']).toBe(SHARED_GET_CONTROL);
    });

    it("keeps a signed-in caller's answers private", async () => {
      const catalogue = await getByHash(hashOf('Products'), { filter: { limit: 12 } }, customer).expect(200);
      expect(catalogue.headers['cache-control']).toMatch(/^private/);
      const own = await getByHash(hashOf('MyProfile'), {}, customer).expect(200);
      expect(own.body.data.me.id).toBe(customer.id);
      expect(own.headers['cache-control']).toBe('private, no-store');
      const flag = await getByHash(hashOf('ProductWishlisted'), { id: product.id }, customer).expect(200);
      expect(flag.headers['cache-control']).toMatch(/^private/);
      // a credential that is not valid is no guest either: its answer is not shared
      const wrong = await t.api
        .get('/graphql')
        .set('authorization', 'Bearer not-a-token')
        .query({ query: clientOperation('Faqs') });
      expect(wrong.headers['cache-control']).not.toMatch(/public/);
    });

    it('never lets a cache keep an anonymous answer that is not a catalogue read or that carries errors', async () => {
      const me = await getByHash(hashOf('MyProfile')).expect(401);
      expect(me.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(me.headers['cache-control']).toBe('no-store');
      const missing = await getByHash(hashOf('ProductDetail'), { id: '00000000-0000-4000-8000-000000000000' });
      expect(missing.body.errors).toBeDefined();
      expect(missing.headers['cache-control']).toBe('no-store');
      const refused = await getByHash(hashOf('Products'), { filter: 'not an object' });
      expect(refused.status).toBe(400);
      expect(refused.headers['cache-control']).toBe('no-store');
    });
  });
});
