import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A CSV as rows of cells (quoted where needed). */
const csvOf = (rows: readonly (readonly string[])[]) =>
  rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n') + '\n';
/** Splits a simple CSV line (the exports quote only cells with separators). */
function cellsOf(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out;
}
const rowsOf = (text: string) => text.split('\n').filter(Boolean).map(cellsOf);

async function rest(url: string, token: string, method = 'GET', body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, text: await res.text() };
}

/** Uploads a CSV on the import screen and waits for its plan. */
async function planThroughScreen(page: Page, csv: string) {
  await page.locator('#import-file').setInputFiles({ name: 'sheet.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByTestId('import-plan').waitFor();
}

/** The text of the file a button downloads. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return fs.readFileSync((await download.path())!, 'utf8');
}

test.describe('spreadsheets with a plan and undo (issue 29)', () => {
  test('an admin imports a 50-row catalogue with 3 bad rows, reads the plan, fixes and plans again, applies and undoes', async ({
    server,
    asAdmin: page,
    demoToken,
  }) => {
    const token = await demoToken('admin@example.com');
    const exported = await rest(`${server.url}/api/export/products.csv`, token);
    expect(exported.status).toBe(200);
    const [header, sample] = rowsOf(exported.text);
    const at = (name: string) => header.indexOf(name);
    const brand = sample[at('brand')];
    const stamp = Date.now().toString(36);
    const rowFor = (i: number, overrides: Record<string, string> = {}) => {
      const cells: Record<string, string> = {
        name: `Import Journey ${stamp} ${i}`,
        brand,
        vehicle_type: 'scooter',
        description: 'Loaded from a spreadsheet',
        images: '/uploads/demo/journey.svg',
        range: '110',
        top_speed: '70',
        color_name: 'Red',
        color_code: '#ff0000',
        color_price: String(90000 + i * 100),
        color_stock: '4',
        color_images: '/uploads/demo/journey.svg',
        ...overrides,
      };
      return header.map((c) => cells[c] ?? '');
    };
    const good = Array.from({ length: 50 }, (_, i) => rowFor(i));
    const bad = good.map((row, i) =>
      i === 4
        ? rowFor(i, { color_price: 'lots' })
        : i === 19
          ? rowFor(i, { vehicle_type: 'spaceship' })
          : i === 33
            ? rowFor(i, { brand: 'no-such-brand' })
            : row,
    );

    await page.goto(`${server.url}/dashboard/import`);
    await page.getByRole('heading', { name: 'Import / Export' }).waitFor();
    await planThroughScreen(page, csvOf([header, ...bad]));
    await expect(page.getByTestId('count-create')).toHaveText('Create: 47');
    await expect(page.getByTestId('count-error')).toHaveText('Errors: 3');
    const errorRows = page.locator('[data-testid="plan-row"][data-action="error"]');
    await expect(errorRows).toHaveCount(3);
    await expect(errorRows.nth(0)).toContainText('color_price');
    await expect(errorRows.nth(0)).toContainText('Price is required');
    await expect(errorRows.nth(2)).toContainText('No brand with this slug');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    const errorsCsv = await downloaded(page, () => page.getByRole('button', { name: 'Download the errors as CSV' }).click());
    expect(rowsOf(errorsCsv).map((r) => r[0])).toEqual(['row', '5', '20', '34']);

    // fixed and planned again
    await planThroughScreen(page, csvOf([header, ...good]));
    await expect(page.getByTestId('count-create')).toHaveText('Create: 50');
    await expect(page.getByTestId('count-error')).toHaveText('Errors: 0');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('import-applied').getByText('Imported: 50 rows written.').waitFor();
    const slug = `import-journey-${stamp}-7`;
    expect((await rest(`${server.url}/api/product/${slug}`, token)).status).toBe(200);

    await page.getByRole('button', { name: 'Undo this import' }).click();
    await page.getByTestId('import-undone').getByText('Undone: 50 removed, 0 restored.').waitFor();
    expect((await rest(`${server.url}/api/product/${slug}`, token)).status).toBe(404);

    // the plans, the apply and the undo are in the audit trail, with who did them
    await page.goto(`${server.url}/dashboard/audit`);
    await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
    for (const action of ['import.planned', 'import.applied', 'import.undone']) {
      await page.getByRole('textbox', { name: 'Action' }).fill(action);
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const mine = page.getByTestId('audit-event').filter({ hasText: action }).filter({ hasText: 'Arjun Mehta' });
      await expect(mine.first()).toBeVisible();
    }
  });

  test('a dealer on a phone exports its stock, flips 10 rows and imports them', async ({ server, asDealer: page, demoToken }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await demoToken('dealer@example.com');
    // at least 10 products in the shop's stock
    const list = JSON.parse((await rest(`${server.url}/api/product?limit=12`, token)).text) as { data: { _id: string }[] };
    for (const product of list.data.slice(0, 12))
      await rest(`${server.url}/api/dealer/product-availability`, token, 'POST', { productId: product._id, isAvailable: true });

    await page.goto(`${server.url}/dashboard/dealer/products`);
    const text = await downloaded(page, () => page.getByTestId('export-stock').click());
    const [header, ...rows] = rowsOf(text);
    expect(header).toEqual(['shop_id', 'product_slug', 'available']);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const flip = (v: string) => (v === 'yes' ? 'no' : 'yes');
    const flipped = rows.map((r, i) => (i < 10 ? [r[0], r[1], flip(r[2])] : r));

    await page.goto(`${server.url}/dashboard/import`);
    await page.getByRole('heading', { name: 'Import / Export' }).waitFor();
    await planThroughScreen(page, csvOf([header, ...flipped]));
    await expect(page.getByTestId('count-update')).toHaveText('Update: 10');
    await expect(page.getByTestId('count-error')).toHaveText('Errors: 0');
    // nothing on the page is wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('import-applied').getByText('Imported: 10 rows written.').waitFor();

    const after = rowsOf((await rest(`${server.url}/api/export/stock.csv`, token)).text).slice(1);
    const bySlug = new Map(after.map((r) => [r[1], r[2]]));
    for (const r of flipped) expect([r[1], bySlug.get(r[1])]).toEqual([r[1], r[2]]);
  });
});
