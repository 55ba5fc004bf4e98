import { eq } from 'drizzle-orm';
import { shopRideHours, shops } from '../../db/schema';
import { expectFieldErrors, useTestApp } from '../../../test/helpers';
import { OPEN_DAILY_HOURS, PUNE } from '../../../test/factories';

// PIN 194101 is Leh (34.3669 N, 75.5907 E in the shipped dataset): far from every other test's shops
const LEH = { lat: 34.3669, lng: 75.5907 };
/** A point `km` north of `from` (a degree of latitude is 111.195 km). */
const north = (from: { lat: number; lng: number }, km: number) => ({ lat: from.lat + km / 111.195, lng: from.lng });

const NEARBY = `query Nearby($near: NearPlace!, $productId: ID, $colorId: ID, $openNow: Boolean, $slotWithinDays: Int, $limit: Int) {
  nearbyShops(near: $near, productId: $productId, colorId: $colorId, openNow: $openNow, slotWithinDays: $slotWithinDays, limit: $limit) {
    id shopName distanceKm openNow nextFreeSlot phone locationId hoursToday { weekday open close }
    inStock { productId colorId product { id name } }
  }
}`;

describe('dealer finder', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });

  /** A verified dealer's shop at `at`, with ride hours unless `hours` is null. */
  const gql = async (query: string, variables: Record<string, unknown> = {}, as?: { id: string }) =>
    (await (as ? t.gql.as(as as never)(query, variables) : t.gql(query, variables))).body;

  async function shopAt(
    at: { lat: number; lng: number },
    options: { hours?: Omit<typeof shopRideHours.$inferInsert, 'shopId'> | null; verified?: boolean; name?: string } = {},
  ) {
    const dealer = await t.seed.dealer({
      user: { isVerified: options.verified ?? true },
      shop: { ...at, phone: '9823045678', ...(options.name ? { shopName: options.name } : {}) },
    });
    if (options.hours !== null) await t.db.insert(shopRideHours).values({ shopId: dealer.shop.id, ...(options.hours ?? OPEN_DAILY_HOURS) });
    return dealer;
  }

  it('answers the shops nearest a PIN code, nearest first, with the REST shape the issue names', async () => {
    const near = await shopAt(north(LEH, 2), { name: 'Leh EV Point' });
    const far = await shopAt(north(LEH, 40));
    const product = await t.seed.product();
    await t.seed.availability(near.shop.id, product.id);

    const res = await t.api.get('/api/shops/nearby?pin=194101&limit=2');
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { _id: string }) => s._id)).toEqual([near.shop.id, far.shop.id]);
    const [first] = res.body.data;
    expect(first).toMatchObject({
      _id: near.shop.id,
      shopName: 'Leh EV Point',
      address1: '12 Station Road',
      cityName: 'Pune',
      lat: expect.closeTo(LEH.lat + 2 / 111.195, 5),
      lng: LEH.lng,
      phone: '9823045678',
      inStock: [{ productId: product.id, colorId: null }],
      locationId: near.location.id,
    });
    expect(first.distanceKm).toBeCloseTo(2, 1);
    expect(res.body.data[1].distanceKm).toBeCloseTo(40, 0);
    // a free slot within a week, as India time
    expect(first.nextFreeSlot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
    expect(res.body.from).toEqual({ lat: LEH.lat, lng: LEH.lng, label: '194101, Leh' });
    // the far shop stocks nothing: nothing to ride, so no slot
    expect(res.body.data[1]).toMatchObject({ inStock: [], nextFreeSlot: null });
  });

  it('refuses a malformed PIN code, an unknown one, a missing place and an out-of-range limit with clear messages', async () => {
    expectFieldErrors(await t.api.get('/api/shops/nearby?pin=4000'), { pin: 'Enter a valid 6-digit PIN code' });
    expectFieldErrors(await t.api.get('/api/shops/nearby?pin=040001'), { pin: 'Enter a valid 6-digit PIN code' });
    const unknown = await t.api.get('/api/shops/nearby?pin=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("We don't know this PIN code yet");
    expectFieldErrors(await t.api.get('/api/shops/nearby'), { pin: 'Enter a PIN code or a city, or use your location' });
    expectFieldErrors(await t.api.get(`/api/shops/nearby?lat=${LEH.lat}`), { lng: 'Enter both latitude and longitude' });
    expectFieldErrors(await t.api.get('/api/shops/nearby?pin=194101&limit=51'), { limit: 'Limit must be a whole number from 1 to 50' });
    expectFieldErrors(await t.api.get('/api/shops/nearby?pin=194101&slotWithinDays=0'), { slotWithinDays: 'Days must be a whole number from 1 to 30' });
    const city = await t.api.get('/api/shops/nearby?city=Atlantis');
    expect(city.status).toBe(404);
    expect(city.body.message).toBe("We don't know this city yet");
    // GraphQL says the same
    const gqlBad = await gql(NEARBY, { near: { pin: 'abc' } });
    expect(gqlBad.errors?.[0]).toMatchObject({ message: 'Enter a valid 6-digit PIN code', extensions: { code: 'BAD_USER_INPUT' } });
    const gqlUnknown = await gql(NEARBY, { near: { pin: '999999' } });
    expect(gqlUnknown.errors?.[0]).toMatchObject({ message: "We don't know this PIN code yet", extensions: { code: 'NOT_FOUND' } });
  });

  it('keeps shops with the vehicle in stock, checks the colour, and leaves out unverified dealers', async () => {
    const at = { lat: 30.5, lng: 70.9 };
    const stocked = await shopAt(north(at, 30));
    const empty = await shopAt(north(at, 1));
    const hidden = await shopAt(north(at, 0.5), { verified: false });
    const product = await t.seed.product();
    await t.seed.availability(stocked.shop.id, product.id);
    await t.seed.availability(hidden.shop.id, product.id);
    const other = await t.seed.product();
    await t.seed.availability(empty.shop.id, other.id);
    const [colour] = (await t.app.services.products.colorsFor([product.id]))[0]!;

    const found = await gql(NEARBY, { near: at, productId: product.id, colorId: colour?.id ?? null, limit: 5 });
    expect(found.errors).toBeUndefined();
    const ids = found.data.nearbyShops.map((s: { id: string }) => s.id);
    expect(ids[0]).toBe(stocked.shop.id);
    expect(ids).not.toContain(empty.shop.id);
    expect(ids).not.toContain(hidden.shop.id);
    expect(found.data.nearbyShops[0].inStock).toEqual([
      { productId: product.id, colorId: colour?.id ?? null, product: { id: product.id, name: product.name } },
    ]);

    const anything = await gql(NEARBY, { near: at, limit: 5 });
    expect(anything.data.nearbyShops.map((s: { id: string }) => s.id).slice(0, 2)).toEqual([empty.shop.id, stocked.shop.id]);

    if (colour) {
      const wrong = await t.api.get(
        `/api/shops/nearby?lat=${at.lat}&lng=${at.lng}&productId=${product.id}&colorId=${(await t.app.services.products.colorsFor([other.id]))[0]![0]?.id ?? 'nope'}`,
      );
      expectFieldErrors(wrong, { colorId: 'This colour is not offered for this vehicle' });
    }
    expectFieldErrors(await t.api.get(`/api/shops/nearby?lat=${at.lat}&lng=${at.lng}&colorId=x`), { colorId: 'Choose a vehicle before its colour' });
  });

  it('filters on open now and on a free slot within the days asked, from the shops’ own hours', async () => {
    const at = { lat: 22.2, lng: 94.0 };
    const always = { ...OPEN_DAILY_HOURS, weekly: Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' })), minNoticeMinutes: 0 };
    const closed = { ...OPEN_DAILY_HOURS, weekly: Array.from({ length: 7 }, () => null) };
    const open = await shopAt(north(at, 3), { hours: always });
    const shut = await shopAt(north(at, 1), { hours: closed });
    const noHours = await shopAt(north(at, 2), { hours: null });
    const product = await t.seed.product();
    for (const s of [open, shut, noHours]) await t.seed.availability(s.shop.id, product.id);
    const base = `/api/shops/nearby?lat=${at.lat}&lng=${at.lng}&productId=${product.id}&limit=3`;

    const all = await t.api.get(base);
    expect(all.body.data.map((s: { _id: string }) => s._id)).toEqual([shut.shop.id, noHours.shop.id, open.shop.id]);
    expect(all.body.data.map((s: { openNow: boolean }) => s.openNow)).toEqual([false, false, expect.any(Boolean)]);
    expect(all.body.data[0]).toMatchObject({ hoursToday: null, nextFreeSlot: null });

    const slots = await t.api.get(`${base}&slotWithinDays=2`);
    expect(slots.body.data.map((s: { _id: string }) => s._id)).toEqual([open.shop.id]);
    expect(slots.body.data[0].hoursToday).toMatchObject({ weekday: expect.any(Number), open: '00:00', close: '23:59' });

    // open from 00:00 to 23:59 India time: open now except in the day's last minute
    const minute = new Date(Date.now() + 330 * 60_000).toISOString().slice(11, 16);
    if (minute !== '23:59') {
      const openNow = await t.api.get(`${base}&openNow=true`);
      expect(openNow.body.data.map((s: { _id: string }) => s._id)).toEqual([open.shop.id]);
    }
  });

  it('widens the search until it finds enough shops, and reads a city by name or id', async () => {
    const at = { lat: 9.5, lng: 92.8 };
    const near = await shopAt(north(at, 4));
    const far = await shopAt(north(at, 320));
    const res = await t.api.get(`/api/shops/nearby?lat=${at.lat}&lng=${at.lng}&limit=2`);
    expect(res.body.data.map((s: { _id: string }) => s._id)).toEqual([near.shop.id, far.shop.id]);

    const byName = await t.api.get('/api/shops/nearby?city=pune&limit=1');
    expect(byName.status).toBe(200);
    expect(byName.body.from).toMatchObject({ label: 'Pune', lat: expect.closeTo(18.52, 1) });
    const byId = await t.api.get(`/api/shops/nearby?city=${PUNE.cityId}&limit=1`);
    expect(byId.body.from).toEqual(byName.body.from);
  });

  it('lists states and cities with their number of public shops', async () => {
    const dealer = await t.seed.user({ role: 'DEALER' });
    await t.api
      .as(dealer)
      .post('/api/dealer/profile')
      .send({ shopName: 'Pune Volts', ...PUNE, address1: '1 FC Road', phone: '9823045678' });
    const res = await t.api.get('/api/shops/places');
    expect(res.status).toBe(200);
    const maharashtra = res.body.data.find((s: { stateId: string }) => s.stateId === 'IN-MH');
    expect(maharashtra.cities).toEqual(expect.arrayContaining([{ cityId: 'IN-MH-Pune', cityName: 'Pune', shops: expect.any(Number) }]));
    const places = await gql('{ shopPlaces { stateId stateName shops cities { cityId cityName shops } } }');
    expect(places.data.shopPlaces).toEqual(res.body.data);
  });

  describe("a shop's position", () => {
    it("puts a dealer's shop at its city's centre, keeps a pin the dealer enters, and moves it with a new city", async () => {
      const dealer = await t.seed.user({ role: 'DEALER' });
      const body = { shopName: 'Pune Volts', ...PUNE, address1: '1 FC Road', phone: '9823045678' };
      const first = await t.api.as(dealer).post('/api/dealer/profile').send(body);
      expect(first.body.data).toMatchObject({ lat: expect.closeTo(18.52, 1), lng: expect.closeTo(73.86, 1), positionPinned: false });

      const pinned = await t.api
        .as(dealer)
        .post('/api/dealer/profile')
        .send({ ...body, lat: 18.5308, lng: 73.8475 });
      expect(pinned.body.data).toMatchObject({ lat: 18.5308, lng: 73.8475, positionPinned: true });
      // saved again without the position: the pin stays
      const again = await t.api.as(dealer).post('/api/dealer/profile').send(body);
      expect(again.body.data).toMatchObject({ lat: 18.5308, lng: 73.8475, positionPinned: true });

      const moved = await t.api
        .as(dealer)
        .post('/api/dealer/profile')
        .send({ ...body, stateId: 'IN-KA', cityId: 'IN-KA-Bengaluru', stateName: 'Karnataka', cityName: 'Bengaluru' });
      expect(moved.body.data).toMatchObject({ lat: expect.closeTo(12.97, 1), lng: expect.closeTo(77.59, 1), positionPinned: false });

      expectFieldErrors(
        await t.api
          .as(dealer)
          .post('/api/dealer/profile')
          .send({ ...body, lat: 51.5, lng: -0.12 }),
        { lat: 'Enter a position in India: latitude 6 to 38, longitude 68 to 98', lng: 'Enter a position in India: latitude 6 to 38, longitude 68 to 98' },
      );
      expectFieldErrors(
        await t.api
          .as(dealer)
          .post('/api/dealer/profile')
          .send({ ...body, lat: 18.5 }),
        { lng: 'Enter both latitude and longitude' },
      );
    });

    it('lets an admin pin any shop, with an audit event, and no one else', async () => {
      const { shop, user } = await shopAt(LEH);
      const refused = await t.api.as(user).put(`/api/admin/shops/${shop.id}/position`).send({ lat: 20, lng: 78 });
      expect(refused.status).toBe(403);
      const res = await t.api.as(admin).put(`/api/admin/shops/${shop.id}/position`).send({ lat: 34.1526, lng: 77.5771 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Shop position saved', data: { _id: shop.id, lat: 34.1526, lng: 77.5771, positionPinned: true } });
      const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
      expect(row).toMatchObject({ lat: 34.1526, lng: 77.5771, positionPinned: true });
      const audit = await t.api.as(admin).get(`/api/audit?action=shop.position_pinned`);
      expect(audit.body.data[0]).toMatchObject({
        action: 'shop.position_pinned',
        changes: { lat: { from: LEH.lat, to: 34.1526 }, lng: { from: LEH.lng, to: 77.5771 } },
      });

      expectFieldErrors(await t.api.as(admin).put(`/api/admin/shops/${shop.id}/position`).send({ lat: 40, lng: 78 }), {
        lat: 'Enter a position in India: latitude 6 to 38, longitude 68 to 98',
      });
      const missing = await t.api.as(admin).put('/api/admin/shops/nope/position').send({ lat: 20, lng: 78 });
      expect(missing.status).toBe(404);
      const viaGql = await gql('mutation { setShopPosition(shopId: "' + shop.id + '", lat: 34.2, lng: 77.6) { id lat lng positionPinned } }', {}, admin);
      expect(viaGql.data.setShopPosition).toEqual({ id: shop.id, lat: 34.2, lng: 77.6, positionPinned: true });
    });
  });
});
