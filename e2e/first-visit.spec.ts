import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A first visit's server-rendered page runs no app code until the visitor uses a control
// (docs/decisions/0072); what they do before it is live reaches the page. These journeys open
// pages without the fixture's start (a fresh context), as a shopper's phone does.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const isLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-page-live'));
// the page's parts can answer before PageMeta marks the whole page live (hydration goes part by part)
const becomesLive = (page: Page) => page.locator('html[data-page-live]').waitFor({ state: 'attached' });
const bootState = (page: Page) => page.evaluate(() => document.documentElement.dataset.boot);

/** A new tab with nothing stored: the fixture's `goto` (which starts pages) is not used. */
async function firstVisit(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

test.describe('a first visit on a phone', () => {
  test('reading and scrolling run no app code; a tap on the menu starts the page and opens the menu', async ({ server, browser }) => {
    const { context, page } = await firstVisit(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/e_vehicles/scooter`);
    await expect(page.locator('article').first()).toBeVisible();
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(1500);
    expect(await bootState(page)).toBe('on-intent');
    expect(await isLive(page)).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await becomesLive(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('while the page is read, its chunks are fetched in idle time and none of them runs', async ({ server, browser }) => {
    const { context, page } = await firstVisit(browser);
    const fetched = new Set<string>();
    page.on('requestfinished', (request) => fetched.add(new URL(request.url()).pathname));
    await page.goto(`${server.url}/e_vehicles/scooter`);
    const modules = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="evb:modules"]')?.content.split(' ').filter(Boolean) ?? []);
    expect(modules.length).toBeGreaterThan(3);
    const prefetched = () =>
      page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]'), (link) => new URL(link.href).pathname));
    await expect.poll(async () => (await prefetched()).sort(), { timeout: 15_000 }).toEqual(modules.map((href) => new URL(href, server.url).pathname).sort());
    await expect.poll(() => modules.every((href) => fetched.has(new URL(href, server.url).pathname)), { timeout: 15_000 }).toBe(true);
    expect(await bootState(page)).toBe('on-intent');
    expect(await isLive(page)).toBe(false);
    await context.close();
  });

  test('a search typed before the page is live keeps every letter and is suggested', async ({ server, browser }) => {
    const { context, page } = await firstVisit(browser);
    await page.goto(`${server.url}/`);
    const box = page.getByRole('combobox', { name: 'Search vehicles' });
    await box.tap();
    await box.pressSequentially('ather', { delay: 20 });
    await expect(box).toHaveValue('ather');
    await expect(page.getByRole('option', { name: /Ather/ }).first()).toBeVisible();
    await becomesLive(page);
    await context.close();
  });

  test('a link works before the page is live, and opens a server-rendered page', async ({ server, browser }) => {
    const { context, page } = await firstVisit(browser);
    await page.goto(`${server.url}/e_vehicles/scooter`);
    await page.locator('article').first().getByRole('link').first().tap();
    await page.waitForURL('**/products/*');
    await expect(page.getByText('M.R.P. incl. of all taxes')).toBeVisible();
    expect(await bootState(page)).toBe('on-intent');
    await context.close();
  });

  test('Load More pressed before the page is live loads the next cards', async ({ server, browser }) => {
    const { context, page } = await firstVisit(browser);
    await page.goto(`${server.url}/e_vehicles/scooter`);
    const cards = page.locator('article');
    await expect(cards).toHaveCount(12);
    expect(await isLive(page)).toBe(false);
    await page.getByRole('button', { name: 'Load More' }).tap();
    await expect(cards).toHaveCount(16);
    await context.close();
  });

  test('a signed-in customer is signed in on a new tab without touching anything', async ({ server, browser, demoToken }) => {
    const user = await demoToken('user@example.com');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((t) => sessionStorage.setItem('userToken', t), user);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
    expect(await bootState(page)).toBe('started');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await context.close();
  });
});
