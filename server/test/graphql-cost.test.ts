import { MESSAGES } from '@evbazaar/common';
import { count } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_GRAPHQL_COST } from '../src/config';
import { blogs, enquiries } from '../src/db/schema';
import { callerOf, retryAfterSeconds } from '../src/graphql/cost';
import PERSISTED from '../src/gql/persisted-operations.json';
import { callerFor } from '../src/modules/audit/audit.service';
import { bearer, useTestApp } from './helpers';

// The cost limits with the real defaults (test apps otherwise get roomy buckets: helpers.ts), on a
// clock of the test's own: time passes only when a test moves it.
let now = Date.parse('2026-03-01T10:00:00Z');
const { t, customer, dealer } = useTestApp({ cast: ['customer', 'dealer'], config: { graphqlCost: DEFAULT_GRAPHQL_COST, clock: () => now, trustProxy: true } });

/** Each test draws on buckets of its own addresses. */
let lastAddress = 0;
const freshAddress = () => `203.0.113.${++lastAddress}`;
const post = (address: string, body: unknown, token?: string) => {
  const req = t.api.post('/graphql').set('x-forwarded-for', address);
  return (token ? req.set(bearer(token)) : req).send(body as object);
};
const probe = async (address: string, token?: string) => (await post(address, { query: '{ __typename }' }, token)).body.extensions.cost;
const enquiryRows = async () => (await t.db.select({ n: count() }).from(enquiries))[0].n;
const SEND_ENQUIRY =
  'mutation { sendEnquiry(kind: CONTACT, input: { name: "Asha Rao", email: "asha@example.com", phone: "9876543210", message: "Hello" }) { id } }';
/** 100 blogs answered in full: costs 100 before and after running */
const HUNDRED_BLOGS = '{ blogs(limit: 100) { id } }';

beforeAll(async () => {
  await t.db
    .insert(blogs)
    .values(Array.from({ length: 100 }, (_, i) => ({ title: `Post ${i}`, content: 'Riding electric.', image: '/uploads/demo/blog.svg' })));
  await t.seed.product();
  await t.seed.product();
});

describe('extensions.cost', () => {
  it('is on every answer: a query, each operation of a batch, an error, a refusal of the guard', async () => {
    const address = freshAddress();
    const status = { maximumAvailable: 1_000, restoreRate: 50 };
    const one = await post(address, { query: '{ blogs(limit: 5) { id } }' });
    expect(one.status).toBe(200);
    expect(one.body.extensions.cost).toEqual({ requestedQueryCost: 5, actualQueryCost: 5, throttleStatus: { ...status, currentlyAvailable: 995 } });

    const batch = await post(address, [{ query: '{ blogs(limit: 2) { id } }' }, { query: '{ brandCount }' }]);
    expect(batch.status).toBe(200);
    expect(batch.body.map((answer: { extensions: { cost: unknown } }) => answer.extensions.cost)).toEqual([
      { requestedQueryCost: 2, actualQueryCost: 2, throttleStatus: { ...status, currentlyAvailable: 993 } },
      { requestedQueryCost: 0, actualQueryCost: 0, throttleStatus: { ...status, currentlyAvailable: 993 } },
    ]);

    // unknown field: refused by validation after the charge, refunded in full
    const invalid = await post(address, { query: '{ blogs(limit: 9) { nope } }' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.extensions.cost).toEqual({ requestedQueryCost: 9, actualQueryCost: 0, throttleStatus: { ...status, currentlyAvailable: 993 } });

    const malformed = await post(address, { query: '{ blogs {' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.extensions.cost).toEqual({ requestedQueryCost: 0, actualQueryCost: 0, throttleStatus: { ...status, currentlyAvailable: 993 } });

    const missing = await t.api.get('/graphql?query=%7B%20brandCount%20%7D').set('x-forwarded-for', address);
    expect(missing.status).toBe(200);
    expect(missing.body.extensions.cost.throttleStatus.currentlyAvailable).toBe(993);
  });

  it('comes from the answer a server-side cache kept, charged what that answer cost', async () => {
    const query = '{ products(filter: { limit: 50 }) { items { id brand { id } } } }';
    const first = await post(freshAddress(), { query });
    const hits = t.app.deps.catalogue.lookups.answers.hit;
    const second = await post(freshAddress(), { query });
    expect(t.app.deps.catalogue.lookups.answers.hit).toBe(hits + 1);
    // the page 1, each of the two products 1 and its brand 1
    const cost = { requestedQueryCost: 1 + 50 * 2, actualQueryCost: 1 + 2 * 2 };
    expect(first.body.extensions.cost).toMatchObject({ ...cost, throttleStatus: { currentlyAvailable: 995 } });
    expect(second.body.extensions.cost).toMatchObject({ ...cost, throttleStatus: { currentlyAvailable: 995 } });
    expect(second.body.data).toEqual(first.body.data);
  });

  it('is on compressed answers too, computed or kept', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await post(freshAddress(), { query: '{ blogs(limit: 100) { id title } }' }).set('accept-encoding', 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body.data.blogs).toHaveLength(100);
      expect(res.body.extensions.cost).toMatchObject({ requestedQueryCost: 100, actualQueryCost: 100, throttleStatus: { currentlyAvailable: 900 } });
    }
  });
});

