// The server's own zone must not matter: rides are India time (issue 13.1). Node reads TZ on change.
process.env.TZ = 'America/Los_Angeles';

import { addDays, indiaDateOf } from '@evbazaar/common';
import { eq } from 'drizzle-orm';
import { testDrives } from '../../db/schema';
import type { RideChange, RideNotices } from '../../lib/ride-notices';
import { useTestApp } from '../../../test/helpers';
import { createTestDrivesService } from './test-drives.service';
import { callerFor } from '../audit/audit.service';
import { OPEN_DAILY_HOURS } from '../../../test/factories';

const HOURS = OPEN_DAILY_HOURS;
const OPEN_DAILY = HOURS.weekly;

const BOOK = `mutation Book($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id status slotStart slotEnd } }`;
const SLOTS = `query Slots($shopId: ID!, $productId: ID!, $from: Date, $days: Int) {
  testRideSlots(shopId: $shopId, productId: $productId, from: $from, days: $days) { date slots { start end remaining } }
}`;
const SET_HOURS = `mutation Hours($input: ShopRideHoursInput!) {
  setShopRideHours(input: $input) { days { weekday open close } closedDates slotMinutes capacity minNoticeMinutes horizonDays }
}`;
const RESCHEDULE = `mutation Move($id: ID!, $slotStart: String!) { rescheduleTestDrive(id: $id, slotStart: $slotStart) { id status slotStart } }`;
const CANCEL = `mutation Cancel($id: ID!, $reason: String) { cancelTestDrive(id: $id, reason: $reason) { id status cancelledBy cancelReason } }`;
const SET_STATUS = `mutation Status($id: ID!, $status: TestDriveStatus!, $reason: String) {
  setTestDriveStatus(id: $id, status: $status, reason: $reason) { id status cancelledBy cancelReason }
}`;
const MINE = `{ myTestDrives { id status slotStart slotEnd cancelledBy cancelReason } }`;

