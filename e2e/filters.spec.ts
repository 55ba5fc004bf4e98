import { expect, test } from './fixtures';
import { waitForLivePage } from './support';

interface RestProduct {
  name: string;
  price: number;
  effectiveRange: number | null;
  brand: { name: string } | null;
}

/** The products the REST door lists for a query, in its order: what the screen must show. */
async function listed(url: string, query: string): Promise<RestProduct[]> {
  const res = await fetch(`${url}/api/product?${query}&limit=100`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: RestProduct[] }).data;
}

const cardNames = (page: import('@playwright/test').Page) => page.locator('article h3').allInnerTexts();

test.describe('shopper filters', () => {
  test('a shopper filters scooters under ₹1,20,000 with at least 100 km range, sorts by range, shares the link, and Back steps through the changes', async ({
    server,
    page,
    browser,
  }) => {
    await page.goto(`${server.url}/e_vehicles/scooter`);
    // the server-rendered page answers clicks once it is hydrated
    await waitForLivePage(page);
    await page.locator('article').first().waitFor();
    const filters = page.getByRole('search', { name: 'Filter vehicles' });

    await filters.getByLabel('Max price', { exact: true }).fill('120000');
    await filters.getByLabel('Max price', { exact: true }).press('Enter');
    await page.waitForURL((u) => u.searchParams.get('maxPrice') === '120000');
    await filters.getByLabel('Range', { exact: true }).selectOption({ label: '100 km or more' });
    await page.waitForURL((u) => u.searchParams.get('minRange') === '100');
    await filters.getByLabel('Sort by').selectOption({ label: 'Longest range' });
    await page.waitForURL((u) => u.searchParams.get('sort') === 'range_desc');

    const expected = await listed(server.url, 'vehicleType=scooter&maxPrice=120000&minRange=100&sort=range_desc');
    expect(expected.length).toBeGreaterThan(1);
    for (const p of expected) {
      expect(p.price).toBeLessThanOrEqual(120000);
      expect(p.effectiveRange).toBeGreaterThanOrEqual(100);
    }
    // longest range first, on the same effective range every answer carries
    const ranges = expected.map((p) => p.effectiveRange!);
    expect(ranges).toEqual([...ranges].sort((a, b) => b - a));
    await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(expected.map((p) => p.name));
    await expect(page.getByTestId('result-count')).toHaveText(`${expected.length} vehicles`);
    // each compact card shows what shoppers compare
    const first = page.locator('article').first();
    await expect(first).toContainText('₹');
    await expect(first).toContainText('True Range:');
    await expect(first).toContainText('Top Speed:');
    await expect(first).toContainText('Charging:');

    // the copied link opens the same view in a fresh page
    const link = page.url();
    const fresh = await browser.newPage();
    await fresh.goto(link);
    await fresh.locator('article').first().waitFor();
    await expect.poll(() => cardNames(fresh), { timeout: 15_000 }).toEqual(expected.map((p) => p.name));
    const freshFilters = fresh.getByRole('search', { name: 'Filter vehicles' });
    await expect(freshFilters.getByLabel('Max price', { exact: true })).toHaveValue('120000');
    await expect(freshFilters.getByLabel('Range', { exact: true })).toHaveValue('100');
    await expect(freshFilters.getByLabel('Sort by')).toHaveValue('range_desc');
    await fresh.close();

    // Back undoes the sort, then the range, each with its own list
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('sort') === null && u.searchParams.get('minRange') === '100');
    await expect(filters.getByLabel('Sort by')).toHaveValue('newest');
    const newest = await listed(server.url, 'vehicleType=scooter&maxPrice=120000&minRange=100');
    await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(newest.map((p) => p.name));
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('minRange') === null && u.searchParams.get('maxPrice') === '120000');
    await expect(filters.getByLabel('Range', { exact: true })).toHaveValue('');
    const cheaper = await listed(server.url, 'vehicleType=scooter&maxPrice=120000');
    expect(cheaper.length).toBeGreaterThan(newest.length);
    await expect(page.getByTestId('result-count')).toHaveText(`${cheaper.length} vehicles`);
  });

  test('a shopper narrows the brands of all vehicles by the counts shown, opens a product and comes Back to the same view', async ({ server, page }) => {
    await page.goto(`${server.url}/e_vehicles/all`);
    // the server-rendered page answers clicks once it is hydrated
    await waitForLivePage(page);
    await page.locator('article').first().waitFor();
    const filters = page.getByRole('search', { name: 'Filter vehicles' });
    await filters.getByLabel('Vehicle type').selectOption({ label: 'Bike' });
    await page.waitForURL((u) => u.searchParams.get('type') === 'bike');
    const bikes = await listed(server.url, 'vehicleType=bike');
    const revolt = bikes.filter((p) => p.brand?.name === 'Revolt Motors');
    expect(revolt.length).toBeGreaterThan(0);
    // the brand's count is the number of bikes it would show
    const option = filters.getByRole('checkbox', { name: new RegExp(`^Revolt Motors \\(${revolt.length}\\)$`) });
    // the bikes' list and brand counts are on screen before a box is clicked: while they arrive the
    // brand list re-renders, and a click at the old place would tick another brand
    await expect(page.getByTestId('result-count')).toHaveText(`${bikes.length} vehicles`);
    await page.waitForLoadState('networkidle');
    // a click, not check(): the box is ticked by the address the click navigates to, a moment later
    await option.click();
    await page.waitForURL((u) => (u.searchParams.get('brand') ?? '').length > 0);
    await expect(option).toBeChecked({ timeout: 15_000 });
    await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(revolt.map((p) => p.name));

    await page.locator('article').first().getByRole('link').first().click();
    await page.waitForURL('**/products/*');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/e_vehicles/all' && u.searchParams.get('type') === 'bike');
    await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(revolt.map((p) => p.name));
    // the new list and facets load inside the navigation's transition: the box shows ticked once they are in
    await expect(option).toBeChecked({ timeout: 15_000 });
  });

  test('a visitor opens a brand from the home page and sees only its vehicles, sorted by price', async ({ server, page }) => {
    await page.goto(`${server.url}/`);
    // the server-rendered page answers clicks once it is hydrated
    await waitForLivePage(page);
    await page.getByRole('link', { name: 'Ather Energy' }).first().click();
    await page.waitForURL('**/brands/ather-energy');
    await page.getByRole('heading', { name: 'Ather Energy', level: 1 }).waitFor();
    await page.getByRole('search', { name: 'Filter vehicles' }).getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price_asc');
    const brandRes = await fetch(`${server.url}/api/brand/slug/ather-energy`);
    const brand = (await brandRes.json()) as { _id: string };
    const ather = await listed(server.url, `brand=${brand._id}&sort=price_asc`);
    expect(ather.length).toBeGreaterThan(1);
    await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(ather.map((p) => p.name));
    await page.goto(`${server.url}/brands/no-such-brand`);
    await page.getByText('Page Not Found').waitFor();
  });
});

test.describe('shopper filters on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a shopper opens the filters, narrows the list and still sees two compact cards per row', async ({ server, page }) => {
    await page.goto(`${server.url}/e_vehicles/scooter`);
    // the server-rendered page answers clicks once it is hydrated
    await waitForLivePage(page);
    await page.locator('article').first().waitFor();
    const filters = page.getByRole('search', { name: 'Filter vehicles' });
    // the panel waits behind its button, so the cards come first on a phone
    await expect(filters).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    // the panel opens as a drawer over the list
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await filters.getByLabel('Charging time').selectOption({ label: '5 Hr or less' });
    await page.waitForURL((u) => u.searchParams.get('maxCharging') === '5');
    // and comes back to the list with its count
    await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' }).first()).toBeVisible();
    // the choice stays above the list as a chip that removes it
    await expect(page.getByRole('button', { name: 'Remove filter Charging time: 5 Hr or less' })).toBeVisible();
    // nothing sticks out of the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const cards = page.locator('article');
    await expect.poll(async () => (await cards.count()) > 1, { timeout: 15_000 }).toBe(true);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
    expect(second!.x + second!.width).toBeLessThanOrEqual(360);
    await expect(cards.nth(0).getByText(/^Charging: \d/)).toBeVisible();
  });
});