describe('the charge', () => {
  it('takes the requested cost before running and gives back down to the actual cost after', async () => {
    const address = freshAddress();
    const query = '{ products(filter: { limit: 400 }) { items { id brand { id } } } }';
    const res = await post(address, { query });
    expect(res.body.extensions.cost).toMatchObject({ requestedQueryCost: 801, actualQueryCost: 5, throttleStatus: { currentlyAvailable: 995 } });
    // 995 points are left, yet a request estimated at 997 is refused although it would cost 5:
    // what it may cost is taken before it runs
    const larger = await post(address, { query: '{ products(filter: { limit: 498 }) { items { id brand { id } } } }' });
    expect(larger.status).toBe(429);
    expect(larger.body.extensions.cost).toMatchObject({ requestedQueryCost: 997, actualQueryCost: 0, throttleStatus: { currentlyAvailable: 995 } });
  });

  it('answers 429 THROTTLED with a Retry-After past what is available, and runs nothing (a mutation writes nothing)', async () => {
    const address = freshAddress();
    const nine = `{ ${Array.from({ length: 9 }, (_, i) => `b${i}: blogs(limit: 100) { id }`).join(' ')} }`;
    expect((await post(address, { query: nine })).body.extensions.cost.throttleStatus.currentlyAvailable).toBe(100);
    expect((await post(address, { query: '{ blogs(limit: 95) { id } }' })).body.extensions.cost.throttleStatus.currentlyAvailable).toBe(5);

    const before = await enquiryRows();
    const res = await post(address, { query: SEND_ENQUIRY });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([{ message: MESSAGES.graphql.throttled(10, 5, 1), extensions: { code: 'THROTTLED' } }]);
    expect(res.body.extensions.cost).toEqual({
      requestedQueryCost: 10,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 1_000, currentlyAvailable: 5, restoreRate: 50 },
    });
    expect(await enquiryRows()).toBe(before);

    // a second later 50 more points are there: the mutation runs and costs its 10
    now += 1_000;
    const later = await post(address, { query: SEND_ENQUIRY });
    expect(later.status).toBe(200);
    expect(later.body.extensions.cost).toMatchObject({ requestedQueryCost: 10, actualQueryCost: 10, throttleStatus: { currentlyAvailable: 45 } });
    expect(await enquiryRows()).toBe(before + 1);
  });

  it('says to retry in at most 60 s, however far off the points are', async () => {
    const address = freshAddress();
    await post(address, { query: `{ ${Array.from({ length: 10 }, (_, i) => `b${i}: blogs(limit: 100) { id }`).join(' ')} }` });
    // 1,000 points at 50 a second are 20 s away (the longest wait of any default bucket)
    const res = await post(address, { query: HUNDRED_BLOGS.replace('100', '1000') });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('20');
    // a slower bucket (a setting) is capped; a fraction of a second is a whole one
    expect(retryAfterSeconds(50_000, 0, 1)).toBe(60);
    expect(retryAfterSeconds(10, 9.9, 50)).toBe(1);
  });

  it('answers 400 MAX_COST_EXCEEDED past what the bucket can ever hold, and runs nothing', async () => {
    const address = freshAddress();
    await post(address, { query: '{ blogs(limit: 30) { id } }' });
    const state = t.app.services.geo.states('IN')[0];
    const query = `{ cities(stateId: "${state.id}") { id } }`;
    const res = await post(address, { query });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([{ message: MESSAGES.graphql.tooCostly(2_000, 1_000), extensions: { code: 'MAX_COST_EXCEEDED' } }]);
    expect(res.body.extensions.cost).toEqual({
      requestedQueryCost: 2_000,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 1_000, currentlyAvailable: 970, restoreRate: 50 },
    });
    // a signed-in person's bucket holds 2,000: the same query runs for them
    const signedIn = await post(address, { query }, t.tokenFor(customer));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.extensions.cost.throttleStatus.maximumAvailable).toBe(2_000);
  });
});

