import { eq, sql } from 'drizzle-orm';
import { apiKeys, auditEvents, blogs, comparisons, mailOutbox, pricingRates, productRatings, reviews, users, webhookDeliveries } from '../../db/schema';
import { type Actor, type TestApp, bearer, useTestApp } from '../../../test/helpers';

// the workers' own polls are kept out of the way: nothing is sent while these tests look
const QUIET_OUTBOX = { pollMs: 3_600_000, retryBaseMs: 50, maxAttempts: 3, leaseMs: 300_000 };
const QUIET_WEBHOOKS = { pollMs: 3_600_000, retryBaseMs: 10, leaseMs: 60_000, allowPrivateNetworks: false };

const AUDIT_EVENTS = `query($filter: AuditEventFilter, $limit: Int) {
  auditEvents(filter: $filter, limit: $limit) {
    total
    items { action actor { type id name role } targets { type id label } changes { field from to } }
  }
}`;

type GraphQLEvent = { changes: { field: string }[] };

/** The events about one record as an admin reads them through GraphQL, oldest first, each one's changes by field name. */
async function eventsViaGraphQL(t: TestApp, admin: Actor, targetType: string, targetId: string) {
  const res = await t.gql.as(admin)(AUDIT_EVENTS, { filter: { targetType, targetId }, limit: 100 });
  expect(res.body.errors).toBeUndefined();
  const items: GraphQLEvent[] = res.body.data.auditEvents.items;
  return items.reverse().map((e) => ({ ...e, changes: [...e.changes].sort((a, b) => a.field.localeCompare(b.field)) }));
}

/** The same through REST, oldest first. */
async function eventsViaRest(t: TestApp, admin: Actor, targetType: string, targetId: string) {
  const res = await t.api.as(admin).get(`/api/audit?targetType=${targetType}&targetId=${targetId}&limit=100`);
  expect(res.status).toBe(200);
  return [...res.body.data].reverse();
}

/**
 * A database trigger that refuses to store events of the named actions: with it the change an event
 * records must fail too, which is what "written in the same transaction" promises. The trigger lives
 * in this file's own database only.
 */
async function installRefusals(t: TestApp) {
  await t.db.execute(sql`CREATE TABLE audit_refused_actions (action text PRIMARY KEY)`);
  await t.db.execute(
    sql.raw(`CREATE FUNCTION audit_refuse_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM audit_refused_actions WHERE action = NEW.action) THEN
    RAISE EXCEPTION 'audit event % refused', NEW.action;
  END IF;
  RETURN NEW;
END $$`),
  );
  await t.db.execute(sql`CREATE TRIGGER audit_refuse_listed BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_refuse_listed()`);
}

/** Runs `act` while events of `action` cannot be stored; no event of it is left behind. */
async function withEventRefused<T>(t: TestApp, action: string, act: () => Promise<T>): Promise<T> {
  await t.db.execute(sql`INSERT INTO audit_refused_actions (action) VALUES (${action})`);
  const before = await countOf(t, action);
  try {
    return await act();
  } finally {
    await t.db.execute(sql`DELETE FROM audit_refused_actions WHERE action = ${action}`);
    expect(await countOf(t, action)).toBe(before);
  }
}

async function countOf(t: TestApp, action: string) {
  return (await t.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.action, action))).length;
}

/** Every stored event as one text, to search for values that must never be in it. */
async function allEventsText(t: TestApp) {
  return JSON.stringify(await t.db.select().from(auditEvents));
}

