import { seriousViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Presses Tab until `target` has the focus; fails when it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('accessibility', () => {
  const pages: { name: string; path: string | ((page: Page) => Promise<string>); ready: (page: Page) => Locator }[] = [
    { name: 'home', path: '/', ready: (p) => p.locator('main').getByRole('heading').first() },
    { name: 'e-vehicles', path: '/e_vehicles', ready: (p) => p.getByRole('link', { name: 'Explore Scooter' }) },
    { name: 'scooters', path: '/e_vehicles/scooter', ready: (p) => p.locator('article').first() },
    {
      name: 'product',
      path: async (p) => {
        await p.goto('/e_vehicles/scooter');
        return (await p.locator('article a').first().getAttribute('href')) ?? '/';
      },
      ready: (p) => p.getByText('M.R.P. incl. of all taxes'),
    },
    { name: 'blogs', path: '/blogs', ready: (p) => p.locator('main').getByRole('link').first() },
    {
      name: 'blog post',
      path: async (p) => {
        await p.goto('/blogs');
        await p.locator('main a[href^="/blogs/"]').first().waitFor();
        return (await p.locator('main a[href^="/blogs/"]').first().getAttribute('href')) ?? '/';
      },
      ready: (p) => p.locator('h1'),
    },
    { name: 'comparisons', path: '/product-comparison', ready: (p) => p.locator('h1') },
    { name: 'about', path: '/about', ready: (p) => p.locator('h1') },
    { name: 'contact', path: '/contact', ready: (p) => p.locator('form') },
    { name: 'faq', path: '/faq', ready: (p) => p.locator('h1') },
    { name: 'privacy policy', path: '/privacy-policy', ready: (p) => p.locator('h1') },
    { name: 'terms', path: '/terms-and-conditions', ready: (p) => p.locator('h1') },
    { name: 'login', path: '/login', ready: (p) => p.getByRole('heading', { name: 'Login to the product' }) },
    { name: 'register', path: '/register', ready: (p) => p.getByRole('heading', { name: 'Register to the product' }) },
    // the API documentation: the server's own pages, built from the schema (docs/decisions/0058)
    { name: 'API documentation', path: '/docs/api', ready: (p) => p.getByRole('heading', { name: 'EV Bazaar API', level: 1 }) },
    { name: 'API webhooks guide', path: '/docs/api/webhooks', ready: (p) => p.getByRole('heading', { name: 'Webhooks', level: 1 }) },
    { name: 'API reference of a type', path: '/docs/api/reference/Product', ready: (p) => p.locator('h1') },
  ];

  for (const entry of pages) {
    test(`the ${entry.name} page has no serious or critical WCAG 2.2 AA violation`, async ({ page }) => {
      const path = typeof entry.path === 'string' ? entry.path : await entry.path(page);
      await page.goto(path);
      await entry.ready(page).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a visitor reaches the main menu, opens a product and loads more vehicles with the keyboard only', async ({ page }) => {
    await page.goto('/');
    const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'E-Vehicles' });
    await menuLink.waitFor();
    await tabTo(page, menuLink);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/e_vehicles');

    const scooters = page.getByRole('link', { name: 'Explore Scooter' });
    await scooters.waitFor();
    await tabTo(page, scooters);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/e_vehicles/scooter');

    const cards = page.locator('main article');
    await cards.first().waitFor();
    const before = await cards.count();
    const loadMore = page.getByRole('button', { name: 'Load More' });
    await tabTo(page, loadMore, 120);
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(before + 4);

    // back up to the first card with Shift+Tab and open it with Enter
    const firstCardLink = cards.first().getByRole('link').first();
    for (let i = 0; i < 120 && !(await firstCardLink.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
    await expect(firstCardLink).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/products/*');
    await expect(page.getByText('M.R.P. incl. of all taxes')).toBeVisible();
  });
});
