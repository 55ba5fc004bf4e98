import { expect, test } from './fixtures';
import { waitForLivePage } from './support';

// a 390 px phone, as the issue measured
test.use({ viewport: { width: 390, height: 844 } });

test.describe('on a phone', () => {
  test('Back from a product returns to the cards loaded with Load More at the same scroll position', async ({ server, page }) => {
    await page.goto(`${server.url}/e_vehicles/scooter`);
    const cards = page.locator('article');
    await expect(cards).toHaveCount(12);
    await waitForLivePage(page);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(16);

    const chosen = cards.nth(14).getByRole('link');
    await chosen.scrollIntoViewIfNeeded();
    // focused first, then opened with Enter: the browser's own scroll to keep a focused link clear of the
    // sticky header (scroll-padding) happens before the position is read, not during the click
    await chosen.focus();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/products/*');
    await page.getByText('M.R.P. incl. of all taxes').waitFor();

    await page.goBack();
    await page.waitForURL('**/e_vehicles/scooter');
    await expect(cards).toHaveCount(16);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolledTo - 2);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(scrolledTo + 2);

    // a fresh visit through the menu starts over
    await cards.nth(2).getByRole('link').click();
    await page.waitForURL('**/products/*');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'E-Vehicles' }).click();
    await page.getByRole('link', { name: 'Explore Scooter' }).click();
    await page.waitForURL('**/e_vehicles/scooter');
    await expect(cards).toHaveCount(12);
  });

  test('list cards sit two per row with the whole image and the key specs', async ({ server, page }) => {
    await page.goto(`${server.url}/e_vehicles/scooter`);
    const cards = page.locator('article');
    await expect(cards).toHaveCount(12);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second).toBeTruthy();
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
    expect(first!.x + first!.width).toBeLessThanOrEqual(second!.x);
    expect(second!.x + second!.width).toBeLessThanOrEqual(390);
    expect(
      await cards
        .nth(0)
        .locator('img')
        .evaluate((img) => getComputedStyle(img).objectFit),
    ).toBe('contain');
    await expect(cards.nth(0).getByText(/^True Range: \d/)).toBeVisible();
    await expect(cards.nth(0).getByText(/^Top Speed: \d/)).toBeVisible();
  });

  test("the dealer's test rides show status and actions on screen", async ({ server, asDealer: page }) => {
    await page.goto(`${server.url}/dashboard/dealer/book_ride`);
    await page.getByRole('heading', { name: 'Test Drives' }).waitFor();
    const ride = page.getByTestId('ride-row').first();
    await ride.waitFor();
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const control of [ride.getByRole('combobox', { name: /^Status of / }), ride.getByRole('button', { name: /^Delete test ride of / })]) {
      const box = await control.boundingBox();
      expect(box).toBeTruthy();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
