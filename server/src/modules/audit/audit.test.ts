import { MESSAGES } from '@evbazaar/common';
import { eq, sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import { bikeEdit } from '../../../test/factories';
import { bearer, useTestApp } from '../../../test/helpers';
import { recordAudit } from './audit-writer';
import { SYSTEM_CALLER, callerFor } from './caller';

const EVENTS = `query($filter: AuditEventFilter, $page: Int, $limit: Int) {
  auditEvents(filter: $filter, page: $page, limit: $limit) {
    total totalCapped page totalPages
    items { id action occurredAt actor { type id name role } targets { type id label } changes { field from to } ip requestId }
  }
}`;
const CREATE_KEY = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id } } }`;

describe('the audit trail: every change recorded with who made it, read by admins and by a dealer for its shop', () => {
  const { t, admin, customer } = useTestApp({ cast: ['admin', 'customer'] });

  const rowsAbout = (key: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.targetKeys} @> ARRAY[${key}]::text[]`);

  it("records a colour's new price with the admin who set it, readable through GraphQL and REST", async () => {
    const brand = await t.seed.brand();
    const created = await t.api.as(admin).post('/api/product/add').send(bikeEdit('Audit Bike', brand.id));
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    const edit = { ...bikeEdit('Audit Bike', brand.id), colors: [{ name: 'Red', code: '#ff0000', price: 120000, stock: 1, images: ['/uploads/r.png'] }] };
    expect((await t.api.as(admin).put(`/api/product/edit/${id}`).set('user-agent', 'AuditTest/1').send(edit)).status).toBe(200);

    const gql = await t.gql.as(admin)(EVENTS, { filter: { targetType: 'product', targetId: id } });
    expect(gql.body.errors).toBeUndefined();
    const page = gql.body.data.auditEvents;
    expect(page).toMatchObject({ total: 2, totalCapped: false, page: 1, totalPages: 1 });
    const [updated, made] = page.items;
    expect(made.action).toBe('product.created');
    expect(updated).toMatchObject({
      action: 'product.updated',
      actor: { type: 'user', id: admin.id, role: 'ADMIN' },
      targets: [{ type: 'product', id, label: 'Audit Bike' }],
    });
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { field: 'colors.Red.price', from: '99000', to: '120000' },
        { field: 'price', from: '99000', to: '120000' },
      ]),
    );
    expect(updated.requestId).toEqual(expect.any(String));

    const rest = await t.api.as(admin).get(`/api/audit?targetType=product&targetId=${id}&action=product.updated`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      total: 1,
      data: [{ action: 'product.updated', actor: { type: 'user', id: admin.id }, changes: { 'colors.Red.price': { from: 99000, to: 120000 } } }],
    });
    expect(rest.body.data[0].context).toMatchObject({ userAgent: 'AuditTest/1' });
  });

  it('names the API key as the actor when a key made the change', async () => {
    const made = await t.gql.as(admin)(CREATE_KEY, { input: { name: 'Feed', scopes: ['CATALOG_WRITE', 'CATALOG_READ'] } });
    const { secret, apiKey } = made.body.data.createApiKey;
    const [keyEvent] = await rowsAbout(`api_key:${apiKey.id}`);
    expect(keyEvent).toMatchObject({ action: 'api_key.created', actorType: 'user', actorId: admin.id });
    expect(JSON.stringify(keyEvent)).not.toContain(secret);

    const product = await t.seed.product({ colors: [{ name: 'Blue', price: 80000 }] });
    const brandId = product.brandId!;
    const edit = { ...bikeEdit(product.name, brandId), colors: [{ name: 'Blue', code: '#0000ff', price: 85000, stock: 1, images: ['/uploads/b.png'] }] };
    expect((await t.api.put(`/api/product/edit/${product.id}`).set(bearer(secret)).send(edit)).status).toBe(200);
    const [event] = await rowsAbout(`product:${product.id}`);
    expect(event).toMatchObject({ action: 'product.updated', actorType: 'api_key', actorId: apiKey.id, actorRole: 'ADMIN' });
    expect(event.changes['colors.Blue.price']).toEqual({ from: 80000, to: 85000 });
  });

  it('writes no event for a change that fails', async () => {
    const ride = await t.seed.testDrive();
    const before = (await t.db.select().from(auditEvents)).length;
    expect((await t.api.as(admin).delete(`/api/product/delete/${ride.productId}`)).status).toBe(409);
    expect((await t.api.as(admin).put(`/api/product/edit/${ride.productId}`).send({ name: '' })).status).toBe(400);
    const gql = await t.gql.as(admin)(`mutation($id: ID!) { deleteUser(id: $id) }`, { id: ride.userId });
    expect(gql.body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await t.db.select().from(auditEvents)).length).toBe(before);
  });

  it('records phone, address and e-mail as changed, never their values', async () => {
    const person = await t.seed.user({ role: 'USER', contact: '9811122233', email: 'priya.audit@example.com' });
    const res = await t.api
      .as(admin)
      .put(`/api/users/${person.id}`)
      .send({ name: 'Priya', email: 'priya.new@example.com', contact: '9744455566', role: 'dealer' });
    expect(res.status).toBe(200);
    const [event] = await rowsAbout(`user:${person.id}`);
    expect(event.action).toBe('user.role_changed');
    expect(event.changes).toMatchObject({
      role: { from: 'USER', to: 'DEALER' },
      contact: { from: 'changed', to: 'changed' },
      email: { from: 'changed', to: 'changed' },
    });
    const stored = JSON.stringify(event);
    for (const value of ['9811122233', '9744455566', 'priya.audit@example.com', 'priya.new@example.com']) expect(stored).not.toContain(value);

    const dealer = await t.seed.dealer({ shop: { phone: '9800011122' } });
    const profile = { shopName: 'Volt Point', countryId: 'IN', stateId: 'IN-MH', cityId: 'IN-MH-Pune', address1: '7 Hidden Lane', phone: '9899988877' };
    expect((await t.api.as(dealer.user).post('/api/dealer/profile').send(profile)).status).toBeLessThan(300);
    const [shopEvent] = await rowsAbout(`shop:${dealer.shop.id}`);
    expect(shopEvent).toMatchObject({
      action: 'shop.profile_updated',
      changes: { phone: { from: 'changed', to: 'changed' }, address1: { from: 'changed', to: 'changed' } },
    });
    for (const value of ['9800011122', '9899988877', '7 Hidden Lane', '12 Station Road']) expect(JSON.stringify(shopEvent)).not.toContain(value);
  });

  it('records logins, failed ones against an existing account only, never the password', async () => {
    const person = await t.seed.user({ role: 'USER', password: 'Correct@123' });
    expect((await t.api.post('/api/auth/login').send({ email: person.email, password: 'Wrong@1234' })).status).toBe(401);
    expect((await t.api.post('/api/auth/login').send({ email: person.email, password: 'Correct@123' })).status).toBe(200);
    const events = await rowsAbout(`user:${person.id}`);
    expect(events.map((e) => e.action).sort()).toEqual(['login.failed', 'login.succeeded']);
    expect(events.find((e) => e.action === 'login.failed')).toMatchObject({ actorType: 'user', actorId: null });
    expect(events.find((e) => e.action === 'login.succeeded')).toMatchObject({ actorId: person.id });
    for (const e of events) expect(JSON.stringify(e)).not.toMatch(/Wrong@1234|Correct@123/);

    const before = (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'login.failed'))).length;
    await t.api.post('/api/auth/login').send({ email: 'nobody.here@example.com', password: 'Wrong@1234' });
    const failed = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'login.failed'));
    expect(failed.length).toBe(before + 1);
    expect(failed.some((e) => e.targets.length === 0)).toBe(true);
    expect(JSON.stringify(failed)).not.toContain('nobody.here@example.com');
  });

  describe("a dealer's view: its own shop's events only", () => {
    it("lists its stock and ride changes and never another shop's, whatever the filter, through both doors", async () => {
      const mine = await t.seed.dealer();
      const other = await t.seed.dealer();
      const product = await t.seed.product();
      for (const d of [mine, other]) {
        const res = await t.api.as(d.user).post('/api/dealer/product-availability').send({ productId: product.id, isAvailable: true });
        expect(res.status).toBeLessThan(300);
      }
      const ride = await t.seed.testDrive({ dealer: mine, productId: product.id });
      expect((await t.api.as(mine.user).put(`/api/test-drive/${ride.id}/status`).send({ status: 'confirmed' })).status).toBe(200);

      const rest = await t.api.as(mine.user).get('/api/audit');
      expect(rest.status).toBe(200);
      expect(rest.body.data.map((e: { action: string }) => e.action).sort()).toEqual(['shop.stock_changed', 'test_ride.status_changed']);
      for (const e of rest.body.data) expect(e.targets).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'shop', id: mine.shop.id })]));
      const status = rest.body.data.find((e: { action: string }) => e.action === 'test_ride.status_changed');
      expect(status.changes).toEqual({ status: { from: 'pending', to: 'confirmed' } });

      const probe = await t.api.as(mine.user).get(`/api/audit?targetType=shop&targetId=${other.shop.id}`);
      expect(probe.body).toMatchObject({ data: [], total: 0 });
      const gqlProbe = await t.gql.as(mine.user)(EVENTS, { filter: { targetType: 'product', targetId: product.id } });
      // its stock change and its ride, both about the product
      expect(gqlProbe.body.data.auditEvents.items).toHaveLength(2);
      expect(gqlProbe.body.data.auditEvents.items[1].targets).toEqual(expect.arrayContaining([{ type: 'shop', id: mine.shop.id, label: expect.any(String) }]));
      const byOther = await t.gql.as(mine.user)(EVENTS, { filter: { actorId: other.user.id } });
      expect(byOther.body.data.auditEvents).toMatchObject({ items: [], total: 0 });

      // the admin sees both shops' stock
      const all = await t.api.as(admin).get(`/api/audit?targetType=product&targetId=${product.id}&action=shop.stock_changed`);
      expect(all.body.total).toBe(2);
    });

    it('is refused to customers and guests, and to keys without the audit scope', async () => {
      expect((await t.api.as(customer).get('/api/audit')).status).toBe(403);
      expect((await t.api.get('/api/audit.csv')).status).toBe(401);
      const gql = await t.gql.as(customer)(EVENTS);
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const made = await t.gql.as(admin)(CREATE_KEY, { input: { name: 'Reader', scopes: ['CATALOG_READ'] } });
      expect((await t.api.get('/api/audit').set(bearer(made.body.data.createApiKey.secret))).status).toBe(403);
      const auditor = await t.gql.as(admin)(CREATE_KEY, { input: { name: 'Auditor', scopes: ['AUDIT_READ'] } });
      expect((await t.api.get('/api/audit').set(bearer(auditor.body.data.createApiKey.secret))).status).toBe(200);
    });
  });

  it('refuses bad filters with clear messages and pages no deeper than the cap', async () => {
    const bad = await t.api.as(admin).get('/api/audit?from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.audit.fromInvalid);
    const reversed = await t.api.as(admin).get('/api/audit?from=2026-05-02&to=2026-05-01');
    expect(reversed.body.message).toBe(MESSAGES.audit.rangeReversed);
    const long = await t.api.as(admin).get(`/api/audit?action=${'a'.repeat(81)}`);
    expect(long.body.message).toBe(MESSAGES.audit.actionInvalid);
    const idOnly = await t.gql.as(admin)(EVENTS, { filter: { targetId: 'x' } });
    expect(idOnly.body.errors[0].message).toBe(MESSAGES.audit.targetIdNeedsType);
    const deep = await t.api.as(admin).get('/api/audit?page=101&limit=100');
    expect(deep.status).toBe(400);
    const capped = await t.api.as(admin).get('/api/audit?limit=1000');
    expect(capped.status).toBe(200);
    expect(capped.body.data.length).toBeLessThanOrEqual(100);
    const day = await t.api.as(admin).get(`/api/audit?from=${new Date().toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`);
    expect(day.body.total).toBeGreaterThan(0);
  });

  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    await t.db.transaction((tx) =>
      recordAudit(tx, SYSTEM_CALLER, {
        action: 'brand.updated',
        targets: [{ type: 'brand', id: 'csv-brand', label: '=HYPERLINK("http://evil.example","x")' }],
        changes: { name: { from: '+1 Motors', to: '@Volt' }, note: { from: '-2', to: 'plain, with comma' } },
      }),
    );
    const res = await t.api.as(admin).get('/api/audit.csv?targetType=brand&targetId=csv-brand');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(MESSAGES.audit.csvHeader.join(','));
    expect(lines).toHaveLength(2);
    const cells = lines[1].split(',');
    expect(cells[1]).toBe('brand.updated');
    expect(lines[1]).not.toMatch(/(^|,)"?[=+\-@]/);
    expect(lines[1]).toContain(`brand:csv-brand (=HYPERLINK`);
    const target = await t.api.as(admin).get('/api/audit.csv?action=brand.updated&targetType=brand&targetId=csv-brand');
    expect(target.text).toBe(res.text);

    const sly = callerFor({ id: 'u-sly', role: 'ADMIN', email: 'sly@example.com', name: '=HYPERLINK("http://evil.example","x")' });
    await t.db.transaction((tx) => recordAudit(tx, sly, { action: 'brand.deleted', targets: [{ type: 'brand', id: 'csv-2', label: null }] }));
    const formula = await t.api.as(admin).get('/api/audit.csv?targetType=brand&targetId=csv-2');
    const row = formula.text.split('\r\n')[1];
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    const bad = await t.api.as(admin).get('/api/audit.csv?to=nope');
    expect(bad.status).toBe(400);
  });

  it('refuses to edit an event in the database, and no route changes one', async () => {
    await expect(t.db.execute(sql`update audit_events set action = 'nothing.happened'`)).rejects.toThrow();
    expect((await t.api.as(admin).delete('/api/audit')).status).toBe(404);
    expect((await t.api.as(admin).put('/api/audit')).status).toBe(404);
  });

  it('purges only the events past the retention, in batches, and finds nothing the second time', async () => {
    const old = new Date(Date.now() - (t.config.audit.retentionDays + 1) * 86_400_000);
    await t.db.insert(auditEvents).values([
      { action: 'brand.updated', actorType: 'system', occurredAt: old, targets: [{ type: 'brand', id: 'old-1', label: null }], targetKeys: ['brand:old-1'] },
      { action: 'brand.updated', actorType: 'system', occurredAt: old, targets: [{ type: 'brand', id: 'old-2', label: null }], targetKeys: ['brand:old-2'] },
    ]);
    const recent = new Date(Date.now() - (t.config.audit.retentionDays - 1) * 86_400_000);
    await t.db.insert(auditEvents).values({ action: 'brand.updated', actorType: 'system', occurredAt: recent, targets: [], targetKeys: ['brand:recent'] });
    const total = (await t.db.select().from(auditEvents)).length;
    expect(await t.app.services.audit.purge()).toBe(2);
    expect(await t.app.services.audit.purge()).toBe(0);
    expect((await t.db.select().from(auditEvents)).length).toBe(total - 2);
    expect(await rowsAbout('brand:recent')).toHaveLength(1);

    // the background purger runs on its timer and stops with the app
    await t.db.insert(auditEvents).values({ action: 'brand.updated', actorType: 'system', occurredAt: old, targets: [], targetKeys: ['brand:old-3'] });
    const purger = t.app.services.audit.createPurger(3_600_000, 5);
    purger.start();
    for (let i = 0; i < 100 && (await rowsAbout('brand:old-3')).length; i++) await new Promise((r) => setTimeout(r, 20));
    await purger.stop();
    expect(await rowsAbout('brand:old-3')).toHaveLength(0);
  });
});
