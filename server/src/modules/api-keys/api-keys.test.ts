import { MESSAGES } from '@evbazaar/common';
import { eq } from 'drizzle-orm';
import { apiKeys, users } from '../../db/schema';
import PERSISTED from '../../gql/persisted-operations.json';
import { DEFAULT_LIMITS } from '../../lib/limits/settings';
import { bearer, useTestApp, type SeededUser } from '../../../test/helpers';
import { isWellFormedSecret, newSecret } from './secret';

/** An answer without its `extensions.cost` (each caller's own figures: test/graphql-cost.test.ts checks them). */
const withoutCost = ({ extensions: _cost, ...answer }: Record<string, unknown>) => answer;

const CREATE = `mutation Create($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name prefix scopes createdAt lastUsedAt expiresAt revokedAt } }
}`;

describe('API keys: a credential for integrations that acts as its owner, narrowed to its scopes', () => {
  const { t, dealer, admin, customer, superadmin } = useTestApp({
    cast: ['dealer', 'admin', 'customer', 'superadmin'],
    // the address budget of failed logins, small enough to reach; X-Forwarded-For names the address in these tests
    config: {
      limits: { ...DEFAULT_LIMITS, loginFailuresPerIp: 3 },
      trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      // an endpoint on this machine (nothing listens there: the worker waits an hour between rounds)
      webhooks: { pollMs: 3_600_000, retryBaseMs: 30_000, leaseMs: 60_000, allowPrivateNetworks: true },
    },
  });
  let address = 0;
  /** A fresh client address per test, so the failure budget of one test never spends another's. */
  const nextAddress = () => `203.0.113.${++address}`;

  const createKey = async (owner: SeededUser, scopes: string[], extra: Record<string, unknown> = {}) => {
    const res = await t.gql.as(owner)(CREATE, { input: { name: `Key ${scopes.join('+')}`, scopes, ...extra } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createApiKey as { secret: string; apiKey: { id: string; prefix: string; scopes: string[] } };
  };
  const gqlWithKey = (secret: string, query: string, variables?: Record<string, unknown>, ip = nextAddress()) =>
    t.api.post('/graphql').set(bearer(secret)).set('x-forwarded-for', ip).send({ query, variables });

  it('shows the secret once, in its evb_ shape with a checksum, and stores only its hash', async () => {
    const { secret, apiKey } = await createKey(dealer, ['RIDES_READ', 'CATALOG_READ', 'RIDES_READ']);
    expect(secret).toMatch(/^evb_[A-Za-z0-9]{38}$/);
    expect(isWellFormedSecret(secret)).toBe(true);
    // one character changed breaks the checksum
    const last = secret.at(-1) === 'A' ? 'B' : 'A';
    expect(isWellFormedSecret(secret.slice(0, -1) + last)).toBe(false);
    expect(apiKey.prefix).toBe(secret.slice(0, 12));
    // the same scope twice is one scope, kept in the table's order
    expect(apiKey.scopes).toEqual(['CATALOG_READ', 'RIDES_READ']);

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await t.gql.as(dealer)('{ myApiKeys { id prefix scopes revokedAt } }');
    expect(list.body.data.myApiKeys).toEqual(
      expect.arrayContaining([{ id: apiKey.id, prefix: apiKey.prefix, scopes: ['CATALOG_READ', 'RIDES_READ'], revokedAt: null }]),
    );
    expect(JSON.stringify(list.body)).not.toContain(secret);
    // the type has no field that could give the secret back
    expect((await t.gql.as(dealer)('{ myApiKeys { secret } }')).status).toBe(400);
  });

  it('is for dealers and admins: a customer is refused, a guest must sign in, bad input gets its message', async () => {
    expect((await t.gql.as(customer)(CREATE, { input: { name: 'Mine', scopes: ['CATALOG_READ'] } })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(CREATE, { input: { name: 'Mine', scopes: ['CATALOG_READ'] } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const refusal = async (input: Record<string, unknown>) => (await t.gql.as(admin)(CREATE, { input })).body.errors[0];
    expect(await refusal({ name: '  ', scopes: ['CATALOG_READ'] })).toMatchObject({
      message: MESSAGES.apiKeys.nameRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await refusal({ name: 'x'.repeat(81), scopes: ['CATALOG_READ'] })).message).toBe(MESSAGES.apiKeys.nameTooLong(80));
    expect((await refusal({ name: 'No scope', scopes: [] })).message).toBe(MESSAGES.apiKeys.scopesRequired);
    expect((await refusal({ name: 'Forever', scopes: ['CATALOG_READ'], expiresInDays: 0 })).message).toBe(MESSAGES.apiKeys.expiryInvalid(365));
    expect((await refusal({ name: 'Forever', scopes: ['CATALOG_READ'], expiresInDays: 366 })).message).toBe(MESSAGES.apiKeys.expiryInvalid(365));
    expect((await refusal({ name: 'Odd', scopes: ['EVERYTHING'] })).extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it("a dealer's RIDES_READ key lists that shop's rides, through both doors, but cannot confirm one (403 naming RIDES_WRITE)", async () => {
    const shop = await t.seed.dealer();
    const other = await t.seed.dealer();
    const ride = await t.seed.testDrive({ dealer: shop });
    await t.seed.testDrive({ dealer: other });
    const { secret } = await createKey(shop.user, ['RIDES_READ']);

    const listed = await gqlWithKey(secret, '{ dealerTestDrives { id } }');
    expect(withoutCost(listed.body)).toEqual({ data: { dealerTestDrives: [{ id: ride.id }] } });
    const rest = await t.api.get('/api/test-drive/dealer').set(bearer(secret)).expect(200);
    expect(JSON.stringify(rest.body)).toContain(ride.id);

    // a persisted query (the web client's own, sent by hash) is checked like a document sent whole
    const catalogueOnly = await createKey(shop.user, ['CATALOG_READ']);
    const byHash = await t.api
      .post('/graphql')
      .set(bearer(catalogueOnly.secret))
      .send({ extensions: { persistedQuery: { version: 1, sha256Hash: PERSISTED.DealerTestDrives.sha256Hash } } });
    expect({ status: byHash.status, message: byHash.body.errors?.[0]?.message }).toEqual({ status: 403, message: MESSAGES.apiKeys.missingScope('RIDES_READ') });
    const byHashWithScope = await t.api
      .post('/graphql')
      .set(bearer(secret))
      .send({ extensions: { persistedQuery: { version: 1, sha256Hash: PERSISTED.DealerTestDrives.sha256Hash } } });
    expect(byHashWithScope.body.data.dealerTestDrives.map((r: { id: string }) => r.id)).toEqual([ride.id]);

    const confirm = await gqlWithKey(secret, `mutation { setTestDriveStatus(id: "${ride.id}", status: CONFIRMED) { id status } }`);
    expect(confirm.status).toBe(403);
    expect(confirm.body.errors[0]).toMatchObject({ message: MESSAGES.apiKeys.missingScope('RIDES_WRITE'), extensions: { code: 'FORBIDDEN' } });
    const restConfirm = await t.api.put(`/api/test-drive/${ride.id}/status`).set(bearer(secret)).send({ status: 'Confirmed' });
    expect(restConfirm.status).toBe(403);
    expect(restConfirm.body.message).toBe(MESSAGES.apiKeys.missingScope('RIDES_WRITE'));
    // nothing ran
    expect((await t.gql.as(shop.user)('{ dealerTestDrives { id status } }')).body.data.dealerTestDrives).toEqual([{ id: ride.id, status: 'PENDING' }]);

    // with RIDES_WRITE the same key's owner confirms it
    const writer = await createKey(shop.user, ['RIDES_WRITE']);
    const confirmed = await gqlWithKey(writer.secret, `mutation { setTestDriveStatus(id: "${ride.id}", status: CONFIRMED) { status } }`);
    expect(withoutCost(confirmed.body)).toEqual({ data: { setTestDriveStatus: { status: 'CONFIRMED' } } });
  });

  it("never does more than its owner's role: a dealer's CATALOG_WRITE key cannot add a brand; public reads need CATALOG_READ", async () => {
    const { secret } = await createKey(dealer, ['CATALOG_WRITE']);
    const brand = await gqlWithKey(secret, 'mutation { createBrand(input: { name: "Keyed", logoUrl: "/uploads/demo/brand.svg" }) { id } }');
    // the scope passes; the owner's role refuses, as it would the dealer signed in
    expect(brand.body.errors[0]).toMatchObject({ message: MESSAGES.auth.forbidden, extensions: { code: 'FORBIDDEN' } });
    expect(brand.body.data).toBeNull();

    // the answer is in the catalogue cache already: the scope is checked before the cache can serve it
    await t.gql('{ brands { id } }');
    await t.api.get('/api/brand').expect(200);
    const noRead = await gqlWithKey(secret, '{ brands { id } }');
    expect(noRead.status).toBe(403);
    expect(noRead.body.errors[0].message).toBe(MESSAGES.apiKeys.missingScope('CATALOG_READ'));
    expect((await t.api.get('/api/brand').set(bearer(secret))).body.message).toBe(MESSAGES.apiKeys.missingScope('CATALOG_READ'));

    const reader = await createKey(dealer, ['CATALOG_READ']);
    await t.seed.brand();
    const anonymous = await t.gql('{ brands { id name } }');
    expect(withoutCost((await gqlWithKey(reader.secret, '{ brands { id name } }')).body)).toEqual(withoutCost(anonymous.body));
    // a fragment at the root is checked like a field
    const spread = await gqlWithKey(secret, 'query { ...Root } fragment Root on Query { brands { id } }');
    expect(spread.body.errors[0].message).toBe(MESSAGES.apiKeys.missingScope('CATALOG_READ'));
  });

  it('cannot create keys, change a password or a role, whatever its scopes', async () => {
    const all = ['CATALOG_READ', 'CATALOG_WRITE', 'RIDES_READ', 'RIDES_WRITE', 'SHOP_WRITE', 'WEBHOOKS'];
    const { secret } = await createKey(admin, all);
    const attempts = [
      [CREATE, { input: { name: 'Child', scopes: ['CATALOG_READ'] } }],
      ['mutation { updateProfile(input: { name: "X", password: "Another-pass-123", confirmPassword: "Another-pass-123" }) { id } }', undefined],
      [`mutation { updateUser(id: "${customer.id}", input: { role: ADMIN }) { id } }`, undefined],
      ['{ myApiKeys { id } }', undefined],
    ] as const;
    for (const [query, variables] of attempts) {
      const res = await gqlWithKey(secret, query, variables as Record<string, unknown> | undefined);
      expect({ query, status: res.status, message: res.body.errors?.[0]?.message }).toEqual({ query, status: 403, message: MESSAGES.apiKeys.sessionOnly });
    }
    const profile = await t.api.put(`/api/users/${admin.id}/profile`).set(bearer(secret)).send({ password: 'Another-pass-123' });
    expect(profile.status).toBe(403);
    const [owner] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, customer.id));
    expect(owner.role).toBe('USER');
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.name, 'Child'))).toEqual([]);
  });

  it('a revoked, expired or unknown key is a 401 on public calls too, and revocation is at once', async () => {
    const { secret, apiKey } = await createKey(admin, ['CATALOG_READ']);
    expect((await gqlWithKey(secret, '{ brands { id } }')).status).toBe(200);
    expect((await t.api.get('/api/brand').set(bearer(secret))).status).toBe(200);

    const revoked = await t.gql.as(admin)(`mutation { revokeApiKey(id: "${apiKey.id}") { id revokedAt } }`);
    expect(revoked.body.data.revokeApiKey.revokedAt).toEqual(expect.any(String));
    const afterRevoke = await gqlWithKey(secret, '{ brands { id } }');
    expect(afterRevoke.status).toBe(401);
    expect(withoutCost(afterRevoke.body)).toEqual({ data: null, errors: [{ message: MESSAGES.apiKeys.revoked, extensions: { code: 'UNAUTHENTICATED' } }] });
    // nothing ran, and the answer says so, as every GraphQL answer does
    expect(afterRevoke.body.extensions.cost.actualQueryCost).toBe(0);
    expect((await t.api.get('/api/brand').set(bearer(secret))).body).toEqual({ message: MESSAGES.apiKeys.revoked });
    // revoking again answers the key as it is; another person's key is not found
    expect((await t.gql.as(admin)(`mutation { revokeApiKey(id: "${apiKey.id}") { revokedAt } }`)).body.data.revokeApiKey.revokedAt).toBe(
      revoked.body.data.revokeApiKey.revokedAt,
    );
    expect((await t.gql.as(dealer)(`mutation { revokeApiKey(id: "${apiKey.id}") { id } }`)).body.errors[0].message).toBe(MESSAGES.apiKeys.notFound);

    const expiring = await createKey(admin, ['CATALOG_READ'], { expiresInDays: 1 });
    expect((await gqlWithKey(expiring.secret, '{ brands { id } }')).status).toBe(200);
    // a day passes: the key's expiry moved into the past behind the service's back, so every instance's cache is told
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.apiKey.id));
    t.app.deps.catalogue.changed('apiKeys');
    const expired = await gqlWithKey(expiring.secret, '{ brands { id } }');
    expect({ status: expired.status, message: expired.body.errors[0].message }).toEqual({ status: 401, message: MESSAGES.apiKeys.expired });

    for (const unknown of [newSecret(), 'evb_short', `${secret.slice(0, -1)}${secret.at(-1) === 'x' ? 'y' : 'x'}`]) {
      const res = await gqlWithKey(unknown, '{ brands { id } }');
      expect({ status: res.status, message: res.body.errors[0].message }).toEqual({ status: 401, message: MESSAGES.apiKeys.invalid });
    }
  });

  it("acts with its owner's current role: a demoted owner's key loses the admin's operations at once", async () => {
    const owner = await t.seed.user({ role: 'ADMIN' });
    const { secret } = await createKey(owner, ['CATALOG_WRITE', 'CATALOG_READ']);
    const create = (name: string) => gqlWithKey(secret, `mutation { createFaq(input: { title: "${name}?", desc: "Yes." }) { id } }`);
    expect((await create('Before')).body.errors).toBeUndefined();
    const demoted = await t.gql.as(superadmin)(
      `mutation { updateUser(id: "${owner.id}", input: { name: "Owner", email: "${owner.email}", contact: "9876543210", role: DEALER }) { id role } }`,
    );
    expect(demoted.body.errors).toBeUndefined();
    expect((await create('After')).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('unknown keys share the failed-login budget of their address: past it, 429 for keys and passwords alike', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 3; i++) expect((await gqlWithKey(newSecret(), '{ brands { id } }', undefined, ip)).status).toBe(401);
    const refused = await gqlWithKey(newSecret(), '{ brands { id } }', undefined, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const login = await t.api.post('/api/auth/login').set('x-forwarded-for', ip).send({ email: dealer.email, password: 'wrong-password-1' });
    expect(login.status).toBe(429);
    // a working key is served, from another address and from this one: successes are never what a limit counts
    const { secret } = await createKey(dealer, ['CATALOG_READ']);
    expect((await gqlWithKey(secret, '{ brands { id } }')).status).toBe(200);
    expect((await gqlWithKey(secret, '{ brands { id } }', undefined, ip)).status).toBe(200);
    expect((await gqlWithKey(newSecret(), '{ brands { id } }', undefined, ip)).status).toBe(429);
  });

  it("shares the anonymous catalogue answers: a dealer's key reads the product list from the cache, a customer's wishlist flags never", async () => {
    await t.seed.product();
    const { secret } = await createKey(dealer, ['CATALOG_READ']);
    const lookups = t.app.deps.catalogue.lookups.answers;
    const anonymous = await t.api.get('/api/product?page=1&limit=12').expect(200);
    const hitsBefore = lookups.hit;
    const keyed = await t.api.get('/api/product?page=1&limit=12').set(bearer(secret)).expect(200);
    expect(lookups.hit).toBe(hitsBefore + 1);
    expect(withoutCost(keyed.body)).toEqual(withoutCost(anonymous.body));
    // the answer is the dealer's to keep, not a shared cache's
    expect(keyed.headers['cache-control']).toMatch(/private/);
    const customerHits = lookups.hit;
    await t.api.as(customer).get('/api/product?page=1&limit=12').expect(200);
    expect(lookups.hit).toBe(customerHits);
  });

  it("manages its owner's webhook endpoints with WEBHOOKS, and nothing of them without it", async () => {
    const create = 'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/hooks", events: [TEST_RIDE_BOOKED] }) { endpoint { id url } } }';
    const { secret } = await createKey(dealer, ['WEBHOOKS']);
    const made = await gqlWithKey(secret, create);
    expect(made.body.errors).toBeUndefined();
    const listed = await t.gql.as(dealer)('{ webhookEndpoints { id } }');
    expect(listed.body.data.webhookEndpoints).toEqual([{ id: made.body.data.createWebhookEndpoint.endpoint.id }]);
    const reader = await createKey(dealer, ['RIDES_READ']);
    const refused = await gqlWithKey(reader.secret, '{ webhookEndpoints { id } }');
    expect({ status: refused.status, message: refused.body.errors[0].message }).toEqual({ status: 403, message: MESSAGES.apiKeys.missingScope('WEBHOOKS') });
  });

  it('records the last use at most once a minute', async () => {
    const { secret, apiKey } = await createKey(dealer, ['CATALOG_READ']);
    const lastUsed = async () => (await t.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, apiKey.id)))[0].at;
    expect(await lastUsed()).toBeNull();
    await gqlWithKey(secret, '{ brands { id } }');
    await t.app.deps.background.settled();
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await gqlWithKey(secret, '{ brands { id } }');
    await t.app.deps.background.settled();
    expect(await lastUsed()).toEqual(first);
    const listed = await t.gql.as(dealer)('{ myApiKeys { id lastUsedAt } }');
    expect(listed.body.data.myApiKeys.find((k: { id: string }) => k.id === apiKey.id).lastUsedAt).toBe(first!.toISOString());
  });

  it('keeps at most 20 live keys per person', async () => {
    const owner = await t.seed.user({ role: 'DEALER' });
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await createKey(owner, ['CATALOG_READ']));
    const over = await t.gql.as(owner)(CREATE, { input: { name: 'One too many', scopes: ['CATALOG_READ'] } });
    expect(over.body.errors[0]).toMatchObject({ message: MESSAGES.apiKeys.tooMany(20), extensions: { code: 'CONFLICT' } });
    await t.gql.as(owner)(`mutation { revokeApiKey(id: "${made[0].apiKey.id}") { id } }`);
    expect((await t.gql.as(owner)(CREATE, { input: { name: 'Room again', scopes: ['CATALOG_READ'] } })).body.errors).toBeUndefined();
  });
});