describe('the audit trail records moderation, retries, keys, content, prices and accounts in their transactions', () => {
  const { t, admin } = useTestApp({ cast: ['admin'], config: { outbox: QUIET_OUTBOX, webhooks: QUIET_WEBHOOKS } });
  const adminActor = () => ({ type: 'user', id: admin.id, name: admin.name, role: 'ADMIN' });
  const about = (key: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.targetKeys} @> ARRAY[${key}]::text[]`)
      .orderBy(auditEvents.occurredAt, auditEvents.id);

  beforeAll(() => installRefusals(t));

  it('review moderation: approved over REST, hidden over GraphQL, each with the review, its product and its shop', async () => {
    const dealer = await t.seed.dealer();
    const product = await t.seed.product();
    const customer = await t.seed.user({ role: 'USER', name: 'Meera Iyer', email: 'meera.reviewer@example.com', contact: '9811122233' });
    const ride = await t.seed.testDrive({
      userId: customer.id,
      productId: product.id,
      shopId: dealer.shop.id,
      locationId: dealer.location.id,
      status: 'completed',
    });
    const written = await t.api.as(customer).post('/api/reviews').send({ testDriveId: ride.id, productRating: 5, shopRating: 4, text: 'Quiet and quick.' });
    expect(written.status).toBe(201);
    const reviewId = written.body.data._id;

    // the event cannot be stored: the approval and the product's rating roll back with it
    const refused = await withEventRefused(t, 'review.moderated', () => t.api.as(admin).put(`/api/reviews/${reviewId}/status`).send({ status: 'approved' }));
    expect(refused.status).toBe(500);
    expect((await t.db.select().from(reviews).where(eq(reviews.id, reviewId)))[0]?.status).toBe('pending');
    expect(await t.db.select().from(productRatings).where(eq(productRatings.productId, product.id))).toEqual([]);

    expect((await t.api.as(admin).put(`/api/reviews/${reviewId}/status`).send({ status: 'approved' })).status).toBe(200);
    // approving it again changes nothing, so records nothing
    expect((await t.api.as(admin).put(`/api/reviews/${reviewId}/status`).send({ status: 'approved' })).status).toBe(200);
    const hidden = await t.gql.as(admin)(`mutation($id: ID!, $reason: String) { setReviewStatus(id: $id, status: HIDDEN, reason: $reason) { status } }`, {
      id: reviewId,
      reason: 'Not about the vehicle',
    });
    expect(hidden.body.data.setReviewStatus.status).toBe('HIDDEN');

    const targets = [
      { type: 'review', id: reviewId, label: null },
      { type: 'product', id: product.id, label: null },
      { type: 'shop', id: dealer.shop.id, label: null },
    ];
    expect(await eventsViaGraphQL(t, admin, 'review', reviewId)).toEqual([
      { action: 'review.moderated', actor: adminActor(), targets, changes: [{ field: 'status', from: '"pending"', to: '"approved"' }] },
      {
        action: 'review.moderated',
        actor: adminActor(),
        targets,
        changes: [
          { field: 'moderationReason', from: 'null', to: '"Not about the vehicle"' },
          { field: 'status', from: '"approved"', to: '"hidden"' },
        ],
      },
    ]);
    // the shop's history shows them too; the reviewer's personal data is in none
    expect((await about(`shop:${dealer.shop.id}`)).map((e) => e.action)).toEqual(['review.moderated', 'review.moderated']);
    const text = JSON.stringify(await about(`review:${reviewId}`));
    for (const value of [customer.email, customer.contact!, 'Meera']) expect(text).not.toContain(value);
  });

  it("an admin's retry of a failing mail (REST) and of a failed webhook delivery (GraphQL): the mail's kind, never its recipient or text", async () => {
    const [mail] = await t.db
      .insert(mailOutbox)
      .values({
        kind: 'ride.confirmed',
        recipient: 'kavya.outbox@example.com',
        audience: 'customer',
        subject: 'Your test ride is confirmed',
        text: 'Call the shop on 9822233344',
        status: 'failed',
        attempts: 3,
        lastError: 'connect ECONNREFUSED',
      })
      .returning();

    const refused = await withEventRefused(t, 'mail.retried', () => t.api.as(admin).post(`/api/mail-outbox/${mail!.id}/retry`));
    expect(refused.status).toBe(500);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id)))[0]).toMatchObject({ status: 'failed', attempts: 3 });

    const retried = await t.api.as(admin).post(`/api/mail-outbox/${mail!.id}/retry`).set('user-agent', 'Audit test agent');
    expect(retried.status).toBe(200);
    const [mailEvent, ...moreMail] = await eventsViaRest(t, admin, 'mail', mail!.id);
    expect(moreMail).toEqual([]);
    expect(mailEvent).toEqual({
      _id: expect.any(String),
      occurredAt: expect.any(String),
      action: 'mail.retried',
      actor: adminActor(),
      targets: [{ type: 'mail', id: mail!.id, label: 'ride.confirmed' }],
      changes: { status: { from: 'failed', to: 'waiting' } },
      context: { ip: expect.any(String), userAgent: 'Audit test agent', requestId: expect.any(String) },
    });
    expect(JSON.stringify(mailEvent)).not.toMatch(/kavya\.outbox@example\.com|9822233344|Your test ride is confirmed/);

    // the admin's own endpoint (public address, so no receiver is needed: nothing is sent here)
    const made = await t.gql.as(admin)(`mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }`, {
      input: { url: 'https://93.184.216.34/hooks', events: ['PRODUCT_CREATED'] },
    });
    const { secret, endpoint } = made.body.data.createWebhookEndpoint;
    const [delivery] = await t.db
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        eventType: 'product.created',
        webhookId: 'msg_audit_retry',
        payload: JSON.stringify({ type: 'product.created', data: { contact: 'hooked.person@example.com' } }),
        status: 'failed',
        attempts: 5,
      })
      .returning();
    const REDELIVER = `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id status } }`;

    const refusedHook = await withEventRefused(t, 'webhook_delivery.retried', () => t.gql.as(admin)(REDELIVER, { id: delivery!.id }));
    expect(refusedHook.body.errors).toHaveLength(1);
    expect((await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id)))[0]).toMatchObject({ status: 'failed', attempts: 5 });

    const redelivered = await t.gql.as(admin)(REDELIVER, { id: delivery!.id });
    expect(redelivered.body.data.redeliverWebhook).toEqual({ id: delivery!.id, status: 'PENDING' });
    const deliveryEvents = await about(`webhook_delivery:${delivery!.id}`);
    expect(deliveryEvents).toHaveLength(1);
    expect(deliveryEvents[0]).toMatchObject({
      action: 'webhook_delivery.retried',
      actorType: 'user',
      actorId: admin.id,
      actorRole: 'ADMIN',
      targets: [
        { type: 'webhook_delivery', id: delivery!.id, label: 'product.created' },
        { type: 'webhook_endpoint', id: endpoint.id, label: null },
      ],
      targetKeys: [`webhook_delivery:${delivery!.id}`, `webhook_endpoint:${endpoint.id}`],
      changes: {},
    });
    expect(JSON.stringify(deliveryEvents[0])).not.toMatch(new RegExp(`hooked\\.person@example\\.com|${secret}`));
  });

  it('an API key created and revoked (GraphQL): its owner is the actor; the secret and its hash are never stored, nor are they when the key acts', async () => {
    const CREATE_KEY = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id expiresAt } } }`;
    const REVOKE_KEY = `mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`;
    const input = { name: 'Catalogue sync', scopes: ['CATALOG_READ', 'CATALOG_WRITE'], expiresInDays: 30 };

    const refused = await withEventRefused(t, 'api_key.created', () => t.gql.as(admin)(CREATE_KEY, { input: { ...input, name: 'Never made' } }));
    expect(refused.body.errors).toHaveLength(1);
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.name, 'Never made'))).toEqual([]);

    const made = await t.gql.as(admin)(CREATE_KEY, { input });
    expect(made.body.errors).toBeUndefined();
    const { secret, apiKey } = made.body.data.createApiKey;
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));

    // the key acts as its owner, and the events it causes name the key as the actor
    const [p1, p2] = [await t.seed.product({ name: 'Keyed One' }), await t.seed.product({ name: 'Keyed Two' })];
    const compared = await t.api.post('/api/product-comparison').set(bearer(secret)).send({ product1Id: p1.id, product2Id: p2.id });
    expect(compared.status).toBe(201);
    const [byKey] = await about(`comparison:${compared.body.data._id}`);
    expect(byKey).toMatchObject({ action: 'comparison.created', actorType: 'api_key', actorId: apiKey.id, actorName: admin.name, actorRole: 'ADMIN' });

    const revokeRefused = await withEventRefused(t, 'api_key.revoked', () => t.gql.as(admin)(REVOKE_KEY, { id: apiKey.id }));
    expect(revokeRefused.body.errors).toHaveLength(1);
    expect((await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id)))[0]?.revokedAt).toBeNull();
    expect((await t.api.get('/api/brand').set(bearer(secret))).status).toBe(200);

    expect((await t.gql.as(admin)(REVOKE_KEY, { id: apiKey.id })).body.data.revokeApiKey.revokedAt).toEqual(expect.any(String));
    expect((await t.api.get('/api/brand').set(bearer(secret))).status).toBe(401);
    // revoking again changes nothing, so records nothing
    await t.gql.as(admin)(REVOKE_KEY, { id: apiKey.id });

    const keyTargets = [
      { type: 'api_key', id: apiKey.id, label: 'Catalogue sync' },
      { type: 'user', id: admin.id, label: admin.name },
    ];
    const events = await about(`api_key:${apiKey.id}`);
    expect(events.map((e) => ({ action: e.action, actorType: e.actorType, actorId: e.actorId, targets: e.targets, changes: e.changes }))).toEqual([
      {
        action: 'api_key.created',
        actorType: 'user',
        actorId: admin.id,
        targets: keyTargets,
        changes: { scopes: { from: null, to: ['CATALOG_READ', 'CATALOG_WRITE'] }, expiresAt: { from: null, to: new Date(apiKey.expiresAt).toISOString() } },
      },
      { action: 'api_key.revoked', actorType: 'user', actorId: admin.id, targets: keyTargets, changes: {} },
    ]);
    const everything = await allEventsText(t);
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(stored!.secretHash);
  });

  it('a blog created, updated and deleted over REST: each field from and to, a long text as "changed"', async () => {
    const post = { title: 'Charging at home', content: 'A 15 A socket is enough.', image: '/uploads/demo/charging.svg' };
    const refused = await withEventRefused(t, 'blog.created', () =>
      t.api
        .as(admin)
        .post('/api/blog/add')
        .send({ ...post, title: 'Never posted' }),
    );
    expect(refused.status).toBe(500);
    expect(await t.db.select().from(blogs).where(eq(blogs.title, 'Never posted'))).toEqual([]);

    const added = await t.api.as(admin).post('/api/blog/add').send(post);
    expect(added.status).toBe(201);
    const id = added.body.data._id;
    const longer = 'Plug in overnight. '.repeat(30);
    expect(
      (
        await t.api
          .as(admin)
          .put(`/api/blog/edit/${id}`)
          .send({ ...post, title: 'Charging at home, safely', content: longer })
      ).status,
    ).toBe(200);

    const updateRefused = await withEventRefused(t, 'blog.updated', () =>
      t.api
        .as(admin)
        .put(`/api/blog/edit/${id}`)
        .send({ ...post, title: 'Never titled' }),
    );
    expect(updateRefused.status).toBe(500);
    expect((await t.db.select().from(blogs).where(eq(blogs.id, id)))[0]?.title).toBe('Charging at home, safely');

    expect((await t.api.as(admin).delete(`/api/blog/delete/${id}`)).status).toBe(200);

    const events = await eventsViaRest(t, admin, 'blog', id);
    expect(events.map(({ action, actor, targets, changes }) => ({ action, actor, targets, changes }))).toEqual([
      {
        action: 'blog.created',
        actor: adminActor(),
        targets: [{ type: 'blog', id, label: 'Charging at home' }],
        changes: { title: { from: null, to: post.title }, content: { from: null, to: post.content }, image: { from: null, to: post.image } },
      },
      {
        action: 'blog.updated',
        actor: adminActor(),
        targets: [{ type: 'blog', id, label: 'Charging at home, safely' }],
        // past 500 characters a value is recorded as changed, not copied
        changes: { title: { from: post.title, to: 'Charging at home, safely' }, content: { from: post.content, to: 'changed' } },
      },
      { action: 'blog.deleted', actor: adminActor(), targets: [{ type: 'blog', id, label: 'Charging at home, safely' }], changes: {} },
    ]);
  });

  it('a comparison created and deleted through GraphQL, with both products as targets', async () => {
    const [p1, p2] = [await t.seed.product({ name: 'Volt One' }), await t.seed.product({ name: 'Volt Two' })];
    const made = await t.gql.as(admin)(`mutation($input: ComparisonInput!) { createComparison(input: $input) { id } }`, {
      input: { product1Id: p1.id, product2Id: p2.id },
    });
    expect(made.body.errors).toBeUndefined();
    const id = made.body.data.createComparison.id;
    const DELETE = `mutation($id: ID!) { deleteComparison(id: $id) }`;

    const refused = await withEventRefused(t, 'comparison.deleted', () => t.gql.as(admin)(DELETE, { id }));
    expect(refused.body.errors).toHaveLength(1);
    expect(await t.db.select({ id: comparisons.id }).from(comparisons).where(eq(comparisons.id, id))).toEqual([{ id }]);

    expect((await t.gql.as(admin)(DELETE, { id })).body.data.deleteComparison).toBe(id);
    expect(await eventsViaGraphQL(t, admin, 'comparison', id)).toEqual([
      {
        action: 'comparison.created',
        actor: adminActor(),
        targets: [
          { type: 'comparison', id, label: 'Volt One vs Volt Two' },
          { type: 'product', id: p1.id, label: 'Volt One' },
          { type: 'product', id: p2.id, label: 'Volt Two' },
        ],
        changes: [],
      },
      {
        action: 'comparison.deleted',
        actor: adminActor(),
        targets: [
          { type: 'comparison', id, label: null },
          { type: 'product', id: p1.id, label: null },
          { type: 'product', id: p2.id, label: null },
        ],
        changes: [],
      },
    ]);
    // each product's history shows the comparison
    expect((await about(`product:${p1.id}`)).map((e) => e.action)).toEqual(['comparison.created', 'comparison.deleted']);
  });

  it("a pricing state's rates set over REST and changed over GraphQL: only the changed fields, dotted for a rule's parts", async () => {
    const RULE = { kind: 'percent', value: 2, source: 'Test notification 2026', verifiedOn: '2026-11-20' };
    const RATES = {
      roadTax: RULE,
      registration: { ...RULE, kind: 'fixed', value: 700 },
      insurance: { ...RULE, value: 4 },
      stateSubsidy: null,
      centralIncentive: null,
      petrolMileage: 48,
      petrolMileageSource: 'Test mileage',
    };
    const STATE = {
      policy: 'Goa Electric Mobility Promotion Policy 2021',
      electricityTariff: 4.5,
      tariffSource: 'JERC tariff order',
      tariffVerifiedOn: '2026-11-20',
      petrolPrice: 96.5,
      petrolSource: 'IOCL retail price, Panaji',
      petrolVerifiedOn: '2026-11-20',
    };
    expect((await t.api.as(admin).put('/api/pricing/rates/IN-GA').send(STATE)).status).toBe(200);
    expect((await t.api.as(admin).put('/api/pricing/rates/IN-GA/scooter').send(RATES)).status).toBe(200);

    const SAVE_RATES = `mutation($i: VehicleRatesInput!) { savePricingRates(stateId: "IN-GA", vehicleType: SCOOTER, input: $i) { stateId } }`;
    const gqlRule = (rule: typeof RULE) => ({ ...rule, kind: rule.kind.toUpperCase() });
    const changed = {
      ...RATES,
      roadTax: gqlRule({ ...RULE, value: 3 }),
      registration: gqlRule({ ...RATES.registration }),
      insurance: gqlRule(RATES.insurance),
      petrolMileage: 50,
    };
    const refused = await withEventRefused(t, 'pricing.rates_changed', () => t.gql.as(admin)(SAVE_RATES, { i: { ...changed, petrolMileage: 60 } }));
    expect(refused.body.errors).toHaveLength(1);
    expect((await t.db.select().from(pricingRates).where(eq(pricingRates.stateId, 'IN-GA')))[0]).toMatchObject({ petrolMileage: 48, roadTax: { value: 2 } });

    const saved = await t.gql.as(admin)(SAVE_RATES, { i: changed });
    expect(saved.body.errors).toBeUndefined();

    const events = await about('pricing_state:IN-GA');
    expect(events.map((e) => e.action)).toEqual(['pricing.state_changed', 'pricing.rates_changed', 'pricing.rates_changed']);
    for (const e of events) {
      expect(e).toMatchObject({ actorType: 'user', actorId: admin.id, actorRole: 'ADMIN', targets: [{ type: 'pricing_state', id: 'IN-GA', label: 'Goa' }] });
    }
    expect(events[0]!.changes).toEqual(Object.fromEntries(Object.entries(STATE).map(([field, to]) => [field, { from: null, to }])));
    expect(events[1]!.changes).toEqual({
      roadTax: { from: null, to: expect.objectContaining(RULE) },
      registration: { from: null, to: expect.objectContaining(RATES.registration) },
      insurance: { from: null, to: expect.objectContaining(RATES.insurance) },
      stateSubsidyAppliesTo: { from: null, to: 'AFTER_PURCHASE' },
      petrolMileage: { from: null, to: 48 },
      petrolMileageSource: { from: null, to: 'Test mileage' },
    });
    expect(events[2]!.changes).toEqual({ 'roadTax.value': { from: 2, to: 3 }, petrolMileage: { from: 48, to: 50 } });
  });

  it("a user's role changed (GraphQL), verification switched (REST and GraphQL) and deletion (REST): contact and e-mail only as changed", async () => {
    const person = await t.seed.user({ role: 'USER', name: 'Arjun Rao', email: 'arjun.audit@example.com', contact: '9845012345' });
    const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id role } }`;
    const input = { name: 'Arjun Rao', email: 'arjun.agent@example.com', contact: '9900011122', role: 'AGENT' };

    const refused = await withEventRefused(t, 'user.role_changed', () => t.gql.as(admin)(UPDATE, { id: person.id, input }));
    expect(refused.body.errors).toHaveLength(1);
    expect((await t.db.select().from(users).where(eq(users.id, person.id)))[0]).toMatchObject({ role: 'USER', email: person.email, contact: person.contact });

    expect((await t.gql.as(admin)(UPDATE, { id: person.id, input })).body.data.updateUser).toEqual({ id: person.id, role: 'AGENT' });
    expect((await t.api.as(admin).post(`/api/users/verify/${person.id}`).send({ isVerified: false })).status).toBe(200);
    const VERIFY = `mutation($id: ID!, $isVerified: Boolean!) { setUserVerified(id: $id, isVerified: $isVerified) { isVerified } }`;
    expect((await t.gql.as(admin)(VERIFY, { id: person.id, isVerified: true })).body.data.setUserVerified).toEqual({ isVerified: true });

    const deleteRefused = await withEventRefused(t, 'user.deleted', () => t.api.as(admin).delete(`/api/users/${person.id}`));
    expect(deleteRefused.status).toBe(500);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, person.id))).toEqual([{ id: person.id }]);

    expect((await t.api.as(admin).delete(`/api/users/${person.id}`)).status).toBe(200);

    const target = [{ type: 'user', id: person.id, label: 'Arjun Rao' }];
    expect(await eventsViaGraphQL(t, admin, 'user', person.id)).toEqual([
      {
        action: 'user.role_changed',
        actor: adminActor(),
        targets: target,
        changes: [
          { field: 'contact', from: '"changed"', to: '"changed"' },
          { field: 'email', from: '"changed"', to: '"changed"' },
          { field: 'role', from: '"USER"', to: '"AGENT"' },
        ],
      },
      { action: 'user.verification_changed', actor: adminActor(), targets: target, changes: [{ field: 'isVerified', from: 'true', to: 'false' }] },
      { action: 'user.verification_changed', actor: adminActor(), targets: target, changes: [{ field: 'isVerified', from: 'false', to: 'true' }] },
      { action: 'user.deleted', actor: adminActor(), targets: target, changes: [{ field: 'role', from: '"AGENT"', to: 'null' }] },
    ]);
    const text = JSON.stringify(await about(`user:${person.id}`));
    for (const value of ['arjun.audit@example.com', 'arjun.agent@example.com', '9845012345', '9900011122']) expect(text).not.toContain(value);
  });
});
