// The audit trail (issue 29) as the people who run the marketplace use it: an admin changes a colour's
// price, reads on the product's page who changed it from what to what, finds the change in
// /dashboard/audit and downloads it as CSV; on a desktop and at 390 px.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectPresent, test } from './fixtures';
import { gql } from './support';

const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`;
const BRANDS = `{ brands { id name } }`;

/** Letters only, different on every run. */
const uniqueWord = () => Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');

/** A product of the demo catalogue's first brand with one colour, Red, at ₹99,000, made through the API. */
async function productWithRedColour(url: string, token: string) {
  const name = `Audit Scooter ${uniqueWord()}`;
  const { brands } = await gql<{ brands: { id: string }[] }>(url, BRANDS, {}, token);
  const input = {
    name,
    description: 'A scooter whose price the audit journey changes.',
    vehicleType: 'SCOOTER',
    brandId: brands[0]!.id,
    images: ['/uploads/audit-journey.png'],
    additionalFeatures: 'Reverse mode',
    colors: [{ name: 'Red', code: '#ff0000', price: 99000, stock: 3, images: ['/uploads/audit-journey.png'] }],
  };
  const { createProduct } = await gql<{ createProduct: { id: string } }>(url, CREATE, { input }, token);
  return { id: createProduct.id, name };
}

async function journey(page: Page, url: string, token: string) {
  const product = await productWithRedColour(url, token);

  // the admin sets the Red colour's price in the product editor
  await page.goto(`${url}/dashboard/products/${product.id}`);
  const form = page.getByRole('form', { name: /product/i });
  const red = form.getByTestId('color-option').first();
  await red.getByRole('spinbutton', { name: 'Price (₹)' }).fill('120000');
  await form.getByRole('button', { name: 'Update Product' }).click();
  await page.getByText('Product updated successfully!').waitFor();

  // the product's History says who changed it, from what to what
  await page.goto(`${url}/dashboard/products/${product.id}`);
  const history = page.getByTestId('history');
  const updated = history.getByTestId('audit-event').filter({ hasText: 'product.updated' }).first();
  await updated.waitFor();
  await expect(updated.getByTestId('audit-actor')).toContainText('Arjun Mehta');
  await updated.getByRole('button', { name: /Show changes/ }).click();
  const row = updated.getByTestId('audit-diff').getByRole('row').filter({ hasText: 'colors.Red.price' });
  await expect(row).toContainText('99000');
  await expect(row).toContainText('120000');

  // the same change in the audit trail, filtered to the product
  await page.goto(`${url}/dashboard/audit`);
  await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
  await page.getByRole('textbox', { name: 'Action' }).fill('product.updated');
  await page.getByRole('textbox', { name: 'Target type' }).fill('product');
  await page.getByRole('textbox', { name: 'Target id' }).fill(product.id);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByTestId('audit-total')).toHaveText('1 event');
  const event = page.getByTestId('audit-event').first();
  await expect(event).toContainText('product.updated');
  await expect(event).toContainText(product.name);

  // and downloads it as CSV, through the API with the session's token
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
  const file = await download.path();
  expectPresent(file, 'the CSV was downloaded');
  const csv = fs.readFileSync(file, 'utf8').trim().split('\r\n');
  expect(csv[0]).toContain('occurredAt,action,actorType');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain('product.updated');
  expect(csv[1]).toContain('colors.Red.price: 99000 -> 120000');

  // nothing of the page is wider than the screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test.describe('the audit trail (issue 29)', () => {
  test('an admin changes a colour price, reads who changed it on the product, finds it in the trail and exports it', async ({ server, asAdmin, demoToken }) => {
    await journey(asAdmin, server.url, await demoToken('admin@example.com'));
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the same journey on a phone', async ({ server, asAdmin, demoToken }) => {
      await journey(asAdmin, server.url, await demoToken('admin@example.com'));
    });
  });
});