describe('test-ride slots', () => {
  const { t } = useTestApp();

  /** Time passes: the ride's slot now began an hour ago (a ride is completed only once its slot started, decision 0029). */
  const slotBegan = (id: string) =>
    t.db
      .update(testDrives)
      .set({ slotStart: new Date(Date.now() - 3600_000), slotEnd: new Date() })
      .where(eq(testDrives.id, id));

  const tomorrow = () => addDays(indiaDateOf(new Date()), 1);
  const at = (date: string, clock: string) => `${date}T${clock}:00+05:30`;
  let n = 0;
  const customer = () => t.seed.user({ role: 'USER', email: `rider${++n}_${Math.random().toString(16).slice(2)}@example.com` });

  /** A verified shop with hours (unless `hours` is null) and one product available, and a customer. */
  async function scene(hours: Partial<typeof HOURS> | null = {}) {
    const dealer = await t.seed.dealer();
    const product = await t.seed.product();
    await t.seed.availability(dealer.shop.id, product.id, true);
    if (hours)
      await t.api
        .as(dealer.user)
        .put('/api/dealer/ride-hours')
        .send({ ...HOURS, ...hours })
        .expect(200);
    const rider = await customer();
    const booking = { productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id };
    const slotsOf = async (query: Record<string, string | number> = {}) =>
      (await t.api.get(`/api/dealer/${dealer.shop.id}/slots`).query({ productId: product.id, ...query })).body.data as {
        date: string;
        slots: { start: string; end: string; remaining: number }[];
      }[];
    const remainingAt = async (start: string) => {
      const day = (await slotsOf({ from: start.slice(0, 10), days: 1 }))[0];
      return day?.slots.find((s) => s.start === start)?.remaining ?? 0;
    };
    return { ...dealer, dealer: dealer.user, product, rider, booking, slotsOf, remainingAt };
  }

  it('runs with the server in another zone than India', () => {
    expect(new Date().getTimezoneOffset()).not.toBe(-330);
  });

  describe('opening hours set by the dealer', () => {
    it('REST: a dealer saves and reads the calendar; notice and horizon default to 2 hours and 14 days', async () => {
      const { dealer } = await scene(null);
      expect((await t.api.as(dealer).get('/api/dealer/ride-hours')).body).toEqual({ data: null });
      const weekly = [...Array.from({ length: 6 }, () => ({ open: '10:00', close: '19:00' })), null];
      const saved = await t.api
        .as(dealer)
        .put('/api/dealer/ride-hours')
        .send({ weekly, closedDates: ['2030-01-26'], slotMinutes: 45, capacity: 3 });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        message: 'Opening hours saved',
        data: { weekly, closedDates: ['2030-01-26'], slotMinutes: 45, capacity: 3, minNoticeMinutes: 120, horizonDays: 14 },
      });
      expect((await t.api.as(dealer).get('/api/dealer/ride-hours')).body.data).toMatchObject({ slotMinutes: 45, capacity: 3 });
    });

    it('GraphQL: a dealer saves the calendar and reads it back by weekday', async () => {
      const { dealer } = await scene(null);
      const weekly = [{ open: '09:30', close: '18:00' }, ...Array.from({ length: 5 }, () => ({ open: '10:00', close: '19:00' })), { open: null, close: null }];
      const res = await t.gql.as(dealer)(SET_HOURS, { input: { weekly, slotMinutes: 30, capacity: 1 } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.setShopRideHours).toMatchObject({ slotMinutes: 30, capacity: 1, minNoticeMinutes: 120, horizonDays: 14, closedDates: [] });
      expect(res.body.data.setShopRideHours.days[0]).toEqual({ weekday: 1, open: '09:30', close: '18:00' });
      expect(res.body.data.setShopRideHours.days[6]).toEqual({ weekday: 7, open: null, close: null });
      const read = await t.gql.as(dealer)(`{ myShopRideHours { slotMinutes days { weekday open } } }`);
      expect(read.body.data.myShopRideHours).toMatchObject({ slotMinutes: 30, days: expect.arrayContaining([{ weekday: 1, open: '09:30' }]) });
    });

    it('refuses bad calendars with clear messages on both doors, and customers', async () => {
      const { dealer, rider } = await scene(null);
      const bad = async (body: object, message: string) => {
        const rest = await t.api
          .as(dealer)
          .put('/api/dealer/ride-hours')
          .send({ ...HOURS, ...body });
        expect(rest.status).toBe(400);
        expect(rest.body.message).toBe(message);
      };
      await bad({ slotMinutes: 20 }, 'Slot length must be 30, 45 or 60 minutes');
      await bad({ capacity: 0 }, 'Rides at once must be a whole number from 1 to 50');
      await bad({ weekly: OPEN_DAILY.slice(0, 6) }, 'Give the opening hours of all seven weekdays');
      await bad({ weekly: [{ open: '19:00', close: '10:00' }, ...OPEN_DAILY.slice(1)] }, 'Closing time must be after opening time');
      await bad({ weekly: [{ open: '25:00', close: '26:00' }, ...OPEN_DAILY.slice(1)] }, 'Opening hours must be times like 10:00');
      await bad({ horizonDays: 400 }, 'Booking horizon must be from 1 to 90 days');
      const gql = await t.gql.as(dealer)(SET_HOURS, { input: { ...HOURS, slotMinutes: 90 } });
      expect(gql.body.errors[0]).toMatchObject({ message: 'Slot length must be 30, 45 or 60 minutes', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await t.api.as(rider).put('/api/dealer/ride-hours').send(HOURS)).status).toBe(403);
      expect((await t.gql.as(rider)(SET_HOURS, { input: HOURS })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });

  describe('public slots', () => {
    it('REST: India-time slots with offset and remaining places, only bookable ones', async () => {
      const s = await scene();
      const day = tomorrow();
      const data = await s.slotsOf({ from: day, days: 2 });
      expect(data.map((d) => d.date)).toEqual([day, addDays(day, 1)]);
      // 10:00 to 19:00 in slots of an hour: nine slots, whatever the server's zone
      expect(data[0]!.slots).toHaveLength(9);
      expect(data[0]!.slots[0]).toEqual({ start: at(day, '10:00'), end: at(day, '11:00'), remaining: 2 });
      expect(data[0]!.slots[8]).toEqual({ start: at(day, '18:00'), end: at(day, '19:00'), remaining: 2 });

      await t.api
        .as(s.rider)
        .post('/api/test-drive')
        .send({ ...s.booking, slotStart: at(day, '11:00') })
        .expect(201);
      expect(await s.remainingAt(at(day, '11:00'))).toBe(1);
      await t.api
        .as(await customer())
        .post('/api/test-drive')
        .send({ ...s.booking, slotStart: at(day, '11:00') })
        .expect(201);
      // full slots are not offered
      const after = (await s.slotsOf({ from: day, days: 1 }))[0]!.slots.map((x) => x.start);
      expect(after).not.toContain(at(day, '11:00'));
      expect(after).toHaveLength(8);
    });

    it('GraphQL: the same days and slots; closed dates, the horizon and the notice leave slots out', async () => {
      const today = indiaDateOf(new Date());
      const s = await scene({ closedDates: [addDays(today, 2)], horizonDays: 3 });
      const res = await t.gql(SLOTS, { shopId: s.shop.id, productId: s.product.id, days: 7 });
      expect(res.body.errors).toBeUndefined();
      const days = res.body.data.testRideSlots as { date: string; slots: { start: string }[] }[];
      // today to the horizon (3 days ahead) only
      expect(days.map((d) => d.date)).toEqual([today, addDays(today, 1), addDays(today, 2), addDays(today, 3)]);
      expect(days[2]!.slots).toEqual([]);
      expect(days[1]!.slots).toHaveLength(9);
      // nothing today starts sooner than two hours from now
      for (const slot of days[0]!.slots) expect(Date.parse(slot.start) - Date.now()).toBeGreaterThanOrEqual(2 * 3600_000 - 1000);
      expect(await s.slotsOf()).toEqual(days);
    });

    it('answers no days for a shop without hours, and refuses bad queries and unknown shops', async () => {
      const s = await scene(null);
      expect(await s.slotsOf()).toEqual([]);
      expect((await t.api.get(`/api/dealer/${s.shop.id}/slots`).query({ productId: s.product.id, days: 100 })).status).toBe(400);
      const badDate = await t.api.get(`/api/dealer/${s.shop.id}/slots`).query({ productId: s.product.id, from: '2026-02-30' });
      expect(badDate.status).toBe(400);
      expect(badDate.body.message).toBe('Dates must be real days like 2026-12-31');
      expect((await t.api.get(`/api/dealer/${s.shop.id}/slots`)).body.message).toBe('Product is required');
      expect((await t.api.get(`/api/dealer/aaaaaaaaaaaaaaaaaaaaaaaa/slots`).query({ productId: s.product.id })).status).toBe(404);
      const gql = await t.gql(SLOTS, { shopId: s.shop.id, productId: s.product.id, days: 0 });
      expect(gql.body.errors[0]).toMatchObject({ message: 'Days must be a whole number from 1 to 31', extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('booking a slot', () => {
    it('GraphQL: books a free slot; refuses a time that is not a slot, a past one and a full one', async () => {
      const s = await scene({ capacity: 1 });
      const day = tomorrow();
      const ok = await t.gql.as(s.rider)(BOOK, { input: { ...s.booking, slotStart: at(day, '11:00') } });
      expect(ok.body.errors).toBeUndefined();
      expect(ok.body.data.bookTestDrive).toMatchObject({ status: 'PENDING', slotStart: at(day, '11:00'), slotEnd: at(day, '12:00') });
      // the same instant written in UTC is the same slot
      const full = await t.gql.as(await customer())(BOOK, { input: { ...s.booking, slotStart: `${day}T05:30:00Z` } });
      expect(full.body.errors[0]).toMatchObject({ message: 'This slot has just been taken; please choose another time', extensions: { code: 'CONFLICT' } });
      const between = await t.gql.as(await customer())(BOOK, { input: { ...s.booking, slotStart: at(day, '11:30') } });
      expect(between.body.errors[0]).toMatchObject({
        message: 'This time is not a free slot of this shop; please choose one of the times shown',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const past = await t.gql.as(await customer())(BOOK, { input: { ...s.booking, slotStart: at(addDays(day, -3), '11:00') } });
      expect(past.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      const junk = await t.gql.as(await customer())(BOOK, { input: { ...s.booking, slotStart: 'tomorrow at eleven' } });
      expect(junk.body.errors[0].message).toBe('Slot start must be a time like 2026-12-31T11:00:00+05:30');
    });

    it('REST: a slot of a shop without hours is refused; without slotStart the request has no time and takes no place', async () => {
      const noHours = await scene(null);
      const refused = await t.api
        .as(noHours.rider)
        .post('/api/test-drive')
        .send({ ...noHours.booking, slotStart: at(tomorrow(), '11:00') });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('This shop does not take bookings for set times yet; send the request without a time');

      const s = await scene({ capacity: 1 });
      const plain = await t.api.as(s.rider).post('/api/test-drive').send(s.booking);
      expect(plain.status).toBe(201);
      expect(plain.body.data).toMatchObject({ status: 'pending', slotStart: null, slotEnd: null });
      expect(await s.remainingAt(at(tomorrow(), '11:00'))).toBe(1);
      const timed = await t.api
        .as(await customer())
        .post('/api/test-drive')
        .send({ ...s.booking, slotStart: at(tomorrow(), '11:00') });
      expect(timed.status).toBe(201);
      expect(timed.body.data.slotStart).toBe(at(tomorrow(), '11:00'));
      const full = await t.api
        .as(await customer())
        .post('/api/test-drive')
        .send({ ...s.booking, slotStart: at(tomorrow(), '11:00') });
      expect(full.status).toBe(409);
      expect(full.body.message).toBe('This slot has just been taken; please choose another time');
    });

    it('the last place of a slot goes to exactly one of 20 simultaneous bookings; the others get 409', async () => {
      const s = await scene({ capacity: 2 });
      const start = at(tomorrow(), '11:00');
      await t.api
        .as(s.rider)
        .post('/api/test-drive')
        .send({ ...s.booking, slotStart: start })
        .expect(201);
      const riders = await Promise.all(Array.from({ length: 20 }, () => customer()));
      const started = Date.now();
      const answers = await Promise.all(
        riders.map((r) =>
          t.api
            .as(r)
            .post('/api/test-drive')
            .send({ ...s.booking, slotStart: start }),
        ),
      );
      const took = Date.now() - started;
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((x) => x === 201)).toHaveLength(1);
      expect(statuses.filter((x) => x === 409)).toHaveLength(19);
      for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe('This slot has just been taken; please choose another time');
      const rows = await t.db.select().from(testDrives).where(eq(testDrives.shopId, s.shop.id));
      expect(rows.filter((r) => r.slotStart?.getTime() === Date.parse(start))).toHaveLength(2);
      expect(await s.remainingAt(start)).toBe(0);
      console.log(
        `20 concurrent bookings for the last place: ${statuses.filter((x) => x === 201).length} booked, ${statuses.filter((x) => x === 409).length} refused in ${took} ms`,
      );
    });
  });

  describe('reschedule and cancel', () => {
    async function booked(capacity = 1) {
      const s = await scene({ capacity });
      const from = at(tomorrow(), '11:00');
      const res = await t.api
        .as(s.rider)
        .post('/api/test-drive')
        .send({ ...s.booking, slotStart: from });
      expect(res.status).toBe(201);
      return { ...s, id: res.body.data._id as string, from };
    }

    it('REST: a customer moves a ride to another free slot, freeing the old place; a full slot is refused', async () => {
      const s = await booked();
      const to = at(tomorrow(), '15:00');
      const moved = await t.api.as(s.rider).put(`/api/test-drive/${s.id}/slot`).send({ slotStart: to });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        message: 'Test ride moved to the new time',
        data: { _id: s.id, status: 'pending', slotStart: to, slotEnd: at(tomorrow(), '16:00') },
      });
      expect(await s.remainingAt(s.from)).toBe(1);
      expect(await s.remainingAt(to)).toBe(0);
      // someone else takes 11:00; moving back is refused
      await t.api
        .as(await customer())
        .post('/api/test-drive')
        .send({ ...s.booking, slotStart: s.from })
        .expect(201);
      const back = await t.api.as(s.rider).put(`/api/test-drive/${s.id}/slot`).send({ slotStart: s.from });
      expect(back.status).toBe(409);
      // moving to the slot it already holds is fine
      expect((await t.api.as(s.rider).put(`/api/test-drive/${s.id}/slot`).send({ slotStart: to })).status).toBe(200);
      // a confirmed ride moves too and stays confirmed
      await t.api.as(s.dealer).put(`/api/test-drive/${s.id}/status`).send({ status: 'confirmed' }).expect(200);
      const later = at(tomorrow(), '17:00');
      expect((await t.api.as(s.rider).put(`/api/test-drive/${s.id}/slot`).send({ slotStart: later })).body.data).toMatchObject({
        status: 'confirmed',
        slotStart: later,
      });
    });

    it('GraphQL: reschedule; refuses other people, completed rides and bad times', async () => {
      const s = await booked();
      const to = at(tomorrow(), '12:00');
      const res = await t.gql.as(s.rider)(RESCHEDULE, { id: s.id, slotStart: to });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.rescheduleTestDrive).toEqual({ id: s.id, status: 'PENDING', slotStart: to });
      expect((await t.gql.as(await customer())(RESCHEDULE, { id: s.id, slotStart: to })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql.as(s.rider)(RESCHEDULE, { id: s.id, slotStart: at(tomorrow(), '12:10') })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      await slotBegan(s.id);
      await t.api.as(s.dealer).put(`/api/test-drive/${s.id}/status`).send({ status: 'completed' }).expect(200);
      const done = await t.gql.as(s.rider)(RESCHEDULE, { id: s.id, slotStart: at(tomorrow(), '13:00') });
      expect(done.body.errors[0]).toMatchObject({
        message: 'Only pending or confirmed test rides can be moved to another time',
        extensions: { code: 'CONFLICT' },
      });
      const rest = await t.api
        .as(s.rider)
        .put(`/api/test-drive/${s.id}/slot`)
        .send({ slotStart: at(tomorrow(), '13:00') });
      expect(rest.status).toBe(409);
    });

    it('a dealer gives a request without a time its slot (agreed by phone) on both doors; not for another shop', async () => {
      const s = await scene({ capacity: 1 });
      const plain = await t.api.as(s.rider).post('/api/test-drive').send(s.booking);
      const id = plain.body.data._id as string;
      const rest = await t.api
        .as(s.dealer)
        .put(`/api/test-drive/${id}/slot`)
        .send({ slotStart: at(tomorrow(), '16:00') });
      expect(rest.status).toBe(200);
      expect(rest.body.data).toMatchObject({ _id: id, status: 'pending', slotStart: at(tomorrow(), '16:00') });
      expect(await s.remainingAt(at(tomorrow(), '16:00'))).toBe(0);
      const gql = await t.gql.as(s.dealer)(RESCHEDULE, { id, slotStart: at(tomorrow(), '17:00') });
      expect(gql.body.data.rescheduleTestDrive).toEqual({ id, status: 'PENDING', slotStart: at(tomorrow(), '17:00') });
      const stranger = await t.seed.dealer();
      expect(
        (
          await t.api
            .as(stranger.user)
            .put(`/api/test-drive/${id}/slot`)
            .send({ slotStart: at(tomorrow(), '18:00') })
        ).status,
      ).toBe(403);
      expect((await t.gql.as(stranger.user)(RESCHEDULE, { id, slotStart: at(tomorrow(), '18:00') })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    });

    it('REST: a customer cancels a confirmed ride with a reason and the place is free again', async () => {
      const s = await booked();
      await t.api.as(s.dealer).put(`/api/test-drive/${s.id}/status`).send({ status: 'confirmed' }).expect(200);
      const res = await t.api.as(s.rider).post(`/api/test-drive/${s.id}/cancel`).send({ reason: 'Bought one already' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Test ride cancelled successfully',
        data: { status: 'cancelled', cancelledBy: 'customer', cancelReason: 'Bought one already' },
      });
      expect(await s.remainingAt(s.from)).toBe(1);
      const long = await t.api
        .as(s.rider)
        .post(`/api/test-drive/${s.id}/cancel`)
        .send({ reason: 'x'.repeat(300) });
      expect(long.status).toBe(400);
      // the spec's Cancel Ride (DELETE, no reason) still works
      const other = await booked();
      const del = await t.api.as(other.rider).delete(`/api/test-drive/${other.id}`);
      expect(del.body).toMatchObject({
        message: 'Test ride cancelled successfully',
        data: { status: 'cancelled', cancelledBy: 'customer', cancelReason: null },
      });
    });

    it('GraphQL: a customer cancels with a reason; a dealer cancels with a reason the customer sees', async () => {
      const s = await booked(2);
      const mine = await t.gql.as(s.rider)(CANCEL, { id: s.id, reason: 'Plans changed' });
      expect(mine.body.data.cancelTestDrive).toEqual({ id: s.id, status: 'CANCELLED', cancelledBy: 'CUSTOMER', cancelReason: 'Plans changed' });

      const other = await customer();
      const booking = await t.gql.as(other)(BOOK, { input: { ...s.booking, slotStart: s.from } });
      const id = booking.body.data.bookTestDrive.id;
      const byDealer = await t.gql.as(s.dealer)(SET_STATUS, { id, status: 'CANCELLED', reason: 'Vehicle in service' });
      expect(byDealer.body.data.setTestDriveStatus).toEqual({ id, status: 'CANCELLED', cancelledBy: 'DEALER', cancelReason: 'Vehicle in service' });
      const seen = await t.gql.as(other)(MINE);
      expect(seen.body.data.myTestDrives[0]).toMatchObject({
        id,
        status: 'CANCELLED',
        cancelledBy: 'DEALER',
        cancelReason: 'Vehicle in service',
        slotStart: s.from,
      });
      const rest = await t.api.as(other).get('/api/test-drive');
      expect(rest.body.data[0]).toMatchObject({ _id: id, cancelledBy: 'dealer', cancelReason: 'Vehicle in service', slotStart: s.from });
      // REST door for the dealer's reason
      const third = await t.api
        .as(await customer())
        .post('/api/test-drive')
        .send({ ...s.booking, slotStart: at(tomorrow(), '14:00') });
      const cancelled = await t.api
        .as(s.dealer)
        .put(`/api/test-drive/${third.body.data._id}/status`)
        .send({ status: 'cancelled', reason: 'Shop closed for Diwali' });
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelledBy: 'dealer', cancelReason: 'Shop closed for Diwali' });
      // the dealer's list shows the slot
      const list = await t.api.as(s.dealer).get('/api/test-drive/dealer');
      expect(list.body.data.find((r: { _id: string }) => r._id === third.body.data._id)).toMatchObject({ slotStart: at(tomorrow(), '14:00') });
    });

    // decision 0029: a ride the customer cancelled is never reopened, so the shop cancels it here
    it('a dealer opening a ride it cancelled again needs its slot to have a place left', async () => {
      const s = await booked(1);
      await t.api.as(s.dealer).put(`/api/test-drive/${s.id}/status`).send({ status: 'cancelled' }).expect(200);
      await t.api
        .as(await customer())
        .post('/api/test-drive')
        .send({ ...s.booking, slotStart: s.from })
        .expect(201);
      const reopen = await t.api.as(s.dealer).put(`/api/test-drive/${s.id}/status`).send({ status: 'confirmed' });
      expect(reopen.status).toBe(409);
      expect(reopen.body.message).toBe('This slot has just been taken; please choose another time');
    });
  });

  describe('response-time badge', () => {
    const SHOPS = `query Shops($locationId: ID!, $productId: ID!) { productAvailability(locationId: $locationId, productId: $productId) { shop { id rideResponse { medianMinutes rides label } } } }`;
    const hours = (h: number) => h * 3600_000;

    async function answered(s: Awaited<ReturnType<typeof scene>>, delaysHours: number[], ageDays = 1) {
      for (const delay of delaysHours) {
        const createdAt = new Date(Date.now() - ageDays * 86_400_000);
        await t.seed.testDrive({
          userId: (await customer()).id,
          productId: s.product.id,
          shopId: s.shop.id,
          locationId: s.location.id,
          status: 'confirmed',
          createdAt,
          firstResponseAt: new Date(createdAt.getTime() + hours(delay)),
        });
      }
    }
    const badge = async (s: Awaited<ReturnType<typeof scene>>) => {
      const res = await t.gql(SHOPS, { locationId: s.location.id, productId: s.product.id });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.productAvailability.find((a: { shop: { id: string } }) => a.shop.id === s.shop.id).shop.rideResponse;
    };

    it('is the median over the last 90 days in SQL, hidden below 5 answered rides, on both doors', async () => {
      const s = await scene(null);
      await answered(s, [1, 2, 2, 30]);
      // rides older than 90 days and unanswered rides do not count
      await answered(s, [0.1, 0.1, 0.1], 100);
      await t.seed.testDrive({ userId: (await customer()).id, productId: s.product.id, shopId: s.shop.id, locationId: s.location.id });
      expect(await badge(s)).toBeNull();
      const rest = async () =>
        (await t.api.get(`/api/dealer/product-availability/${s.location.id}/${s.product.id}`)).body.data.find(
          (e: { dealerProfile: { _id: string } }) => e.dealerProfile._id === s.shop.id,
        ).dealerProfile.rideResponse;
      expect(await rest()).toBeNull();
      await answered(s, [1.5]);
      expect(await badge(s)).toEqual({ medianMinutes: 120, rides: 5, label: 'usually confirms within 2 hours' });
      expect(await rest()).toEqual({ medianMinutes: 120, rides: 5, label: 'usually confirms within 2 hours' });
    });

    it("stamps the dealer's first confirm or cancel only, through both doors", async () => {
      const s = await scene(null);
      const first = await t.api.as(s.rider).post('/api/test-drive').send(s.booking);
      const id = first.body.data._id;
      const stamp = async () => (await t.db.select().from(testDrives).where(eq(testDrives.id, id)))[0]!.firstResponseAt;
      expect(await stamp()).toBeNull();
      await t.gql.as(s.dealer)(SET_STATUS, { id, status: 'CONFIRMED' });
      const confirmedAt = await stamp();
      expect(confirmedAt).toBeInstanceOf(Date);
      await t.api.as(s.dealer).put(`/api/test-drive/${id}/status`).send({ status: 'cancelled' }).expect(200);
      expect(await stamp()).toEqual(confirmedAt);
      // a customer's own cancel is no answer of the dealer
      const other = await customer();
      const second = await t.api.as(other).post('/api/test-drive').send(s.booking);
      await t.api.as(other).delete(`/api/test-drive/${second.body.data._id}`).expect(200);
      expect((await t.db.select().from(testDrives).where(eq(testDrives.id, second.body.data._id)))[0]!.firstResponseAt).toBeNull();
    });
  });

  describe('ride notices (the mail outbox call site)', () => {
    it('tells every change inside its transaction; a failing notice undoes the change', async () => {
      const s = await scene({ capacity: 2 });
      const told: (RideChange & { inTransaction: boolean })[] = [];
      let fail = false;
      const rideNotices: RideNotices = {
        async changed(tx, change) {
          told.push({ ...change, inTransaction: tx !== (t.db as unknown) });
          if (fail) throw new Error('outbox down');
        },
      };
      const rides = createTestDrivesService(t.app.deps, { shops: t.app.services.shops, products: t.app.services.products, rideNotices });
      const rider = callerFor({ id: s.rider.id, role: 'USER' as const, email: s.rider.email, name: null });
      const dealer = callerFor({ id: s.dealer.id, role: 'DEALER' as const, email: s.dealer.email, name: null });
      const ride = await rides.book(rider, { ...s.booking, slotStart: at(tomorrow(), '11:00') });
      await rides.setStatus(dealer, ride.id, { status: 'confirmed' });
      await rides.reschedule(rider, ride.id, { slotStart: at(tomorrow(), '12:00') });
      await slotBegan(ride.id);
      await rides.setStatus(dealer, ride.id, { status: 'completed' });
      const second = await rides.book(rider, s.booking);
      await rides.cancel(rider, second.id, { reason: 'Too far' });
      expect(told.map(({ event, by, reason }) => ({ event, by, reason }))).toEqual([
        { event: 'booked', by: 'customer', reason: undefined },
        { event: 'confirmed', by: 'dealer', reason: undefined },
        { event: 'rescheduled', by: 'customer', reason: undefined },
        { event: 'completed', by: 'dealer', reason: undefined },
        { event: 'booked', by: 'customer', reason: undefined },
        { event: 'cancelled', by: 'customer', reason: 'Too far' },
      ]);
      expect(told.every((x) => x.inTransaction)).toBe(true);

      fail = true;
      const third = await rides.book(rider, s.booking).catch((e: Error) => e);
      expect(third).toBeInstanceOf(Error);
      const left = await t.db.select().from(testDrives).where(eq(testDrives.userId, s.rider.id));
      expect(left).toHaveLength(2);
    });
  });
});
