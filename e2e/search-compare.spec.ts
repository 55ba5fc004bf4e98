import { expect, test } from './fixtures';
import { gql } from './support';

test.describe('search and compare journeys', () => {
  test('a shopper types "athr" and picks Ather 450X', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search vehicles' });
    await box.fill('athr');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    // suggestions come 500 ms after the last key; a loaded machine needs more than the default wait
    await expect(list.getByRole('option', { name: /Ather 450X/ })).toBeVisible({ timeout: 15_000 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // the arrow keys walk the suggestions until Ather 450X is the highlighted one
    for (let i = 0; i < 8; i++) {
      await box.press('ArrowDown');
      if (/Ather 450X/.test((await list.getByRole('option', { selected: true }).innerText()) ?? '')) break;
    }
    await expect(list.getByRole('option', { selected: true })).toContainText('Ather 450X');
    await box.press('Enter');
    await page.waitForURL('**/products/ather-450x');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ather 450X');
  });

  test('a shopper presses Enter on a misspelt model and gets the results list, closest first', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search vehicles' });
    await box.fill('nexn');
    await expect(page.getByRole('option', { name: /Tata Nexon EV/ }).first()).toBeVisible({ timeout: 15_000 });
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search-results' && u.searchParams.get('q') === 'nexn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “nexn”');
    await expect(page.locator('article').first().getByRole('heading')).toHaveText('Tata Nexon EV');
  });

  test('a shopper compares three vehicles with differences only', async ({ server, page }) => {
    for (const slug of ['ather-450x', 'ola-s1-pro', 'tvs-iqube']) {
      await page.goto(`/products/${slug}`);
      // the product's own button comes before the related products' cards
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const own = page
        .getByRole('main')
        .getByRole('button', { name: /to compare$/ })
        .first();
      await expect(own).toHaveText('Add to compare');
      await own.click();
      await expect(own).toHaveText('Added to compare');
    }
    const tray = page.getByRole('complementary', { name: 'Compare tray' });
    await expect(tray).toContainText('Compare (3/4)');
    // the tray follows the shopper to other pages
    await page.goto('/e_vehicles/scooter');
    await expect(tray.getByRole('listitem')).toHaveCount(3);
    await tray.getByRole('link', { name: 'Compare' }).click();
    await page.waitForURL('**/compare/ather-450x-vs-ola-s1-pro-vs-tvs-iqube');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ather 450X vs Ola S1 Pro vs TVS iQube');

    const table = page.getByRole('table', { name: 'Vehicle comparison' });
    const sameForAll = table.locator('tr[data-row="Vehicle type"]');
    await expect(sameForAll).toBeVisible();
    // the best range is highlighted
    await expect(table.locator('tr[data-row="True Range"] [data-best]').first()).toContainText('Best');
    await expect(table.locator('tr[data-row="True Range"]')).toContainText('km');

    // the on-road row asks for a state, then shows each price for it, the lowest highlighted
    const onRoad = table.locator('tr[data-row="On-road price"]');
    await onRoad.getByRole('combobox', { name: 'Choose a state' }).selectOption({ label: 'Maharashtra' });
    await expect(onRoad.getByRole('rowheader')).toHaveText('On-road price in Maharashtra');
    await expect(onRoad.getByRole('cell')).toHaveCount(3);
    const onRoadTexts = await onRoad.getByRole('cell').allInnerTexts();
    const figures = onRoadTexts.map((t) => Number(t.replace(/Best|[^\d.]/g, '')));
    const lowest = figures.indexOf(Math.min(...figures));
    await expect(onRoad.getByRole('cell').nth(lowest)).toHaveAttribute('data-best', 'true');
    // the figure is the server's on-road price for the same vehicle and state
    const { compareProducts } = await gql<{ compareProducts: { id: string }[] }>(
      server.url,
      '{ compareProducts(slugs: ["ather-450x", "ola-s1-pro", "tvs-iqube"]) { id } }',
    );
    const priced = await (await fetch(`${server.url}/api/pricing/on-road?productId=${compareProducts[lowest].id}&stateId=IN-MH`)).json();
    expect(figures[lowest]).toBe(priced.onRoad);

    await page.getByRole('switch', { name: 'Show only differences' }).click();
    await page.waitForURL((u) => u.searchParams.get('diff') === '1');
    await expect(sameForAll).toHaveCount(0);
    await expect(table.locator('tr[data-row="True Range"]')).toBeVisible();
    // the address is the view: reloading (or sharing) keeps "differences only"
    await page.reload();
    await expect(table.locator('tr[data-row="True Range"]')).toBeVisible();
    await expect(sameForAll).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

    test('a shopper on a phone taps a suggestion', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search vehicles' });
      await box.tap();
      await box.fill('ola s1');
      const option = page.getByRole('option', { name: /Ola S1 Pro/ });
      await expect(option).toBeVisible({ timeout: 15_000 });
      await option.tap();
      await page.waitForURL('**/products/ola-s1-pro');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ola S1 Pro');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});
