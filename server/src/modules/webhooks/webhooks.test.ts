import { MESSAGES, WEBHOOK_LIMITS } from '@evbazaar/common';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { mailOutbox, reviews, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { bikeEdit } from '../../../test/factories';
import { type Actor, type TestApp, useTestApp } from '../../../test/helpers';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { createTestDrivesService } from '../test-drives/test-drives.service';
import { SYSTEM_CALLER, callerFor } from '../audit/audit.service';
import { createWebhookWorker } from './webhook-worker';

// the worker's own poll is kept out of the way: these tests drain when they choose; local receivers are allowed
const WEBHOOKS = { pollMs: 3_600_000, retryBaseMs: 10, leaseMs: 60_000, allowPrivateNetworks: true };

const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url events description disabled consecutiveFailures } } }`;
const LIST = `{ webhookEndpoints { id url events description disabled } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id url events description disabled consecutiveFailures } }`;
const DELETE = `mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`;
const ROTATE = `mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { id previousSecretExpiresAt } } }`;
const SEND_TEST = `mutation($id: ID!) { sendTestWebhook(id: $id) { id eventType webhookId status } }`;
const DELIVERIES = `query($endpointId: ID!, $status: WebhookDeliveryStatus, $page: Int, $limit: Int) {
  webhookDeliveries(endpointId: $endpointId, status: $status, page: $page, limit: $limit) {
    total page totalPages items { id eventType webhookId status createdAt nextAttemptAt attempts { at httpStatus durationMs responseExcerpt error } }
  }
}`;
const REDELIVER = `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id webhookId status } }`;

/** A verified dealer's shop with a product, a customer and the booking body for it. */
async function shopScene(t: TestApp) {
  const dealer = await t.seed.dealer();
  const product = await t.seed.product({ name: 'Ola S1 Pro' });
  await t.seed.availability(dealer.shop.id, product.id, true);
  const customer = await t.seed.user({ role: 'USER', name: 'Ravi Kumar', contact: '9876543210' });
  return { ...dealer, dealer: dealer.user, product, customer, booking: { productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id } };
}

async function createEndpoint(t: TestApp, who: Actor, input: Record<string, unknown>) {
  const res = await t.gql.as(who)(CREATE, { input });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createWebhookEndpoint as { secret: string; endpoint: { id: string; url: string; events: string[] } };
}

const deliveriesOf = (t: TestApp, endpointId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.createdAt);

const drain = (t: TestApp) => t.app.services.webhooks.worker.drain();

/** Drains until no delivery of an enabled endpoint waits any more: retries (10 ms base, doubling) included. */
async function drainAll(t: TestApp) {
  for (let round = 0; round < 200; round++) {
    await drain(t);
    const [{ n }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where d.status = 'pending' and e.disabled_at is null`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    if (n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('deliveries still pending');
}

/** Verifies a received webhook as a partner would, with the published Standard Webhooks library. */
const verify = (secret: string, hook: { headers: Record<string, unknown>; body: string }) =>
  new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };

