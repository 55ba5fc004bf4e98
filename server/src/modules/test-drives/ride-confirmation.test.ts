import { addDays, indiaDateOf } from '@evbazaar/common';
import { useTestApp } from '../../../test/helpers';

// Issue 22.2: the booking confirmation reads the shop's phone, address and hours from the customer's
// ride answers, and the ride's calendar event is one REST download for its customer and its dealer.

const WEEKLY = [...Array.from({ length: 6 }, () => ({ open: '10:00', close: '19:00' })), null];
const HOURS = { weekly: WEEKLY, closedDates: [] as string[], slotMinutes: 60, capacity: 2, minNoticeMinutes: 0, horizonDays: 14 };

const RIDE_FIELDS = `id status slotStart shopPhone shopHours { weekday open close }
  shop { id shopName address1 address2 landmark cityName stateName } product { id name }`;
const MINE = `{ myTestDrives { ${RIDE_FIELDS} } }`;
const ONE = `query One($id: ID!) { myTestDrive(id: $id) { ${RIDE_FIELDS} } }`;
const RESCHEDULE = `mutation Move($id: ID!, $slotStart: String!) { rescheduleTestDrive(id: $id, slotStart: $slotStart) { id slotStart } }`;

/** The next weekday (Monday to Saturday) after today in India, at a clock time. */
function nextOpenSlot(clock: string, after = 1) {
  let date = addDays(indiaDateOf(new Date()), after);
  while (new Date(`${date}T12:00:00+05:30`).getUTCDay() === 0) date = addDays(date, 1);
  return `${date}T${clock}:00+05:30`;
}

/** The VEVENT of a calendar without its DTSTAMP (the moment the text was written). */
const eventOf = (ics: string) =>
  ics
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('DTSTAMP'))
    .join('\n');

