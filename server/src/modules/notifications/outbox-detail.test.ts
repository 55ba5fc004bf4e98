import { addDays, indiaDateOf, INVITE_METHODS } from '@evbazaar/common';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import fs from 'node:fs';
import { useTestApp, type TestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema';
import { SCHEMA_PATH } from '../../graphql/plugin';
import { readInvite } from './mail-invite';
import { buildInvite } from './ride-mails';
import { OPEN_DAILY_HOURS } from '../../../test/factories';

// the worker's own poll is kept out of the way: nothing is sent while these tests read the outbox
const QUIET = { pollMs: 3_600_000, retryBaseMs: 50, maxAttempts: 3, leaseMs: 300_000 };

const DETAIL = `query($id: ID!) { outboxMail(id: $id) { id kind recipients subject text status invite { method summary start end location } } }`;

/** A customer's ride booked at 11:00 India time tomorrow in a shop with hours: its two mails carry an invite. */
async function bookedRide(t: TestApp) {
  const dealer = await t.seed.dealer({ shop: { shopName: 'Green Wheels', address1: '12 Station Road', landmark: 'Near the clock tower' } });
  const product = await t.seed.product({ name: 'Ola S1 Pro' });
  await t.seed.availability(dealer.shop.id, product.id, true);
  const customer = await t.seed.user({ role: 'USER', name: 'Ravi Kumar' });
  await t.api.as(dealer.user).put('/api/dealer/ride-hours').send(OPEN_DAILY_HOURS).expect(200);
  const slotStart = `${addDays(indiaDateOf(new Date()), 1)}T11:00:00+05:30`;
  const booked = await t.api
    .as(customer)
    .post('/api/test-drive')
    .send({ productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id, slotStart });
  expect(booked.status).toBe(201);
  const mails = await t.app.services.notifications.mailsOfRide(booked.body.data._id);
  const toCustomer = mails.find((m) => m.audience === 'customer')!;
  return { customer, toCustomer, slotStart };
}

describe('an admin opens a mail of the outbox', () => {
  const { t, admin, superadmin, dealer, customer, agent } = useTestApp({
    cast: ['admin', 'superadmin', 'dealer', 'customer', 'agent'],
    config: { outbox: QUIET },
  });

  it('shows a ride invite: recipients, subject, the text as it goes out and the event (summary, time, place)', async () => {
    const { customer: rider, toCustomer, slotStart } = await bookedRide(t);
    const res = await t.gql.as(admin)(DETAIL, { id: toCustomer.id });
    expect(res.body.errors).toBeUndefined();
    const mail = res.body.data.outboxMail;
    expect(mail).toMatchObject({
      id: toCustomer.id,
      kind: 'ride.booked',
      recipients: [rider.email],
      subject: toCustomer.subject,
      text: toCustomer.text,
      status: 'WAITING',
    });
    expect(mail.text).toContain('Ola S1 Pro');
    expect(mail.invite).toEqual({
      method: 'REQUEST',
      summary: 'Test ride: Ola S1 Pro at Green Wheels',
      start: new Date(slotStart).toISOString(),
      end: new Date(new Date(slotStart).getTime() + 60 * 60_000).toISOString(),
      location: expect.stringContaining('Green Wheels, 12 Station Road, Near the clock tower'),
    });
    // a superadmin may too
    expect((await t.gql.as(superadmin)(DETAIL, { id: toCustomer.id })).body.data.outboxMail.id).toBe(toCustomer.id);
  });

  it('answers null for the invite of a mail without one', async () => {
    const [row] = await t.db
      .insert(mailOutbox)
      .values({ kind: 'ride.booked', recipient: 'someone@example.com', audience: 'customer', subject: 'No time yet', text: 'Hello' })
      .returning();
    const res = await t.gql.as(admin)(DETAIL, { id: row.id });
    expect(res.body.data.outboxMail).toMatchObject({ subject: 'No time yet', recipients: ['someone@example.com'], text: 'Hello', invite: null });
  });

  it('refuses everyone but admins, and keeps the answer out of any shared cache', async () => {
    const { toCustomer } = await bookedRide(t);
    const guest = await t.gql(DETAIL, { id: toCustomer.id });
    expect(guest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const who of [dealer, customer, agent]) {
      const res = await t.gql.as(who)(DETAIL, { id: toCustomer.id });
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(res.body.data).toBeNull();
    }
    const res = await t.gql.as(admin)(DETAIL, { id: toCustomer.id });
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('answers NOT_FOUND for an unknown id, never a 500', async () => {
    const res = await t.gql.as(admin)(DETAIL, { id: 'no-such-mail' });
    expect(res.status).toBe(404);
    expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(res.body.errors[0].message).toBe('Mail not found');
  });
});

describe('reading a stored invite', () => {
  it('reads back what buildInvite wrote, with escaped text and folded lines', () => {
    const start = new Date('2030-01-15T05:30:00Z');
    const end = new Date('2030-01-15T06:30:00Z');
    const location = 'Green Wheels; Shop 4, 12 Station Road, a very long landmark name that makes the line fold past seventy-five octets';
    const ics = buildInvite({
      rideId: 'r1',
      sequence: 2,
      method: 'CANCEL',
      start,
      end,
      summary: 'Test ride: Ola S1 Pro at Green Wheels',
      location,
      description: 'Line one\nLine two',
      url: 'http://localhost:3000/book_ride?ride=r1',
      organizer: { name: 'Green Wheels', email: 'dealer@example.com' },
      attendee: { name: 'Ravi', email: 'ravi@example.com' },
    });
    expect(readInvite(ics, 'CANCEL')).toEqual({ method: 'CANCEL', summary: 'Test ride: Ola S1 Pro at Green Wheels', start, end, location });
    expect(readInvite(null, null)).toBeUndefined();
    expect(readInvite('not a calendar', 'REQUEST')).toBeUndefined();
  });

  it('names the same methods as GraphQL InviteMethod', () => {
    const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));
    expect((schema.getType('InviteMethod') as GraphQLEnumType).getValues().map((v) => v.name)).toEqual([...INVITE_METHODS]);
  });
});