describe('whose bucket', () => {
  it('keeps one bucket per address for anonymous callers', async () => {
    const [a, b] = [freshAddress(), freshAddress()];
    await post(a, { query: HUNDRED_BLOGS });
    expect(await probe(a)).toMatchObject({ throttleStatus: { currentlyAvailable: 900 } });
    expect(await probe(b)).toMatchObject({ throttleStatus: { currentlyAvailable: 1_000 } });
  });

  it('keeps one bucket per signed-in person, wherever they call from, with their larger budget', async () => {
    const [a, b] = [freshAddress(), freshAddress()];
    const token = t.tokenFor(await t.seed.user());
    await post(a, { query: HUNDRED_BLOGS }, token);
    expect(await probe(b, token)).toEqual({
      requestedQueryCost: 0,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 2_000, currentlyAvailable: 1_900, restoreRate: 100 },
    });
    // the address's own bucket and another person's are untouched
    expect(await probe(a)).toMatchObject({ throttleStatus: { maximumAvailable: 1_000, currentlyAvailable: 1_000 } });
    expect(await probe(a, t.tokenFor(await t.seed.user()))).toMatchObject({ throttleStatus: { currentlyAvailable: 2_000 } });
  });

  it('keeps one bucket per API key, with the keys budget, before its owner and address', () => {
    const deps = t.app.deps;
    const request = (apiKey: string | null, viewer: typeof customer | null, ip: string) =>
      ({ apiKey: apiKey && { id: apiKey, scopes: [] }, viewer, ip, headers: {} }) as unknown as FastifyRequest;
    const one = callerOf(request('key-1', customer, '198.51.100.1'), deps);
    expect(one?.bucket).toEqual({ maximum: 10_000, restoreRate: 500 });
    expect(callerOf(request('key-1', dealer, '198.51.100.2'), deps)?.key).toBe(one?.key);
    expect(callerOf(request('key-2', customer, '198.51.100.1'), deps)?.key).not.toBe(one?.key);
    expect(callerOf(request(null, customer, '198.51.100.1'), deps)).toMatchObject({ bucket: { maximum: 2_000, restoreRate: 100 } });
    expect(callerOf(request(null, customer, '198.51.100.1'), deps)?.key).not.toBe(one?.key);
    expect(callerOf(request(null, null, '198.51.100.1'), deps)).toMatchObject({ bucket: { maximum: 1_000, restoreRate: 50 } });
  });

  it("charges a real API key's requests to the key's bucket, not its owner's", async () => {
    const address = freshAddress();
    const { secret } = await t.app.services.apiKeys.create(callerFor(dealer), { name: 'Cost probe', scopes: ['CATALOG_READ'] });
    const keyed = await post(address, { query: HUNDRED_BLOGS }, secret);
    expect(keyed.status).toBe(200);
    expect(keyed.body.extensions.cost).toEqual({
      requestedQueryCost: 100,
      actualQueryCost: 100,
      throttleStatus: { maximumAvailable: 10_000, currentlyAvailable: 9_900, restoreRate: 500 },
    });
    // the owner signed in, and the address, have their own buckets, untouched
    expect(await probe(address, t.tokenFor(dealer))).toMatchObject({ throttleStatus: { maximumAvailable: 2_000, currentlyAvailable: 2_000 } });
    expect(await probe(address)).toMatchObject({ throttleStatus: { maximumAvailable: 1_000, currentlyAvailable: 1_000 } });
  });
});

describe('restore', () => {
  it('refills at the restore rate, up to the maximum', async () => {
    const address = freshAddress();
    await post(address, { query: `{ ${Array.from({ length: 10 }, (_, i) => `b${i}: blogs(limit: 100) { id }`).join(' ')} }` });
    expect(await probe(address)).toMatchObject({ throttleStatus: { currentlyAvailable: 0 } });
    now += 2_500;
    expect(await probe(address)).toMatchObject({ throttleStatus: { currentlyAvailable: 125 } });
    now += 60_000;
    expect(await probe(address)).toMatchObject({ throttleStatus: { currentlyAvailable: 1_000 } });
  });
});

describe("the web client's own operations (persisted, by hash)", () => {
  it("are not charged to the address's bucket: shoppers behind one carrier address are not partners; the same document sent whole is", async () => {
    const address = freshAddress();
    const hash = PERSISTED.HomeComparisons.sha256Hash;
    const whole = await post(address, { query: PERSISTED.HomeComparisons.document });
    // its lists without a page size are estimated at their maxima: more than a guest's bucket holds
    expect(whole.status).toBe(400);
    expect(whole.body.errors[0].extensions.code).toBe('MAX_COST_EXCEEDED');
    for (let i = 0; i < 30; i++) {
      const byHash = await post(address, { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
      expect({ i, status: byHash.status, errors: byHash.body.errors }).toEqual({ i, status: 200, errors: undefined });
    }
    // nothing was taken from the address's bucket
    expect((await probe(address)).throttleStatus.currentlyAvailable).toBe(1_000);
    // served from the catalogue cache as stored (with its stored compressed copy when large): nothing stamped on it
    const hits = t.app.deps.catalogue.lookups.answers.hit;
    const cached = await post(address, { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }).set('accept-encoding', 'gzip');
    expect(t.app.deps.catalogue.lookups.answers.hit).toBe(hits + 1);
    expect(cached.body.data.comparisons).toEqual(expect.any(Array));
    expect(cached.body.extensions).toBeUndefined();
  });
});
