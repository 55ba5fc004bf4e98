import { offerLine, PRODUCT_PAGE_SECTIONS, SPEC_FIELDS, specText, statedSections, type OfferFacts, type SpecFacts } from '../common/src/domain/catalogue';
import { expect, test } from './fixtures';
import { gql } from './support';
import type { Page } from '@playwright/test';

/** What the catalogue holds for a product: every field the kernel rows read, and its offer. */
async function catalogueFacts(url: string, slug: string) {
  const { product } = await gql<{ product: SpecFacts & OfferFacts }>(
    url,
    `query($id: ID!) { product(id: $id) { offerText offerStartDate offerEndDate ${SPEC_FIELDS.join(' ')} } }`,
    { id: slug },
  );
  return product;
}

/** The sheet a product's page should show: the stated rows of each group, as "label: value". */
const expectedSheet = (facts: SpecFacts) =>
  statedSections(PRODUCT_PAGE_SECTIONS, facts).map((s) => [s.title, s.rows.map((r) => `${r.label}: ${specText(r, facts)}`)]);

/** The sheet the page shows: each group's table, its rows as "label: value". */
const shownSheet = (page: Page) =>
  page
    .getByRole('region', { name: 'Specifications' })
    .locator('table')
    .evaluateAll((tables) =>
      tables.map((t) => [
        t.getAttribute('aria-label'),
        Array.from(t.querySelectorAll('tr'), (tr) => `${tr.querySelector('th')?.textContent}: ${tr.querySelector('td')?.textContent}`),
      ]),
    );

const GROUPS = ['Battery and Charging', 'Performance', 'Dimensions and Practicality', 'Features and Connectivity'];

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a shopper reads the whole spec sheet and what the offer is', async ({ server, page }) => {
      const facts = await catalogueFacts(server.url, 'ola-s1-pro');
      await page.goto(`${server.url}/products/ola-s1-pro`);

      // the price in the spec's format (Indian grouping, two decimals, ₹) and the offer line
      await expect(page.getByText('M.R.P. incl. of all taxes')).toBeVisible();
      await expect(page.getByText('₹1,29,999.00', { exact: true }).first()).toBeVisible();
      const offer = page.getByTestId('offer-line');
      await expect(offer).toBeVisible();
      await expect(offer).toHaveText(/^Flat ₹10,000 off and a free portable home charger · Offer valid from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
      await expect(offer).toHaveText(offerLine(facts)!);

      // every group, in order, with every specification the catalogue holds and no blank row
      const sheet = page.getByRole('region', { name: 'Specifications' });
      await sheet.scrollIntoViewIfNeeded();
      await expect(sheet.getByRole('heading', { level: 3 })).toHaveText(GROUPS);
      for (const [label, value] of [
        ['Claimed Range', '150–195 km'],
        ['Charger Type', 'Portable 750 W home charger'],
        ['Torque', '58 Nm'],
        ['Transmission', 'Automatic'],
        ['Size', '1860 x 850 x 1160 mm'],
        ['Accessories', 'Ola Care, fast charger and scooter cover sold separately'],
        ['Cruise Control', 'Yes'],
        ['Additional Features', 'Hill hold, Reverse mode, Proximity unlock, 34 litres boot'],
      ]) {
        const row = sheet.locator(`tr[data-row="${label}"]`);
        await expect(row.locator('td')).toHaveText(value);
        await row.scrollIntoViewIfNeeded();
        await expect(row).toBeVisible();
      }
      expect(await shownSheet(page)).toEqual(expectedSheet(facts));
      await expect(sheet.getByText('N/A')).toHaveCount(0);

      // the sheet reads without sideways scrolling: label and value side by side, inside the screen
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
      for (const table of await sheet.locator('table').all()) {
        const { scroll, client } = await table.evaluate((t) => ({ scroll: t.parentElement!.scrollWidth, client: t.parentElement!.clientWidth }));
        expect(scroll, 'a group table scrolls sideways').toBeLessThanOrEqual(client);
      }
      const accessories = sheet.locator('tr[data-row="Accessories"]');
      const [label, value] = [await accessories.locator('th').boundingBox(), await accessories.locator('td').boundingBox()];
      expect(label && value).toBeTruthy();
      expect(label!.x + label!.width).toBeLessThanOrEqual(value!.x + 1);
      expect(value!.x + value!.width).toBeLessThanOrEqual(viewport.width);

      // two groups side by side on a laptop, one under the other on a phone
      const [first, second] = [
        await sheet.getByRole('heading', { name: GROUPS[0] }).boundingBox(),
        await sheet.getByRole('heading', { name: GROUPS[1] }).boundingBox(),
      ];
      if (viewport.width >= 1024) expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
      else expect(second!.y).toBeGreaterThan(first!.y);
    });
  });
}

test('a vehicle without an offer or some specifications shows neither an offer line nor empty rows', async ({ server, page }) => {
  const facts = await catalogueFacts(server.url, 'ola-s1-air');
  await page.goto(`${server.url}/products/ola-s1-air`);
  await expect(page.getByText('M.R.P. incl. of all taxes')).toBeVisible();
  await expect(page.getByTestId('offer-line')).toHaveCount(0);
  const sheet = page.getByRole('region', { name: 'Specifications' });
  await expect(sheet.locator('tr[data-row="Weight"] td')).toHaveText('108 kg');
  await expect(sheet.locator('tr[data-row="Size"]')).toHaveCount(0);
  await expect(sheet.locator('tr[data-row="Accessories"]')).toHaveCount(0);
  expect(await shownSheet(page)).toEqual(expectedSheet(facts));
});