describe('the booking confirmation and the ride calendar file', () => {
  const { t } = useTestApp();
  let n = 0;
  const customer = () => t.seed.user({ role: 'USER', email: `confirm${++n}_${Math.random().toString(16).slice(2)}@example.com` });

  /** A shop with a phone, a full address and hours; a customer who booked its product at 11:00 on the next open day. */
  async function booked() {
    const dealer = await t.seed.dealer({ shop: { phone: '9876543210', address2: 'Near the Metro', landmark: 'Opposite City Mall' } });
    const product = await t.seed.product();
    await t.seed.availability(dealer.shop.id, product.id, true);
    await t.api.as(dealer.user).put('/api/dealer/ride-hours').send(HOURS).expect(200);
    const rider = await customer();
    const slotStart = nextOpenSlot('11:00');
    const res = await t.api
      .as(rider)
      .post('/api/test-drive')
      .send({ productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id, slotStart })
      .expect(201);
    return { ...dealer, dealer: dealer.user, product, rider, slotStart, rideId: res.body.data._id as string };
  }

  const invitesOf = async (rideId: string, audience: 'customer' | 'dealer') =>
    (await t.app.services.notifications.mailsOfRide(rideId)).filter((m) => m.audience === audience && m.ics).map((m) => m.ics!);

  describe("the customer's ride answers carry the shop's phone, address and hours", () => {
    it('REST GET /api/test-drive', async () => {
      const { rider, rideId, shop } = await booked();
      const res = await t.api.as(rider).get('/api/test-drive').expect(200);
      const ride = res.body.data.find((r: { _id: string }) => r._id === rideId);
      expect(ride.dealer).toMatchObject({
        shopName: shop.shopName,
        address1: '12 Station Road',
        address2: 'Near the Metro',
        landmark: 'Opposite City Mall',
        cityName: shop.cityName,
        stateName: shop.stateName,
        phone: '9876543210',
      });
      expect(ride.dealer.hours).toHaveLength(7);
      expect(ride.dealer.hours[0]).toEqual({ weekday: 1, open: '10:00', close: '19:00' });
      expect(ride.dealer.hours[6]).toEqual({ weekday: 7, open: null, close: null });
      expect(ride.dealer.directionsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(decodeURIComponent(ride.dealer.directionsUrl.split('query=')[1])).toBe(
        `${shop.shopName}, 12 Station Road, Near the Metro, Opposite City Mall, ${shop.cityName}, ${shop.stateName}`,
      );
    });

    it('GraphQL myTestDrives and myTestDrive(id)', async () => {
      const { rider, rideId, shop, slotStart } = await booked();
      const list = await t.gql.as(rider)(MINE);
      expect(list.body.errors).toBeUndefined();
      const ride = list.body.data.myTestDrives.find((r: { id: string }) => r.id === rideId);
      const expected = {
        id: rideId,
        status: 'PENDING',
        slotStart,
        shopPhone: '9876543210',
        shop: { shopName: shop.shopName, address1: '12 Station Road', address2: 'Near the Metro', landmark: 'Opposite City Mall', cityName: shop.cityName },
      };
      expect(ride).toMatchObject(expected);
      expect(ride.shopHours).toHaveLength(7);
      expect(ride.shopHours[5]).toEqual({ weekday: 6, open: '10:00', close: '19:00' });

      const one = await t.gql.as(rider)(ONE, { id: rideId });
      expect(one.body.errors).toBeUndefined();
      expect(one.body.data.myTestDrive).toMatchObject(expected);
    });

    it('a shop without hours answers null hours', async () => {
      const rider = await customer();
      const ride = await t.seed.testDrive({ userId: rider.id });
      const res = await t.gql.as(rider)(ONE, { id: ride.id });
      expect(res.body.data.myTestDrive.shopHours).toBeNull();
      const rest = await t.api.as(rider).get('/api/test-drive').expect(200);
      expect(rest.body.data[0].dealer.hours).toBeNull();
    });

    it("Shop.phone stays private: the customer reads the phone only as the ride's shopPhone", async () => {
      const { rider, rideId } = await booked();
      const res = await t.gql.as(rider)(`query One($id: ID!) { myTestDrive(id: $id) { shopPhone shop { phone } } }`, { id: rideId });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.myTestDrive).toEqual({ shopPhone: '9876543210', shop: { phone: null } });
    });

    it("myTestDrive: NOT_FOUND for someone else's ride and a missing one; a dealer may not ask", async () => {
      const { rideId, dealer } = await booked();
      const other = await t.gql.as(await customer())(ONE, { id: rideId });
      expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const missing = await t.gql.as(await customer())(ONE, { id: 'no-such-ride' });
      expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const asDealer = await t.gql.as(dealer)(ONE, { id: rideId });
      expect(asDealer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });

  describe('the colour asked for at booking', () => {
    async function shopWithTwoColours() {
      const dealer = await t.seed.dealer();
      const product = await t.seed.product({
        colors: [
          { name: 'Space Grey', code: '#4b4f54' },
          { name: 'Lunar White', code: '#f4f4f2' },
        ],
      });
      await t.seed.availability(dealer.shop.id, product.id, true);
      return { ...dealer, product, booking: { productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id } };
    }

    it('GraphQL: the ride keeps the chosen colour; REST lists it with the product', async () => {
      const { product, booking } = await shopWithTwoColours();
      const rider = await customer();
      const white = product.colors[1]!;
      const booked = await t.gql.as(rider)(`mutation Book($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id color { name code } } }`, {
        input: { ...booking, colorId: white.id },
      });
      expect(booked.body.errors).toBeUndefined();
      expect(booked.body.data.bookTestDrive.color).toEqual({ name: 'Lunar White', code: '#f4f4f2' });
      const one = await t.gql.as(rider)(`query One($id: ID!) { myTestDrive(id: $id) { color { name code } } }`, { id: booked.body.data.bookTestDrive.id });
      expect(one.body.data.myTestDrive.color).toEqual({ name: 'Lunar White', code: '#f4f4f2' });
      const rest = await t.api.as(rider).get('/api/test-drive').expect(200);
      expect(rest.body.data[0].color).toEqual({ name: 'Lunar White', code: '#f4f4f2' });
    });

    it('REST: without a colour the ride has none; a colour of another vehicle is refused with a field message', async () => {
      const { booking } = await shopWithTwoColours();
      const rider = await customer();
      const other = await t.seed.product();
      const refused = await t.api
        .as(rider)
        .post('/api/test-drive')
        .send({ ...booking, colorId: other.colors[0]!.id });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('This colour is not offered for this vehicle');
      const plain = await t.api.as(rider).post('/api/test-drive').send(booking).expect(201);
      expect(plain.body.data).toMatchObject({ colorName: null, colorCode: null });
      const rest = await t.api.as(rider).get('/api/test-drive').expect(200);
      expect(rest.body.data[0].color).toBeNull();
    });
  });

  describe('GET /api/test-drive/{id}/calendar.ics', () => {
    it('answers the customer with text/calendar: the event the booking mail attached', async () => {
      const { rider, rideId, slotStart } = await booked();
      const res = await t.api.as(rider).get(`/api/test-drive/${rideId}/calendar.ics`).buffer(true).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="test-ride-${rideId}.ics"`);
      expect(res.text.split(/\r?\n/)[0]).toBe('BEGIN:VCALENDAR');
      expect(res.text).toContain(`UID:test-ride-${rideId}@evbazaar.in`);
      expect(res.text).toContain(`DTSTART:${new Date(slotStart).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
      const [mailed] = await invitesOf(rideId, 'customer');
      expect(res.text).toBe(mailed);
    });

    it("answers the shop's dealer with the dealer's mail's event", async () => {
      const { dealer, rideId } = await booked();
      const res = await t.api.as(dealer).get(`/api/test-drive/${rideId}/calendar.ics`).buffer(true).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      const [mailed] = await invitesOf(rideId, 'dealer');
      expect(res.text).toBe(mailed);
    });

    it('follows the ride: after a move it is the latest mail’s event (same UID, higher SEQUENCE)', async () => {
      const { rider, rideId } = await booked();
      const moved = await t.gql.as(rider)(RESCHEDULE, { id: rideId, slotStart: nextOpenSlot('14:00', 2) });
      expect(moved.body.errors).toBeUndefined();
      const res = await t.api.as(rider).get(`/api/test-drive/${rideId}/calendar.ics`).buffer(true).expect(200);
      const invites = await invitesOf(rideId, 'customer');
      expect(invites).toHaveLength(2);
      expect(res.text).toBe(invites[1]);
      expect(res.text).toMatch(/SEQUENCE:1/);
    });

    it('404 to another customer and to another dealer, so ride ids cannot be probed; 401 to a guest', async () => {
      const { rideId } = await booked();
      const stranger = await t.api.as(await customer()).get(`/api/test-drive/${rideId}/calendar.ics`);
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ message: 'Test drive not found' });
      const otherDealer = (await t.seed.dealer()).user;
      expect((await t.api.as(otherDealer).get(`/api/test-drive/${rideId}/calendar.ics`)).status).toBe(404);
      expect((await t.api.as(await customer()).get('/api/test-drive/no-such-ride/calendar.ics')).status).toBe(404);
      expect((await t.api.get(`/api/test-drive/${rideId}/calendar.ics`)).status).toBe(401);
    });

    it('404 for a ride booked without a time', async () => {
      const rider = await customer();
      const ride = await t.seed.testDrive({ userId: rider.id });
      const res = await t.api.as(rider).get(`/api/test-drive/${ride.id}/calendar.ics`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'This test ride has no time yet, so there is no calendar event for it' });
    });

    it('a ride that has had no mail (demo data) gets the event its status would mail, from the same builder', async () => {
      const rider = await customer();
      const slotStart = new Date(nextOpenSlot('11:00'));
      const ride = await t.seed.testDrive({ userId: rider.id, status: 'confirmed', slotStart, slotEnd: new Date(slotStart.getTime() + 3600_000) });
      expect(await invitesOf(ride.id, 'customer')).toHaveLength(0);
      const res = await t.api.as(rider).get(`/api/test-drive/${ride.id}/calendar.ics`).buffer(true).expect(200);
      expect(res.text.split(/\r?\n/)[0]).toBe('BEGIN:VCALENDAR');
      expect(res.text).toContain(`UID:test-ride-${ride.id}@evbazaar.in`);
      expect(res.text).toContain('METHOD:REQUEST');

      // once a change is mailed, the download is that mail's event
      await t.db.transaction((tx) => t.app.services.notifications.rideNotices.changed(tx, { rideId: ride.id, event: 'confirmed', by: 'dealer' }));
      const after = await t.api.as(rider).get(`/api/test-drive/${ride.id}/calendar.ics`).buffer(true).expect(200);
      const [mailed] = await invitesOf(ride.id, 'customer');
      expect(after.text).toBe(mailed);
      expect(eventOf(after.text)).toBe(eventOf(res.text));
    });
  });
});
