import { MESSAGES } from '@evbazaar/common';
import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { auditEvents, brands, productColors, products, shopProducts, shops } from '../../db/schema';
import { useTestApp, type SeededUser } from '../../../test/helpers';
import { PUNE } from '../../../test/factories';
import type { TestApp } from '../../../test/helpers';

/** The CSV as rows of cells, the header first. */
const rowsOf = (text: string): string[][] => parse(text, { relax_column_count: true });
const csvOf = (rows: readonly (readonly string[])[], separator = ',') =>
  rows.map((r) => r.map((c) => (/[",;\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(separator)).join('\n') + '\n';

async function exportText(t: TestApp, as: SeededUser, kind: string) {
  const res = await t.api
    .as(as)
    .get(`/api/export/${kind}.csv`)
    .buffer(true)
    .parse((response, done) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done(null, text));
    });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return res.body as string;
}

const plan = (t: TestApp, as: SeededUser, kind: string, csv: string | Buffer) =>
  t.api
    .as(as)
    .post(`/api/import/${kind}/plan`)
    .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'), 'sheet.csv');

/** Only the rows of these product slugs (the header kept): a test's own products in a shared database. */
const only = (rows: string[][], slugs: string[]) => [rows[0], ...rows.slice(1).filter((r) => slugs.includes(r[0]))];
const col = (rows: string[][], name: string) => rows[0].indexOf(name);

describe('spreadsheet import and export (issue 29, decision 0060)', () => {
  const { t, admin, customer } = useTestApp({ cast: ['admin', 'customer'] });

  async function catalogue() {
    const brand = await t.seed.brand();
    const a = await t.seed.product({
      brandId: brand.id,
      name: `Alpha ${Math.random().toString(36).slice(2, 8)}`,
      colors: [
        { name: 'Red', code: '#ff0000', price: 100000, stock: 3, images: ['/uploads/r.png'] },
        { name: 'Blue', code: '#0000ff', price: 105000, stock: 2, images: ['/uploads/b.png'] },
      ],
      additionalFeatures: ['Reverse mode', 'USB, fast'],
      cruiseControl: true,
    });
    const b = await t.seed.product({ brandId: brand.id, name: `Beta ${Math.random().toString(36).slice(2, 8)}` });
    return { brand, a, b };
  }

  describe('catalogue', () => {
    it('round trip: the export planned again changes nothing, through REST and GraphQL', async () => {
      const { a, b } = await catalogue();
      const text = await exportText(t, admin, 'products');
      const rows = rowsOf(text);
      expect(rows[0].slice(0, 3)).toEqual(['product_slug', 'name', 'brand']);
      expect(rows.filter((r) => r[0] === a.slug).map((r) => r[col(rows, 'color_name')])).toEqual(['Red', 'Blue']);
      // the product's fields are repeated on each of its rows
      expect(rows.filter((r) => r[0] === a.slug).map((r) => r[col(rows, 'additional_features')])).toEqual(['Reverse mode|USB, fast', 'Reverse mode|USB, fast']);

      const res = await plan(t, admin, 'products', text);
      expect(res.status).toBe(200);
      expect(res.body.counts).toEqual({ create: 0, update: 0, unchanged: rows.length - 1, error: 0 });
      expect(res.body.rows[0]).toMatchObject({ row: 1, action: 'unchanged', changes: {}, errors: [] });

      const gql = await t.gql.as(admin)(
        `mutation($csv: String!) { planImport(kind: PRODUCTS, csv: $csv) { id kind counts { create update unchanged error } rows { row action key } } }`,
        { csv: csvOf(only(rows, [a.slug, b.slug])) },
      );
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.planImport).toMatchObject({ kind: 'PRODUCTS', counts: { create: 0, update: 0, unchanged: 3, error: 0 } });
      expect(gql.body.data.planImport.rows.map((r: { row: number }) => r.row)).toEqual([1, 2, 3]);
    });

    it("reads Excel's BOM and `;` separators", async () => {
      const { a } = await catalogue();
      const rows = only(rowsOf(await exportText(t, admin, 'products')), [a.slug]);
      const res = await plan(t, admin, 'products', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csvOf(rows, ';'))]));
      expect(res.status).toBe(200);
      expect(res.body.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
    });

    it('answers bad rows with their column and the editors’ reason, writes nothing, and lists them as a CSV', async () => {
      const { a, brand } = await catalogue();
      const rows = only(rowsOf(await exportText(t, admin, 'products')), [a.slug]);
      const header = rows[0];
      const fresh = (name: string, cells: Record<string, string>) => header.map((c) => cells[c] ?? (c === 'name' ? name : (rows[1][header.indexOf(c)] ?? '')));
      const newName = `Gamma ${Math.random().toString(36).slice(2, 8)}`;
      const bad = [
        header,
        header.map((c, i) => (c === 'color_price' ? 'lots' : rows[1][i])),
        fresh(newName, { product_slug: '', brand: 'no-such-brand', color_name: 'Green' }),
        fresh('', { product_slug: '', color_name: 'Grey', vehicle_type: 'spaceship' }),
      ];
      const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(products);
      const res = await plan(t, admin, 'products', csvOf(bad));
      expect(res.status).toBe(200);
      expect(res.body.counts.error).toBe(3);
      expect(res.body.rows[0]).toMatchObject({ row: 1, action: 'error', errors: [{ column: 'color_price', message: MESSAGES.catalogue.priceRequired }] });
      expect(res.body.rows[1].errors).toEqual([{ column: 'brand', message: MESSAGES.imports.brandNotFound }]);
      expect(res.body.rows[2].errors).toEqual(
        expect.arrayContaining([
          { column: 'name', message: MESSAGES.catalogue.productNameRequired },
          { column: 'vehicle_type', message: MESSAGES.catalogue.categoryInvalid },
        ]),
      );
      // nothing written
      expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(products)).toEqual(before);
      expect((await t.db.select().from(productColors).where(eq(productColors.productId, a.id))).map((c) => Number(c.price))).toEqual([100000, 105000]);
      void brand;

      const errors = await t.api.as(admin).get(`/api/import/plans/${res.body.planId}/errors.csv`);
      expect(errors.status).toBe(200);
      const errorRows = rowsOf(errors.text);
      expect(errorRows[0]).toEqual(['row', 'key', 'column', 'message']);
      expect(errorRows[1]).toEqual(['1', `${a.slug} / Red`, 'color_price', MESSAGES.catalogue.priceRequired]);

      // a plan with errors is not applied
      const apply = await t.api.as(admin).post(`/api/import/plans/${res.body.planId}/apply`);
      expect(apply.status).toBe(400);
      expect(apply.body.message).toBe(MESSAGES.imports.planHasErrors(3));
    });

    it('applies creates and updates in one transaction, records them, and undoes them keeping what changed since', async () => {
      const { a, b } = await catalogue();
      const rows = only(rowsOf(await exportText(t, admin, 'products')), [a.slug, b.slug]);
      const header = rows[0];
      const price = header.indexOf('color_price');
      const name = header.indexOf('name');
      const newName = `Delta ${Math.random().toString(36).slice(2, 8)}`;
      const edited = [
        header,
        ...rows.slice(1).map((r) => r.map((c, i) => (i === price ? String(Number(c) + 1000) : c))),
        rows[1].map((c, i) => (i === 0 ? '' : i === name ? newName : c)),
      ];
      const planned = await plan(t, admin, 'products', csvOf(edited));
      expect(planned.body.counts).toEqual({ create: 1, update: 3, unchanged: 0, error: 0 });
      expect(planned.body.rows[0].changes).toEqual({ color_price: { from: '100000', to: '101000' } });

      const applied = await t.gql.as(admin)(`mutation($id: ID!) { applyImportPlan(planId: $id) { importId counts { create update } undoUntil } }`, {
        id: planned.body.planId,
      });
      expect(applied.body.errors).toBeUndefined();
      const { importId } = applied.body.data.applyImportPlan;
      const created = (await t.db.select().from(products).where(eq(products.name, newName)))[0];
      expect(created).toBeDefined();
      expect((await t.db.select().from(productColors).where(eq(productColors.productId, a.id))).map((c) => Number(c.price))).toEqual([101000, 106000]);

      // audited: the import, and each product's own history shows it
      const events = await t.db
        .select()
        .from(auditEvents)
        .where(sql`${auditEvents.targetKeys} @> ${`{import:${importId}}`}::text[]`);
      expect(events.map((e) => e.action).sort()).toEqual(['import.applied', 'product.created', 'product.updated', 'product.updated']);
      const aEvent = events.find((e) => e.targetKeys.includes(`product:${a.id}`))!;
      expect(aEvent.changes).toMatchObject({ 'colors.Red.price': { from: '100000', to: '101000' } });
      expect(aEvent.actorId).toBe(admin.id);

      // a plan applies once
      expect((await t.api.as(admin).post(`/api/import/plans/${planned.body.planId}/apply`)).status).toBe(409);

      // someone edits b after the import: the undo keeps it
      await t.db.update(products).set({ description: 'Edited by hand' }).where(eq(products.id, b.id));
      const undone = await t.api.as(admin).post(`/api/import/${importId}/undo`);
      expect(undone.status).toBe(200);
      expect(undone.body).toEqual({ removed: 1, restored: 1, kept: [{ key: b.slug, reason: MESSAGES.imports.keptChanged }] });
      expect(await t.db.select().from(products).where(eq(products.id, created.id))).toEqual([]);
      expect((await t.db.select().from(productColors).where(eq(productColors.productId, a.id))).map((c) => Number(c.price))).toEqual([100000, 105000]);
      expect((await t.db.select().from(products).where(eq(products.id, b.id)))[0].description).toBe('Edited by hand');

      const result = await t.gql.as(admin)(`query($id: ID!) { importResult(importId: $id) { kind undoneAt undo { removed restored kept { key reason } } } }`, {
        id: importId,
      });
      expect(result.body.data.importResult).toMatchObject({ kind: 'PRODUCTS', undo: { removed: 1, restored: 1 } });
      expect((await t.api.as(admin).post(`/api/import/${importId}/undo`)).status).toBe(409);
      // another admin cannot touch it
      const other = await t.seed.user({ role: 'ADMIN' });
      expect((await t.api.as(other).post(`/api/import/${importId}/undo`)).status).toBe(404);
    });

    it('refuses with 409 naming the rows changed since the plan', async () => {
      const { a, b } = await catalogue();
      const rows = only(rowsOf(await exportText(t, admin, 'products')), [a.slug, b.slug]);
      const stock = rows[0].indexOf('color_stock');
      const planned = await plan(t, admin, 'products', csvOf([rows[0], ...rows.slice(1).map((r) => r.map((c, i) => (i === stock ? '9' : c)))]));
      expect(planned.body.counts.update).toBe(3);
      await t.db.update(productColors).set({ stock: 42 }).where(eq(productColors.productId, b.id));
      const res = await t.api.as(admin).post(`/api/import/plans/${planned.body.planId}/apply`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: MESSAGES.imports.changedSince(1), rows: [{ row: 3, key: b.slug, reason: MESSAGES.imports.changedSinceRow }] });
      // nothing of a was written either
      expect((await t.db.select().from(productColors).where(eq(productColors.productId, a.id))).map((c) => c.stock)).toEqual([3, 2]);
      const gql = await t.gql.as(admin)(`mutation($id: ID!) { applyImportPlan(planId: $id) { importId } }`, { id: planned.body.planId });
      expect(gql.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { 'row 3': `${b.slug}: ${MESSAGES.imports.changedSinceRow}` } });
    });

    it('writes all or nothing: a row failing mid-apply leaves nothing written', async () => {
      const { a } = await catalogue();
      const doomed = await t.seed.brand();
      const rows = only(rowsOf(await exportText(t, admin, 'products')), [a.slug]);
      const header = rows[0];
      const newName = `Epsilon ${Math.random().toString(36).slice(2, 8)}`;
      const edited = [
        header,
        rows[1].map((c, i) => (header[i] === 'color_stock' ? '77' : c)),
        rows[1].map((c, i) => (i === 0 ? '' : header[i] === 'name' ? newName : header[i] === 'brand' ? doomed.slug : c)),
      ];
      const planned = await plan(t, admin, 'products', csvOf(edited));
      expect(planned.body.counts).toMatchObject({ create: 1, update: 1, error: 0 });
      // the brand the new product names goes after the plan: its insert fails after a's update
      await t.db.delete(brands).where(eq(brands.id, doomed.id));
      const res = await t.api.as(admin).post(`/api/import/plans/${planned.body.planId}/apply`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.imports.brandGone);
      expect((await t.db.select().from(productColors).where(eq(productColors.productId, a.id))).map((c) => c.stock)).toEqual([3, 2]);
      expect(await t.db.select().from(products).where(eq(products.name, newName))).toEqual([]);
    });

    it('neutralises formula cells on export and reads them back unchanged', async () => {
      const brand = await t.seed.brand();
      const evil = await t.seed.product({
        brandId: brand.id,
        name: `Evil ${Math.random().toString(36).slice(2, 8)}`,
        offerText: '=HYPERLINK("http://x.example","win")',
        size: '@SUM(1)',
      });
      const text = await exportText(t, admin, 'products');
      const row = rowsOf(text).find((r) => r[0] === evil.slug)!;
      const header = rowsOf(text)[0];
      expect(row[header.indexOf('offer_text')]).toBe('\'=HYPERLINK("http://x.example","win")');
      expect(row[header.indexOf('size')]).toBe("'@SUM(1)");
      const res = await plan(t, admin, 'products', csvOf(only(rowsOf(text), [evil.slug])));
      expect(res.body.counts).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });
    });

    it('refuses a file over 20,000 rows or 10 MB, a missing file and unknown columns', async () => {
      const header = 'product_slug,name,color_name\n';
      const many = header + 'x,y,z\n'.repeat(20_001);
      const tooMany = await plan(t, admin, 'products', many);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe(MESSAGES.imports.tooManyRows(20_000));
      const big = await plan(t, admin, 'products', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
      expect(big.status).toBe(413);
      expect(big.body.message).toBe(MESSAGES.imports.tooLarge);
      const none = await t.api.as(admin).post('/api/import/products/plan').send({});
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(MESSAGES.imports.noFile);
      const unknown = await plan(t, admin, 'products', 'product_slug,name,color_name,horsepower\n');
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(MESSAGES.imports.unknownColumns(['horsepower']));
    });

    it('keeps plans to their maker and kinds to their roles', async () => {
      await catalogue();
      const planned = await plan(t, admin, 'products', await exportText(t, admin, 'products'));
      const other = await t.seed.user({ role: 'ADMIN' });
      expect((await t.api.as(other).get(`/api/import/plans/${planned.body.planId}`)).status).toBe(404);
      expect((await t.api.as(other).post(`/api/import/plans/${planned.body.planId}/apply`)).status).toBe(404);
      expect((await t.api.as(customer).get('/api/export/products.csv')).status).toBe(403);
      const { user: dealer } = await t.seed.dealer();
      expect((await t.api.as(dealer).get('/api/export/products.csv')).status).toBe(403);
      expect((await plan(t, dealer, 'products', 'product_slug,name,color_name\n')).status).toBe(403);
      expect((await plan(t, admin, 'stock', 'product_slug,available\n')).status).toBe(403);
      const gql = await t.gql.as(dealer)(`mutation { planImport(kind: SHOPS, csv: "shop_id\\n") { id } }`);
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });

  describe("a dealer's stock", () => {
    it('exports its own shop only, and imports flipped rows; another shop’s rows are refused', async () => {
      const { user: dealer, shop } = await t.seed.dealer();
      const { shop: otherShop } = await t.seed.dealer();
      const items = await Promise.all([0, 1, 2].map(() => t.seed.product()));
      for (const p of items) await t.seed.availability(shop.id, p.id, true);
      const foreign = await t.seed.product();
      await t.seed.availability(otherShop.id, foreign.id, true);

      const rows = rowsOf(await exportText(t, dealer, 'stock'));
      expect(rows[0]).toEqual(['shop_id', 'product_slug', 'available']);
      expect(rows.slice(1).map((r) => r[0])).toEqual([shop.id, shop.id, shop.id]);
      expect(
        rows
          .slice(1)
          .map((r) => r[1])
          .sort(),
      ).toEqual(items.map((p) => p.slug).sort());

      const same = await plan(t, dealer, 'stock', csvOf(rows));
      expect(same.body.counts).toEqual({ create: 0, update: 0, unchanged: 3, error: 0 });

      const fresh = await t.seed.product();
      const flipped = [
        rows[0],
        ...rows.slice(1, 3).map((r) => [r[0], r[1], 'no']),
        rows[3],
        ['', fresh.slug, 'yes'],
        [otherShop.id, foreign.slug, 'no'],
        [shop.id, 'no-such-slug', 'maybe'],
      ];
      const planned = await plan(t, dealer, 'stock', csvOf(flipped));
      expect(planned.body.counts).toEqual({ create: 1, update: 2, unchanged: 1, error: 2 });
      expect(planned.body.rows[4].errors).toEqual([{ column: 'shop_id', message: MESSAGES.imports.otherShop }]);
      expect(planned.body.rows[5].errors).toEqual([
        { column: 'product_slug', message: MESSAGES.imports.productNotFound },
        { column: 'available', message: MESSAGES.imports.yesNo },
      ]);

      const fixed = await plan(t, dealer, 'stock', csvOf(flipped.slice(0, 5)));
      const applied = await t.api.as(dealer).post(`/api/import/plans/${fixed.body.planId}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.body.counts).toEqual({ create: 1, update: 2, unchanged: 1, error: 0 });
      const entries = await t.db.select().from(shopProducts).where(eq(shopProducts.shopId, shop.id));
      expect(entries.filter((e) => !e.isAvailable)).toHaveLength(2);
      expect(entries.find((e) => e.productId === fresh.id)?.isAvailable).toBe(true);
      // the other shop is untouched
      expect((await t.db.select().from(shopProducts).where(eq(shopProducts.shopId, otherShop.id)))[0].isAvailable).toBe(true);

      const undone = await t.gql.as(dealer)(`mutation($id: ID!) { undoImport(importId: $id) { removed restored kept { key } } }`, {
        id: applied.body.importId,
      });
      expect(undone.body.data.undoImport).toEqual({ removed: 1, restored: 2, kept: [] });
      expect((await t.db.select().from(shopProducts).where(eq(shopProducts.shopId, shop.id))).every((e) => e.isAvailable)).toBe(true);
      expect(
        await t.db
          .select()
          .from(shopProducts)
          .where(inArray(shopProducts.productId, [fresh.id])),
      ).toEqual([]);
    });
  });

  describe('shops', () => {
    it('updates shops by id with the profile form’s rules; an unknown id is refused', async () => {
      const { shop } = await t.seed.dealer({ shop: { ...PUNE, phone: '9823045678' } });
      const rows = rowsOf(await exportText(t, admin, 'shops'));
      expect(rows[0]).toEqual(['shop_id', 'shop_name', 'country_id', 'state_id', 'city_id', 'address1', 'address2', 'landmark', 'phone']);
      const mine = rows.find((r) => r[0] === shop.id)!;
      const unchanged = await plan(t, admin, 'shops', csvOf([rows[0], mine]));
      expect(unchanged.body.counts).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });

      const renamed = mine.map((c, i) => (rows[0][i] === 'shop_name' ? 'Renamed Motors' : c));
      const badPhone = mine.map((c, i) => (rows[0][i] === 'phone' ? '123' : c));
      const res = await plan(
        t,
        admin,
        'shops',
        csvOf([rows[0], renamed, ['0123456789abcdef01234567', 'X', 'IN', 'IN-MH', 'IN-MH-Pune', 'a', '', '', '9823045678']]),
      );
      expect(res.body.counts).toEqual({ create: 0, update: 1, unchanged: 0, error: 1 });
      expect(res.body.rows[0].changes).toEqual({ shop_name: { from: shop.shopName, to: 'Renamed Motors' } });
      expect(res.body.rows[1].errors).toEqual([{ column: 'shop_id', message: MESSAGES.imports.shopNotFound }]);
      const phone = await plan(t, admin, 'shops', csvOf([rows[0], badPhone]));
      expect(phone.body.rows[0].errors).toEqual([{ column: 'phone', message: MESSAGES.dealers.phoneInvalid }]);

      const ok = await plan(t, admin, 'shops', csvOf([rows[0], renamed]));
      const applied = await t.api.as(admin).post(`/api/import/plans/${ok.body.planId}/apply`);
      expect(applied.status).toBe(200);
      expect((await t.db.select().from(shops).where(eq(shops.id, shop.id)))[0].shopName).toBe('Renamed Motors');
      const [event] = await t.db
        .select()
        .from(auditEvents)
        .where(sql`${auditEvents.targetKeys} @> ${`{shop:${shop.id}}`}::text[] and ${auditEvents.action} = 'shop.updated'`);
      expect(event.changes).toEqual({ shopName: { from: shop.shopName, to: 'Renamed Motors' } });
      const undone = await t.api.as(admin).post(`/api/import/${applied.body.importId}/undo`);
      expect(undone.body).toEqual({ removed: 0, restored: 1, kept: [] });
      expect((await t.db.select().from(shops).where(eq(shops.id, shop.id)))[0].shopName).toBe(shop.shopName);
    });
  });
});
