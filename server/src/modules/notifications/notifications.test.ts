import { addDays, indiaDateOf } from '@evbazaar/common';
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Config } from '../../config';
import type { Mailer, MailMessage } from '../../lib/mail';
import { type TestApp, useTestApp } from '../../../test/helpers';
import { closedPort, startSmtpListener } from '../../../test/smtp-listener';
import { createOutboxWorker, retryDelay } from './outbox-worker';
import { OPEN_DAILY_HOURS } from '../../../test/factories';

// the worker's own poll is kept out of the way: these tests drain the outbox when they choose
const QUIET = { pollMs: 3_600_000, retryBaseMs: 50, maxAttempts: 3, leaseMs: 300_000 };

/** A verified shop with a product, a customer and a pending ride request. */
async function scene(t: TestApp) {
  const dealer = await t.seed.dealer({ shop: { shopName: 'Green Wheels', address1: '12 Station Road', landmark: 'Near the clock tower' } });
  const product = await t.seed.product({ name: 'Ola S1 Pro' });
  await t.seed.availability(dealer.shop.id, product.id, true);
  const customer = await t.seed.user({ role: 'USER', name: 'Ravi Kumar' });
  const booking = { productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id };
  return { ...dealer, dealer: dealer.user, product, customer, booking };
}

/** On PostgreSQL, a new pool on the test file's database; undefined on PGlite. */
async function secondConnection(t: TestApp) {
  if (!process.env.DATABASE_URL) return undefined;
  const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const [row] = result.rows;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${row!.name}`;
  return openDatabase({ databaseUrl: url.toString() });
}

const mailsOf = (t: TestApp, rideId: string) => t.app.services.notifications.mailsOfRide(rideId);

/** The field of an .ics text, e.g. UID or SEQUENCE. */
const icsField = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics.replace(/\r\n/g, '\n'))?.[1];

/** The scene with the shop's hours set, and the India time of a slot tomorrow, e.g. at('11:00'). */
async function sceneWithHours(t: TestApp) {
  const s = await scene(t);
  await t.api.as(s.dealer).put('/api/dealer/ride-hours').send(OPEN_DAILY_HOURS).expect(200);
  const tomorrow = addDays(indiaDateOf(new Date()), 1);
  return { ...s, at: (clock: string) => `${tomorrow}T${clock}:00+05:30` };
}

/** The .ics UTC form (20300115T053000Z) of an ISO time. */
const icsUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('mail outbox of test rides', () => {
  const { t } = useTestApp({ config: { outbox: QUIET } });

  it('a booking writes a mail to the customer and to the dealer with the shop address, the time and a link, and the worker sends them as .eml', async () => {
    const s = await scene(t);
    const booked = await t.api.as(s.customer).post('/api/test-drive').send(s.booking);
    expect(booked.status).toBe(201);
    const rideId = booked.body.data._id;

    const mails = await mailsOf(t, rideId);
    expect(mails.map((m) => [m.audience, m.recipient, m.kind, m.status])).toEqual(
      expect.arrayContaining([
        ['customer', s.customer.email, 'ride.booked', 'waiting'],
        ['dealer', s.dealer.email, 'ride.booked', 'waiting'],
      ]),
    );
    const toCustomer = mails.find((m) => m.audience === 'customer')!;
    expect(toCustomer.subject).toBe('Your test ride of the Ola S1 Pro is booked');
    expect(toCustomer.text).toContain('Green Wheels, 12 Station Road, Near the clock tower, Pune');
    expect(toCustomer.text).toContain('Time: to be agreed with the shop');
    expect(toCustomer.text).toContain(`http://localhost:3000/book_ride?ride=${rideId}`);
    // a request without a time carries no invite
    expect(mails.every((m) => m.ics === null)).toBe(true);

    expect(await t.app.services.notifications.worker.drain()).toBeGreaterThanOrEqual(2);
    expect((await mailsOf(t, rideId)).map((m) => m.status)).toEqual(['sent', 'sent']);
    const files = fs.readdirSync(path.join(t.config.dataDir, 'outbox'));
    const eml = files.map((f) => fs.readFileSync(path.join(t.config.dataDir, 'outbox', f), 'utf8')).find((text) => text.includes(s.dealer.email));
    expect(eml).toContain('Subject: New test ride request: Ola S1 Pro');
  });

  it("a refused change writes no mail: the outbox row shares the ride change's transaction", async () => {
    const s = await scene(t);
    expect((await t.api.as(s.customer).post('/api/test-drive').send(s.booking)).status).toBe(201);
    const before = await t.db.select().from(mailOutbox);
    const again = await t.gql.as(s.customer)(`mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id } }`, { input: s.booking });
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('writes a customer who reads in Hindi their mails and invite in Hindi, linked to the Hindi page, while the dealer’s stay English', async () => {
    const s = await sceneWithHours(t);
    await t.gql.as(s.customer)(`mutation { setMyLanguage(language: HI) { id } }`);
    const booked = await t.api
      .as(s.customer)
      .post('/api/test-drive')
      .send({ ...s.booking, slotStart: s.at('11:00') });
    expect(booked.status).toBe(201);
    const rideId = booked.body.data._id;
    const mails = await mailsOf(t, rideId);
    const toCustomer = mails.find((m) => m.audience === 'customer')!;
    expect(toCustomer.subject).toBe('Ola S1 Pro की आपकी टेस्ट राइड बुक हो गई है');
    expect(toCustomer.text).toContain('नमस्ते Ravi Kumar,');
    expect(toCustomer.text).toContain('दुकान: Green Wheels, 12 Station Road');
    // the date as Hindi readers write it, the time on India's clock
    expect(toCustomer.text).toMatch(/समय: \d{1,2} [\u0900-\u097F]+ \d{4}, [\u0900-\u097F]+, 11:00 \(भारतीय समय\)/);
    expect(toCustomer.text).toContain(`राइड देखें: http://localhost:3000/hi/book_ride?ride=${rideId}`);
    expect(icsField(toCustomer.ics!, 'SUMMARY')).toBe('टेस्ट राइड: Green Wheels पर Ola S1 Pro');
    expect(icsField(toCustomer.ics!, 'PRODID')).toContain('//HI');
    const toDealer = mails.find((m) => m.audience === 'dealer')!;
    expect(toDealer.subject).toBe('New test ride request: Ola S1 Pro');
    expect(toDealer.text).toContain('Customer: Ravi Kumar');
    expect(icsField(toDealer.ics!, 'PRODID')).toContain('//EN');
  });

  it('confirmation and cancellation tell both parties; a ride with a time carries one UID and a rising SEQUENCE, CANCEL at the end', async () => {
    const s = await sceneWithHours(t);
    // a real slot booking, moved and confirmed and cancelled through both doors
    const booked = await t.api
      .as(s.customer)
      .post('/api/test-drive')
      .send({ ...s.booking, slotStart: s.at('11:00') });
    expect(booked.status).toBe(201);
    const rideId = booked.body.data._id;

    const confirmed = await t.api.as(s.dealer).put(`/api/test-drive/${rideId}/status`).send({ status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    const moved = await t.gql.as(s.customer)(
      `mutation($id: ID!, $slotStart: String!) { rescheduleTestDrive(id: $id, slotStart: $slotStart) { status slotStart } }`,
      { id: rideId, slotStart: s.at('12:00') },
    );
    expect(moved.body.data.rescheduleTestDrive).toEqual({ status: 'CONFIRMED', slotStart: s.at('12:00') });
    const cancelled = await t.gql.as(s.dealer)(`mutation($id: ID!) { setTestDriveStatus(id: $id, status: CANCELLED) { status } }`, { id: rideId });
    expect(cancelled.body.data.setTestDriveStatus.status).toBe('CANCELLED');

    const toCustomer = (await mailsOf(t, rideId)).filter((m) => m.audience === 'customer');
    expect(toCustomer.map((m) => [m.kind, m.sequence, m.icsMethod])).toEqual([
      ['ride.booked', 0, 'REQUEST'],
      ['ride.confirmed', 1, 'REQUEST'],
      ['ride.rescheduled', 2, 'REQUEST'],
      ['ride.cancelled', 3, 'CANCEL'],
    ]);
    const [booking, confirmation, move, cancellation] = toCustomer.map((m) => m.ics ?? '');
    expect(icsField(booking!, 'UID')).toBe(`test-ride-${rideId}@evbazaar.in`);
    for (const later of [confirmation, move, cancellation]) expect(icsField(later!, 'UID')).toBe(icsField(booking!, 'UID'));
    expect(Number(icsField(confirmation!, 'SEQUENCE'))).toBeGreaterThan(Number(icsField(booking!, 'SEQUENCE')));
    expect(Number(icsField(move!, 'SEQUENCE'))).toBeGreaterThan(Number(icsField(confirmation!, 'SEQUENCE')));
    expect(icsField(confirmation!, 'METHOD')).toBe('REQUEST');
    expect(icsField(cancellation!, 'METHOD')).toBe('CANCEL');
    // the slot's own columns: start and end of the booked hour, then of the new one
    expect(icsField(confirmation!, 'DTSTART')).toBe(icsUtc(s.at('11:00')));
    expect(icsField(confirmation!, 'DTEND')).toBe(icsUtc(s.at('12:00')));
    expect(icsField(move!, 'DTSTART')).toBe(icsUtc(s.at('12:00')));
    expect(icsField(cancellation!, 'DTSTART')).toBe(icsUtc(s.at('12:00')));
    expect(toCustomer[1]!.text).toMatch(/Time: .* at 11:00 am \(India time\)/);

    // the dealer's copies: same invite, the customer named
    const toDealer = (await mailsOf(t, rideId)).filter((m) => m.audience === 'dealer');
    expect(toDealer.map((m) => m.sequence)).toEqual([0, 1, 2, 3]);
    expect(toDealer[1]!.text).toContain('Customer: Ravi Kumar');
  });

  // decision 0029 (was: a ride set back to pending told nobody): the customer sees it, so the customer is mailed
  it('a dealer setting a confirmed ride back to pending mails both sides, with the invite kept and a higher SEQUENCE', async () => {
    const s = await sceneWithHours(t);
    const rideId = (
      await t.api
        .as(s.customer)
        .post('/api/test-drive')
        .send({ ...s.booking, slotStart: s.at('15:00') })
    ).body.data._id;
    await t.api.as(s.dealer).put(`/api/test-drive/${rideId}/status`).send({ status: 'confirmed' }).expect(200);
    await t.api.as(s.dealer).put(`/api/test-drive/${rideId}/status`).send({ status: 'pending' }).expect(200);
    await t.api.as(s.dealer).put(`/api/test-drive/${rideId}/status`).send({ status: 'confirmed' }).expect(200);
    const toCustomer = (await mailsOf(t, rideId)).filter((m) => m.audience === 'customer');
    expect(toCustomer.map((m) => [m.kind, m.sequence])).toEqual([
      ['ride.booked', 0],
      ['ride.confirmed', 1],
      ['ride.reopened', 2],
      ['ride.confirmed', 3],
    ]);
    const reopened = toCustomer[2]!;
    expect(reopened.subject).toBe(`Your test ride of the ${s.product.name} is waiting for the shop again`);
    expect(reopened.text).toContain('The shop has set your test ride back to pending.');
    expect(reopened.icsMethod).toBe('REQUEST');
    const toDealer = (await mailsOf(t, rideId)).filter((m) => m.audience === 'dealer');
    expect(toDealer.map((m) => m.kind)).toContain('ride.reopened');
  });

  it("the customer's own cancellation and the completion are told too; setting the same status again tells nothing", async () => {
    const s = await scene(t);
    const first = (await t.api.as(s.customer).post('/api/test-drive').send(s.booking)).body.data._id;
    expect((await t.api.as(s.customer).delete(`/api/test-drive/${first}`)).status).toBe(200);
    expect((await mailsOf(t, first)).map((m) => m.kind)).toEqual(['ride.booked', 'ride.booked', 'ride.cancelled', 'ride.cancelled']);

    // decision 0029: a request without a time is completed once confirmed (the time was agreed)
    const second = (await t.api.as(s.customer).post('/api/test-drive').send(s.booking)).body.data._id;
    await t.api.as(s.dealer).put(`/api/test-drive/${second}/status`).send({ status: 'confirmed' }).expect(200);
    await t.api.as(s.dealer).put(`/api/test-drive/${second}/status`).send({ status: 'completed' }).expect(200);
    await t.api.as(s.dealer).put(`/api/test-drive/${second}/status`).send({ status: 'completed' }).expect(200);
    const kinds = (await mailsOf(t, second)).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'ride.completed')).toHaveLength(2);
    expect(kinds).toHaveLength(6);
    const thanks = (await mailsOf(t, second)).find((m) => m.kind === 'ride.completed' && m.audience === 'customer')!;
    expect(thanks.text).toContain('review the vehicle and the shop');
  });

  it('two workers on one database send every mail exactly once (on PostgreSQL: two connection pools, as two server processes have)', async () => {
    const s = await scene(t);
    const rides: string[] = [];
    for (let i = 0; i < 10; i++) {
      const ride = await t.seed.testDrive({
        userId: s.customer.id,
        productId: s.product.id,
        shopId: s.shop.id,
        locationId: s.location.id,
        status: 'confirmed',
      });
      await t.db.transaction((tx) => t.app.services.notifications.rideNotices.changed(tx, { rideId: ride.id, event: 'confirmed', by: 'dealer' }));
      rides.push(ride.id);
    }
    const sent: MailMessage[] = [];
    const slowMailer: Mailer = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message);
      },
    };
    // a second process's own connections to the same PostgreSQL database; PGlite has one process anyway
    const other = await secondConnection(t);
    const one = createOutboxWorker({ ...t.app.deps, mailer: slowMailer });
    const two = createOutboxWorker({ ...t.app.deps, db: other?.db ?? t.db, mailer: slowMailer });
    const [a, b] = await Promise.all([one.drain(), two.drain()]).finally(() => other?.close());
    expect(a + b).toBeGreaterThanOrEqual(20);
    const rideMails = (await t.db.select().from(mailOutbox)).filter((m) => rides.includes(m.rideId ?? ''));
    expect(rideMails).toHaveLength(20);
    expect(rideMails.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
    const subjectsTo = sent.filter((m) => rideMails.some((r) => r.recipient === m.to && r.subject === m.subject));
    expect(subjectsTo.length).toBe(20);
  });

  describe('admin outbox', () => {
    it('lists sent, waiting and failing mails and retries a failing one, through GraphQL and REST; others are refused', async () => {
      const s = await scene(t);
      const admin = await t.seed.user({ role: 'ADMIN' });
      const ride = await t.seed.testDrive({ userId: s.customer.id, productId: s.product.id, shopId: s.shop.id, locationId: s.location.id });
      await t.db.transaction((tx) => t.app.services.notifications.rideNotices.changed(tx, { rideId: ride.id, event: 'booked', by: 'customer' }));
      // the customer's and the dealer's mails are written together: pick the customer's by its address
      const mail = (await mailsOf(t, ride.id)).find((m) => m.recipient === s.customer.email);
      await t.db.update(mailOutbox).set({ status: 'failed', attempts: 3, lastError: 'connect ECONNREFUSED' }).where(eq(mailOutbox.id, mail!.id));

      const failing = await t.gql.as(admin)(`{ mailOutbox(status: FAILING, limit: 100) { total items { id status attempts lastError recipient hasInvite } } }`);
      expect(failing.body.data.mailOutbox.items).toContainEqual({
        id: mail!.id,
        status: 'FAILING',
        attempts: 3,
        lastError: 'connect ECONNREFUSED',
        recipient: s.customer.email,
        hasInvite: false,
      });

      const rest = await t.api.as(admin).get('/api/mail-outbox?status=failing&limit=100');
      expect(rest.status).toBe(200);
      expect(rest.body.data).toContainEqual(expect.objectContaining({ _id: mail!.id, status: 'failing', lastError: 'connect ECONNREFUSED' }));
      expect((await t.api.as(admin).get('/api/mail-outbox?status=lost')).status).toBe(400);

      const retried = await t.api.as(admin).post(`/api/mail-outbox/${mail!.id}/retry`);
      expect(retried.status).toBe(200);
      expect(retried.body.message).toBe('The mail will be sent again shortly');
      await t.app.services.notifications.worker.drain();
      const after = await t.gql.as(admin)(`{ mailOutbox(status: SENT, limit: 100) { items { id status } } }`);
      expect(after.body.data.mailOutbox.items).toContainEqual({ id: mail!.id, status: 'SENT' });

      // a sent mail is not sent again
      const again = await t.gql.as(admin)(`mutation($id: ID!) { retryMail(id: $id) { id } }`, { id: mail!.id });
      expect(again.body.errors[0]).toMatchObject({ message: 'This mail has already been sent', extensions: { code: 'CONFLICT' } });
      expect((await t.api.as(admin).post('/api/mail-outbox/nope/retry')).status).toBe(404);

      expect((await t.api.as(s.dealer).get('/api/mail-outbox')).status).toBe(403);
      expect((await t.gql.as(s.customer)(`{ mailOutbox { total } }`)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });
});

describe('outbox back-off', () => {
  it('waits the base delay after the first failure, doubling each time, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) => retryDelay(30_000, attempt) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });
});

describe('mail outbox with the mail server down', () => {
  // SMTP_URL points at a port nothing listens on; a listener comes up on that port later
  const config: Partial<Config> = { outbox: { pollMs: 50, retryBaseMs: 200, maxAttempts: 10, leaseMs: 300_000 } };
  beforeAll(async () => {
    config.smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
  });
  const { t } = useTestApp({ config });

  it('a confirmation succeeds while SMTP is unreachable, and its mail is delivered once the server is back', async () => {
    const port = Number(new URL(t.config.smtpUrl!).port);
    const s = await scene(t);
    // a ride with a slot, booked before the mail server went down (its booking mails are not part of this test)
    const ride = await t.seed.testDrive({
      userId: s.customer.id,
      productId: s.product.id,
      shopId: s.shop.id,
      locationId: s.location.id,
      slotStart: new Date('2030-01-16T06:30:00Z'),
      slotEnd: new Date('2030-01-16T07:30:00Z'),
    });
    const started = Date.now();
    const confirmed = await t.gql.as(s.dealer)(`mutation($id: ID!) { setTestDriveStatus(id: $id, status: CONFIRMED) { status } }`, { id: ride.id });
    expect(confirmed.body.errors).toBeUndefined();
    expect(confirmed.body.data).toEqual({ setTestDriveStatus: { status: 'CONFIRMED' } });

    const waitFor = async (check: () => Promise<boolean>, ms: number) => {
      for (const until = Date.now() + ms; Date.now() < until;) {
        if (await check()) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    };
    expect(await waitFor(async () => (await mailsOf(t, ride.id)).every((m) => m.lastError !== null), 5_000)).toBe(true);
    const failed = await mailsOf(t, ride.id);
    expect(failed.every((m) => m.status === 'waiting' && /ECONNREFUSED/.test(m.lastError ?? ''))).toBe(true);
    const firstFailureMs = Date.now() - started;

    const smtp = await startSmtpListener(port);
    try {
      expect(await waitFor(async () => (await mailsOf(t, ride.id)).every((m) => m.status === 'sent'), 10_000)).toBe(true);
      const deliveredMs = Date.now() - started;
      const toCustomer = smtp.received.find((m) => m.to.some((to) => to.includes(s.customer.email)));
      expect(toCustomer?.data).toContain('Subject: Your test ride of the');
      expect(toCustomer?.data).toContain('METHOD:REQUEST');
      expect(toCustomer?.data).toContain(`UID:test-ride-${ride.id}@evbazaar.in`);
      expect(smtp.received.filter((m) => m.to.some((to) => to.includes(s.customer.email)))).toHaveLength(1);
      const attempts = (await mailsOf(t, ride.id)).map((m) => m.attempts);
      console.log(
        `outbox retry figures: first failure after ${firstFailureMs} ms, delivered ${deliveredMs} ms after the confirmation, attempts ${attempts.join(', ')}`,
      );
    } finally {
      await smtp.close();
    }
  });
});