describe('webhooks', () => {
  const { t, admin, customer } = useTestApp({ cast: ['admin', 'customer'], config: { webhooks: WEBHOOKS } });
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    // each test starts with no endpoint, so events of one test do not reach another's
    await t.db.delete(webhookEndpoints);
  });
  afterEach(() => receiver.close());

  describe('endpoints', () => {
    it('creates an endpoint with a whsec_ secret of 32 random bytes, shown once, and lists it without the secret', async () => {
      const { secret, endpoint } = await createEndpoint(t, admin, {
        url: receiver.url,
        events: ['PRODUCT_CREATED', 'PRODUCT_CREATED'],
        description: 'Catalogue sync',
      });
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
      expect(endpoint).toMatchObject({
        url: receiver.url,
        events: ['PRODUCT_CREATED'],
        description: 'Catalogue sync',
        disabled: false,
        consecutiveFailures: 0,
      });
      const list = await t.gql.as(admin)(LIST);
      expect(list.body.data.webhookEndpoints).toEqual([
        { id: endpoint.id, url: receiver.url, events: ['PRODUCT_CREATED'], description: 'Catalogue sync', disabled: false },
      ]);
      expect(JSON.stringify(list.body)).not.toContain(secret);
    });

    it('edits URL, events and description, and deletes the endpoint with its deliveries', async () => {
      const { endpoint } = await createEndpoint(t, admin, { url: receiver.url, events: ['PRODUCT_CREATED'] });
      const other = await startWebhookReceiver();
      const updated = await t.gql.as(admin)(UPDATE, {
        id: endpoint.id,
        input: { url: other.url, events: ['REVIEW_APPROVED', 'PRODUCT_DELETED'], description: 'Moderation' },
      });
      expect(updated.body.data.updateWebhookEndpoint).toMatchObject({
        url: other.url,
        events: ['REVIEW_APPROVED', 'PRODUCT_DELETED'],
        description: 'Moderation',
      });
      // null or absent leaves a field; a blank description clears it
      const kept = await t.gql.as(admin)(UPDATE, { id: endpoint.id, input: { url: null, events: null, description: '' } });
      expect(kept.body.data.updateWebhookEndpoint).toMatchObject({ url: other.url, events: ['REVIEW_APPROVED', 'PRODUCT_DELETED'], description: null });
      await t.gql.as(admin)(SEND_TEST, { id: endpoint.id });
      const deleted = await t.gql.as(admin)(DELETE, { id: endpoint.id });
      expect(deleted.body.data.deleteWebhookEndpoint).toBe(true);
      expect(await deliveriesOf(t, endpoint.id)).toEqual([]);
      expect((await t.gql.as(admin)(LIST)).body.data.webhookEndpoints).toEqual([]);
      await other.close();
    });

    it("answers NOT_FOUND for another person's endpoint and delivery, whoever asks", async () => {
      const { endpoint } = await createEndpoint(t, admin, { url: receiver.url, events: ['PRODUCT_CREATED'] });
      const sent = await t.gql.as(admin)(SEND_TEST, { id: endpoint.id });
      const deliveryId = sent.body.data.sendTestWebhook.id;
      const otherAdmin = await t.seed.user({ role: 'SUPERADMIN' });
      const { dealer } = await shopScene(t);
      for (const who of [otherAdmin, dealer]) {
        const calls = [
          t.gql.as(who)(UPDATE, { id: endpoint.id, input: { description: 'mine now' } }),
          t.gql.as(who)(DELETE, { id: endpoint.id }),
          t.gql.as(who)(ROTATE, { id: endpoint.id }),
          t.gql.as(who)(SEND_TEST, { id: endpoint.id }),
          t.gql.as(who)(DELIVERIES, { endpointId: endpoint.id }),
          t.gql.as(who)(REDELIVER, { id: deliveryId }),
        ];
        for (const res of await Promise.all(calls)) expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect((await t.gql.as(who)(LIST)).body.data.webhookEndpoints).toEqual([]);
      }
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row?.description).toBeNull();
    });

    it('refuses customers and guests', async () => {
      const asCustomer = await t.gql.as(customer)(CREATE, { input: { url: receiver.url, events: ['TEST_RIDE_BOOKED'] } });
      expect(asCustomer.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const asGuest = await t.gql(LIST);
      expect(asGuest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('lets a dealer subscribe to test-ride events only', async () => {
      const { dealer } = await shopScene(t);
      const refused = await t.gql.as(dealer)(CREATE, { input: { url: receiver.url, events: ['TEST_RIDE_BOOKED', 'PRODUCT_CREATED'] } });
      expect(refused.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { events: MESSAGES.webhooks.dealerEvents } });
      const { endpoint } = await createEndpoint(t, dealer, { url: receiver.url, events: ['TEST_RIDE_BOOKED', 'TEST_RIDE_CANCELLED'] });
      const widened = await t.gql.as(dealer)(UPDATE, { id: endpoint.id, input: { events: ['REVIEW_APPROVED'] } });
      expect(widened.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('bounds the URL, the description, the events and the endpoints per person', async () => {
      const bad = async (input: Record<string, unknown>) => (await t.gql.as(admin)(CREATE, { input })).body.errors?.[0]?.extensions;
      expect(await bad({ url: `${receiver.url}?${'a'.repeat(WEBHOOK_LIMITS.urlLength)}`, events: ['PRODUCT_CREATED'] })).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { url: expect.any(String) },
      });
      expect(await bad({ url: receiver.url, events: ['PRODUCT_CREATED'], description: 'd'.repeat(WEBHOOK_LIMITS.descriptionLength + 1) })).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { description: expect.any(String) },
      });
      expect(await bad({ url: receiver.url, events: [] })).toMatchObject({ fields: { events: MESSAGES.webhooks.eventsRequired } });
      expect(await bad({ url: 'ftp://127.0.0.1/hooks', events: ['PRODUCT_CREATED'] })).toMatchObject({ fields: { url: MESSAGES.webhooks.urlInvalid } });
      expect(await bad({ url: 'http://user:pass@127.0.0.1/hooks', events: ['PRODUCT_CREATED'] })).toMatchObject({
        fields: { url: MESSAGES.webhooks.urlInvalid },
      });
      const owner = await t.seed.user({ role: 'ADMIN' });
      const made = await Promise.all(
        Array.from({ length: WEBHOOK_LIMITS.endpointsPerOwner + 2 }, () =>
          t.gql.as(owner)(CREATE, { input: { url: receiver.url, events: ['PRODUCT_CREATED'] } }),
        ),
      );
      expect(made.filter((res) => res.body.data?.createWebhookEndpoint)).toHaveLength(WEBHOOK_LIMITS.endpointsPerOwner);
      expect(made.filter((res) => res.body.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(2);
      expect((await t.gql.as(owner)(LIST)).body.data.webhookEndpoints).toHaveLength(WEBHOOK_LIMITS.endpointsPerOwner);
    });
  });

  describe('events', () => {
    it('signs a booking as Standard Webhooks says: the published library verifies it, and the dealer gets no phone or address', async () => {
      const s = await shopScene(t);
      const { secret } = await createEndpoint(t, s.dealer, { url: receiver.url, events: ['TEST_RIDE_BOOKED'] });
      const booked = await t.api.as(s.customer).post('/api/test-drive').send(s.booking);
      expect(booked.status).toBe(201);
      expect(await drain(t)).toBe(1);
      const [hook] = receiver.received;
      expect(hook!.headers['webhook-id']).toMatch(/^msg_/);
      expect(hook!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      const event = verify(secret, hook!);
      expect(event).toMatchObject({
        type: 'test_ride.booked',
        data: {
          id: booked.body.data._id,
          status: 'PENDING',
          product: { id: s.product.id, name: 'Ola S1 Pro' },
          shop: { id: s.shop.id },
          customer: { id: s.customer.id, name: 'Ravi Kumar', email: s.customer.email, phone: null },
          canCancel: true,
        },
      });
      expect(hook!.body).not.toContain('9876543210');
      // a tampered body fails the partner's check
      expect(() => verify(secret, { ...hook!, body: hook!.body.replace('PENDING', 'CONFIRMED') })).toThrow();
    });

    it("tells a dealer of its own shop's rides only, and an admin of every ride", async () => {
      const mine = await shopScene(t);
      const theirs = await shopScene(t);
      const dealerHook = await createEndpoint(t, mine.dealer, {
        url: receiver.url,
        events: ['TEST_RIDE_BOOKED', 'TEST_RIDE_STATUS_CHANGED', 'TEST_RIDE_CANCELLED'],
      });
      const adminHook = await createEndpoint(t, admin, { url: receiver.url, events: ['TEST_RIDE_BOOKED'] });
      await t.api.as(theirs.customer).post('/api/test-drive').send(theirs.booking).expect(201);
      const own = await t.api.as(mine.customer).post('/api/test-drive').send(mine.booking).expect(201);
      await t.api.as(mine.dealer).put(`/api/test-drive/${own.body.data._id}/status`).send({ status: 'confirmed' }).expect(200);
      await t.api.as(mine.customer).post(`/api/test-drive/${own.body.data._id}/cancel`).send({ reason: 'Plans changed' }).expect(200);
      expect((await deliveriesOf(t, dealerHook.endpoint.id)).map((d) => d.eventType)).toEqual([
        'test_ride.booked',
        'test_ride.status_changed',
        'test_ride.cancelled',
      ]);
      expect(await deliveriesOf(t, adminHook.endpoint.id)).toHaveLength(2);
      await drain(t);
      const toDealer = receiver.events().filter((e) => e.data.shop && (e.data.shop as { id: string }).id === mine.shop.id);
      expect(toDealer.map((e) => [e.type, e.data.status])).toEqual(
        expect.arrayContaining([
          ['test_ride.booked', 'PENDING'],
          ['test_ride.status_changed', 'CONFIRMED'],
          ['test_ride.cancelled', 'CANCELLED'],
        ]),
      );
    });

    it('writes the delivery in the change’s own transaction: a booking that fails after it writes none', async () => {
      const s = await shopScene(t);
      const { endpoint } = await createEndpoint(t, s.dealer, { url: receiver.url, events: ['TEST_RIDE_BOOKED'] });
      const { services, deps } = t.app;
      const failing = createTestDrivesService(deps, {
        shops: services.shops,
        products: services.products,
        webhookEvents: {
          ...services.webhooks.events,
          async rideChanged(tx, change) {
            await services.webhooks.events.rideChanged(tx, change);
            // the delivery is written; then the change fails
            expect(await deliveriesOf({ db: tx } as unknown as TestApp, endpoint.id)).toHaveLength(1);
            throw new Error('the change fails after its webhook was written');
          },
        },
      });
      await expect(failing.book(callerFor({ id: s.customer.id, role: 'USER', email: s.customer.email, name: null }), s.booking)).rejects.toThrow(
        'the change fails',
      );
      expect(await deliveriesOf(t, endpoint.id)).toEqual([]);
      // and one refused by the shop's rule (a second pending request) writes none either
      await t.api.as(s.customer).post('/api/test-drive').send(s.booking).expect(201);
      await t.api.as(s.customer).post('/api/test-drive').send(s.booking).expect(409);
      expect(await deliveriesOf(t, endpoint.id)).toHaveLength(1);
    });

    it("tells an admin of products created, updated and deleted and of reviews approved; a dealer's endpoint hears none", async () => {
      const s = await shopScene(t);
      const dealerHook = await createEndpoint(t, s.dealer, { url: receiver.url, events: ['TEST_RIDE_BOOKED'] });
      const adminHook = await createEndpoint(t, admin, {
        url: receiver.url,
        events: ['PRODUCT_CREATED', 'PRODUCT_UPDATED', 'PRODUCT_DELETED', 'REVIEW_APPROVED'],
      });
      const brand = await t.seed.brand();
      const product = await t.app.services.products.create(SYSTEM_CALLER, bikeEdit('Hook Bike', brand.id));
      await t.app.services.products.update(SYSTEM_CALLER, product.id, bikeEdit('Hook Bike Pro', brand.id));
      await t.app.services.products.remove(SYSTEM_CALLER, product.id);
      // a delete refused (rides refer to the product) rolls its event back
      const ride = await t.seed.testDrive({ dealer: s, productId: s.product.id, userId: s.customer.id, status: 'completed' });
      await expect(t.app.services.products.remove(SYSTEM_CALLER, s.product.id)).rejects.toMatchObject({ code: 'CONFLICT' });
      const [review] = await t.db
        .insert(reviews)
        .values({
          testDriveId: ride.id,
          userId: s.customer.id,
          productId: s.product.id,
          shopId: s.shop.id,
          productRating: 5,
          shopRating: 4,
          text: 'Smooth ride',
        })
        .returning();
      await t.app.services.reviews.setStatus(SYSTEM_CALLER, review!.id, { status: 'approved' });
      await t.app.services.reviews.setStatus(SYSTEM_CALLER, review!.id, { status: 'approved' });
      expect((await deliveriesOf(t, adminHook.endpoint.id)).map((d) => d.eventType)).toEqual([
        'product.created',
        'product.updated',
        'product.deleted',
        'review.approved',
      ]);
      expect(await deliveriesOf(t, dealerHook.endpoint.id)).toEqual([]);
      await drain(t);
      const events = receiver.events();
      expect(events.find((e) => e.type === 'product.updated')?.data).toMatchObject({
        id: product.id,
        name: 'Hook Bike Pro',
        vehicleType: 'BIKE',
        brand: { id: brand.id },
      });
      expect(events.find((e) => e.type === 'review.approved')?.data).toMatchObject({
        id: review!.id,
        status: 'APPROVED',
        productRating: 5,
        text: 'Smooth ride',
      });
    });
  });

  describe('delivery', () => {
    it('retries a non-2xx answer with back-off from WEBHOOK_RETRY_BASE_MS and logs each try with the first 1 KB of the answer', async () => {
      const { endpoint } = await createEndpoint(t, admin, { url: receiver.url, events: ['PRODUCT_CREATED'] });
      receiver.answer((_req, res) => res.writeHead(503).end('x'.repeat(3000)));
      await t.gql.as(admin)(SEND_TEST, { id: endpoint.id });
      // tries until the delivery is given up, the waits doubling from the 10 ms base
      await drainAll(t);
      const [failed] = await deliveriesOf(t, endpoint.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: WEBHOOK_LIMITS.attemptsPerDelivery });
      const log = (await t.gql.as(admin)(DELIVERIES, { endpointId: endpoint.id })).body.data.webhookDeliveries.items[0];
      expect(log.attempts).toHaveLength(WEBHOOK_LIMITS.attemptsPerDelivery);
      expect(log.attempts[0]).toMatchObject({ httpStatus: 503, error: null });
      expect(log.attempts[0].responseExcerpt).toBe('x'.repeat(1024));
      expect(log.nextAttemptAt).toBeNull();
      const gaps = log.attempts.slice(1).map((a: { at: string }, i: number) => Date.parse(a.at) - Date.parse(log.attempts[i].at));
      expect(gaps[gaps.length - 1]).toBeGreaterThanOrEqual(10 * 2 ** (WEBHOOK_LIMITS.attemptsPerDelivery - 2));
      // a 2xx on redelivery: delivered, the run of failures back to 0
      receiver.answer(204);
      await t.gql.as(admin)(REDELIVER, { id: failed!.id });
      await drain(t);
      const [delivered] = await deliveriesOf(t, endpoint.id);
      expect(delivered).toMatchObject({ status: 'delivered', attempts: 1 });
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row?.consecutiveFailures).toBe(0);
    });

    it('waits base × 2^(try−1) before the next try', async () => {
      const { endpoint } = await createEndpoint(t, admin, { url: receiver.url, events: ['PRODUCT_CREATED'] });
      receiver.answer(500);
      // a worker of its own with a base of a minute: the waits are long enough to measure
      const { deps, services } = t.app;
      const worker = createWebhookWorker(
        { ...deps, config: { ...deps.config, webhooks: { ...deps.config.webhooks, retryBaseMs: 60_000 } } },
        { mail: services.notifications.writeMail },
      );
      await t.gql.as(admin)(SEND_TEST, { id: endpoint.id });
      for (const expected of [60_000, 120_000, 240_000]) {
        await worker.drain();
        const [d] = await deliveriesOf(t, endpoint.id);
        const wait = d!.nextAttemptAt.getTime() - Date.now();
        expect(wait).toBeGreaterThan(expected - 5_000);
        expect(wait).toBeLessThanOrEqual(expected + 1_000);
        // not due yet: a drain sends nothing
        expect(await worker.drain()).toBe(0);
        await t.db
          .update(webhookDeliveries)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(webhookDeliveries.id, d!.id));
      }
      expect(receiver.received).toHaveLength(3);
    });

    it('disables an endpoint after 15 straight failures and mails its owner through the mail outbox', async () => {
      const owner = await t.seed.user({ role: 'ADMIN', email: `hooks-${Date.now()}@example.com` });
      const { endpoint } = await createEndpoint(t, owner, { url: receiver.url, events: ['PRODUCT_CREATED'] });
      receiver.answer(500);
      // three deliveries tried side by side: the 15th failed try in a row, their 5th round, disables the endpoint.
      // Each round makes all three due at once: their retries, recorded a few ms apart, would otherwise fall
      // into different claims on a busy machine, and a claim holding the 15th failure would send its others too
      // (a worker whose retries wait a minute: only this loop makes them due)
      const { deps, services } = t.app;
      const worker = createWebhookWorker(
        { ...deps, config: { ...deps.config, webhooks: { ...deps.config.webhooks, retryBaseMs: 60_000 } } },
        { mail: services.notifications.writeMail },
      );
      for (let i = 0; i < 3; i++) await t.gql.as(owner)(SEND_TEST, { id: endpoint.id });
      for (let round = 0; round < WEBHOOK_LIMITS.failuresBeforeDisable / 3; round++) {
        await t.db
          .update(webhookDeliveries)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(webhookDeliveries.endpointId, endpoint.id));
        await worker.drain();
        expect(receiver.received).toHaveLength(3 * (round + 1));
      }
      expect(receiver.received).toHaveLength(WEBHOOK_LIMITS.failuresBeforeDisable);
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row).toMatchObject({ consecutiveFailures: 15, disabledAt: expect.any(Date) });
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, owner.email));
      expect(mails).toEqual([expect.objectContaining({ kind: 'webhook.disabled', subject: MESSAGES.webhooks.disabledMailSubject, status: 'waiting' })]);
      expect(mails[0]!.text).toContain(receiver.url);
      // nothing more goes out, a test is refused, and enabling starts a clean run
      expect(await drain(t)).toBe(0);
      const test = await t.gql.as(owner)(SEND_TEST, { id: endpoint.id });
      expect(test.body.errors[0].extensions.code).toBe('CONFLICT');
      receiver.answer(200);
      const enabled = await t.gql.as(owner)(UPDATE, { id: endpoint.id, input: { disabled: false } });
      expect(enabled.body.data.updateWebhookEndpoint).toMatchObject({ disabled: false, consecutiveFailures: 0 });
      // their next tries were set a minute-based backoff away by the slow worker above
      await t.db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      await drainAll(t);
      expect((await deliveriesOf(t, endpoint.id)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    });

    it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
      const { endpoint, secret: oldSecret } = await createEndpoint(t, admin, { url: receiver.url, events: ['PRODUCT_CREATED'] });
      const rotated = (await t.gql.as(admin)(ROTATE, { id: endpoint.id })).body.data.rotateWebhookSecret;
      expect(rotated.secret).not.toBe(oldSecret);
      const overlap = Date.parse(rotated.endpoint.previousSecretExpiresAt) - Date.now();
      expect(overlap).toBeGreaterThan(WEBHOOK_LIMITS.rotationOverlapMs - 60_000);
      expect(overlap).toBeLessThanOrEqual(WEBHOOK_LIMITS.rotationOverlapMs);
      await t.gql.as(admin)(SEND_TEST, { id: endpoint.id });
      await drain(t);
      const [hook] = receiver.received;
      expect(String(hook!.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verify(rotated.secret, hook!).type).toBe('webhook.test');
      expect(verify(oldSecret, hook!).type).toBe('webhook.test');
      // the overlap is over: only the new secret signs
      await t.db
        .update(webhookEndpoints)
        .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(webhookEndpoints.id, endpoint.id));
      await t.gql.as(admin)(SEND_TEST, { id: endpoint.id });
      await drain(t);
      const later = receiver.received[1]!;
      expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(verify(rotated.secret, later).type).toBe('webhook.test');
      expect(() => verify(oldSecret, later)).toThrow();
    });

    it('redelivers with the same webhook-id and body, and refuses a delivery still pending', async () => {
      const { endpoint, secret } = await createEndpoint(t, admin, { url: receiver.url, events: ['PRODUCT_CREATED'] });
      const sent = (await t.gql.as(admin)(SEND_TEST, { id: endpoint.id })).body.data.sendTestWebhook;
      expect(sent).toMatchObject({ eventType: 'webhook.test', status: 'PENDING' });
      const early = await t.gql.as(admin)(REDELIVER, { id: sent.id });
      expect(early.body.errors[0]).toMatchObject({ message: MESSAGES.webhooks.stillPending, extensions: { code: 'CONFLICT' } });
      await drain(t);
      const again = await t.gql.as(admin)(REDELIVER, { id: sent.id });
      expect(again.body.data.redeliverWebhook).toMatchObject({ id: sent.id, webhookId: sent.webhookId, status: 'PENDING' });
      await drain(t);
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([sent.webhookId, sent.webhookId]);
      expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
      expect(verify(secret, receiver.received[1]!).type).toBe('webhook.test');
    });

    it('pages the delivery log and filters it by status', async () => {
      const { endpoint } = await createEndpoint(t, admin, { url: receiver.url, events: ['PRODUCT_CREATED'] });
      for (let i = 0; i < 3; i++) await t.gql.as(admin)(SEND_TEST, { id: endpoint.id });
      await drain(t);
      await t.gql.as(admin)(SEND_TEST, { id: endpoint.id });
      const page = async (variables: Record<string, unknown>) =>
        (await t.gql.as(admin)(DELIVERIES, { endpointId: endpoint.id, ...variables })).body.data.webhookDeliveries;
      expect(await page({ limit: 2 })).toMatchObject({ total: 4, page: 1, totalPages: 2 });
      expect((await page({ limit: 2, page: 2 })).items).toHaveLength(2);
      const delivered = await page({ status: 'DELIVERED' });
      expect(delivered.total).toBe(3);
      expect(delivered.items[0].attempts[0]).toMatchObject({ httpStatus: 200, responseExcerpt: 'status 200', error: null });
      expect((await page({ status: 'PENDING' })).items.map((d: { status: string; nextAttemptAt: string }) => [d.status, typeof d.nextAttemptAt])).toEqual([
        ['PENDING', 'string'],
      ]);
    });
  });
});
