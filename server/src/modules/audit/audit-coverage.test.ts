import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import { OPEN_DAILY_HOURS } from '../../../test/factories';
import { type TestApp, useTestApp } from '../../../test/helpers';

/** The reset link's token from the newest mail to `to` in the outbox (.eml); the mail goes out after the answer. */
async function resetTokenFor(t: TestApp, to: string): Promise<string> {
  await t.app.deps.background.settled();
  const dir = path.join(t.config.dataDir, 'outbox');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`))
    .sort();
  const raw = fs
    .readFileSync(path.join(dir, files[files.length - 1]!), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  return raw.match(/\/reset-password\/([A-Za-z0-9_-]{43})/)![1]!;
}

describe('the audit trail covers every kind of change, each with its actor, targets and changes', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });
  const about = (key: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.targetKeys} @> ARRAY[${key}]::text[]`)
      .orderBy(auditEvents.occurredAt);

  it('brands and locations through GraphQL and REST', async () => {
    const made = await t.gql.as(admin)(`mutation($input: BrandInput!) { createBrand(input: $input) { id } }`, {
      input: { name: 'Audited Motors', logoUrl: 'https://example.com/logo.png', website: 'https://example.com', description: 'Old words' },
    });
    const id = made.body.data.createBrand.id;
    await t.gql.as(admin)(`mutation($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { id } }`, {
      id,
      input: { name: 'Audited Motors', logoUrl: 'https://example.com/logo.png', website: 'https://example.com', description: 'New words' },
    });
    expect((await t.api.as(admin).delete(`/api/brand/${id}`)).status).toBeLessThan(300);
    const brandEvents = await about(`brand:${id}`);
    expect(brandEvents.map((e) => e.action)).toEqual(['brand.created', 'brand.updated', 'brand.deleted']);
    expect(brandEvents[1].changes).toEqual({ description: { from: 'Old words', to: 'New words' } });
    expect(brandEvents.every((e) => e.actorId === admin.id)).toBe(true);

    const location = await t.api
      .as(admin)
      .post('/api/location/addLocation')
      .send({
        countryId: 'IN',
        countryName: 'India',
        stateId: 'IN-MH',
        stateName: 'Maharashtra',
        cityId: 'IN-MH-Pune',
        cityName: 'Pune',
        address1: '3 Audit Lane',
      });
    expect(location.status).toBe(201);
    expect((await t.api.as(admin).delete(`/api/location/${location.body.data._id}`)).status).toBe(200);
    expect((await about(`location:${location.body.data._id}`)).map((e) => e.action)).toEqual(['location.created', 'location.deleted']);
  });

  it("a ride's booking, slot, cancel and the shop's hours, each with the shop as a target", async () => {
    const dealer = await t.seed.dealer();
    const product = await t.seed.product();
    await t.seed.availability(dealer.shop.id, product.id, true);
    const customer = await t.seed.user({ role: 'USER' });
    expect((await t.api.as(dealer.user).put('/api/dealer/ride-hours').send(OPEN_DAILY_HOURS)).status).toBe(200);
    const booked = await t.api.as(customer).post('/api/test-drive').send({ productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id });
    expect(booked.status).toBe(201);
    const rideId = booked.body.data._id;
    const slots = await t.api.get(`/api/dealer/${dealer.shop.id}/slots?productId=${product.id}&days=7`);
    const slot = slots.body.data.flatMap((d: { slots: { start: string }[] }) => d.slots)[0];
    expect((await t.api.as(customer).put(`/api/test-drive/${rideId}/slot`).send({ slotStart: slot.start })).status).toBe(200);
    expect((await t.api.as(customer).post(`/api/test-drive/${rideId}/cancel`).send({ reason: 'Plans changed' })).status).toBe(200);

    const rideEvents = await about(`test_ride:${rideId}`);
    expect(rideEvents.map((e) => e.action)).toEqual(['test_ride.booked', 'test_ride.slot_changed', 'test_ride.cancelled']);
    expect(rideEvents[1].changes.slotStart).toEqual({ from: null, to: new Date(slot.start).toISOString() });
    expect(rideEvents[2].changes).toMatchObject({ status: { to: 'cancelled' }, cancelReason: { from: null, to: 'Plans changed' } });
    for (const e of rideEvents) expect(e.targetKeys).toContain(`shop:${dealer.shop.id}`);
    const shopEvents = await about(`shop:${dealer.shop.id}`);
    expect(shopEvents[0]).toMatchObject({ action: 'shop.hours_changed', actorId: dealer.user.id });
    expect(shopEvents[0].changes).toMatchObject({ capacity: { from: null, to: OPEN_DAILY_HOURS.capacity } });
  });

  it('a password reset, requested and completed, never with the token', async () => {
    const person = await t.seed.user({ role: 'USER', email: 'audit.reset@example.com' });
    expect((await t.api.post('/api/auth/forgot-password').send({ email: person.email })).status).toBe(200);
    const token = await resetTokenFor(t, person.email);
    const body = { newPassword: 'NewSecret@1', confirmPassword: 'NewSecret@1', resetToken: token };
    expect((await t.api.post('/api/auth/reset-password').send(body)).status).toBe(200);
    const events = await about(`user:${person.id}`);
    expect(events.map((e) => e.action)).toEqual(['password_reset.requested', 'password_reset.completed']);
    expect(events[1]).toMatchObject({ actorId: person.id, actorType: 'user' });
    for (const e of events) expect(JSON.stringify(e)).not.toMatch(new RegExp(`${token}|NewSecret@1|audit.reset@example.com`));
  });

  it('an admin webhook endpoint, kept without its query, and its secret never', async () => {
    const made = await t.gql.as(admin)(`mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }`, {
      input: { url: 'https://93.184.216.34/hooks?token=s3cret', events: ['PRODUCT_CREATED'] },
    });
    const { secret, endpoint } = made.body.data.createWebhookEndpoint;
    const [event] = await about(`webhook_endpoint:${endpoint.id}`);
    expect(event).toMatchObject({ action: 'webhook_endpoint.created', changes: { url: { from: null, to: 'https://93.184.216.34/hooks' } } });
    expect(JSON.stringify(event)).not.toMatch(new RegExp(`s3cret|${secret}`));
  });
});
