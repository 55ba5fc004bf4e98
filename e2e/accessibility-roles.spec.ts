import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import { VEHICLE_TYPES, vehicleTypePath } from '../common/src/domain/catalogue';
import { DASHBOARD_MENU, entriesFor, type Role } from '../common/src/permissions';
import { expect, test } from './fixtures';
import { gql } from './support';
import { localizedPath } from '../common/src/i18n/locale-path';
import enAuth from '../common/src/i18n/catalogs/en/auth.json';
import hiAuth from '../common/src/i18n/catalogs/hi/auth.json';
import enPages from '../common/src/i18n/catalogs/en/pages.json';
import hiPages from '../common/src/i18n/catalogs/hi/pages.json';
import enProduct from '../common/src/i18n/catalogs/en/product.json';
import hiProduct from '../common/src/i18n/catalogs/hi/product.json';

/** The words of the buttons the visitor's checks press, in each language. */
const WORDS = {
  en: { offer: enProduct.offerButton, submit: enPages['enquiry.submit'], login: enAuth['login.submit'], register: enAuth['register.submit'] },
  hi: { offer: hiProduct.offerButton, submit: hiPages['enquiry.submit'], login: hiAuth['login.submit'], register: hiAuth['register.submit'] },
};

/**
 * WCAG 2.2 AA on every page of every role (issue 27): axe-core with the WCAG tags finds no violation
 * of serious or critical impact on the public pages, the auth pages, the customer's pages and every
 * back-office screen of each role (read from the permission table's dashboard menu, so a new screen
 * is checked the day it is listed), each at a desktop width and a phone width, with the dialogs and
 * forms a visitor opens there. Each test lists the pages it visited in its annotations.
 */

/** the longest a page may take to show its content or open what a visit opens */
const WAIT = 20_000;
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** One page to check: where it is, and what to open on it afterwards (a dialog, a form's errors), checked too. */
interface Visit {
  path: string;
  /** opens something on the page and returns what it opened, or null when the page has nothing to open */
  then?: (page: Page) => Promise<string | null>;
}

/** Waits until the page shows its content: a level-1 heading, the network quiet, nothing loading, no animation under way. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: WAIT });
  await page.waitForLoadState('networkidle', { timeout: WAIT });
  await expect(page.getByRole('status').filter({ hasText: /^Loading\.\.\.$/ })).toHaveCount(0, { timeout: WAIT });
  await finishedAnimations(page);
}

/** Transitions and finite animations (a dialog opening) done: axe reads colours mid-fade otherwise. */
async function finishedAnimations(page: Page) {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: WAIT },
  );
}

/**
 * Visits every page at both widths, checks each (and what `then` opens on it) and returns the
 * violations as "<width> <path>: <violation>"; the visited pages go to the test's annotations and
 * an attachment, so the report shows what was checked.
 */
async function checkPages(page: Page, visits: Visit[]): Promise<string[]> {
  const found: string[] = [];
  const visited: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const visit of visits) {
      const where = `${size.width}px ${visit.path}`;
      // a page that does not load is a finding too; the other pages are still checked
      try {
        await page.goto(visit.path);
        await settled(page);
        for (const line of await seriousViolations(page)) found.push(`${where}: ${line}`);
        visited.push(where);
        const opened = await visit.then?.(page);
        if (opened) {
          await finishedAnimations(page);
          for (const line of await seriousViolations(page)) found.push(`${where} + ${opened}: ${line}`);
          visited.push(`${where} + ${opened}`);
        }
      } catch (error) {
        found.push(`${where}: could not be checked: ${String(error).split('\n')[0]}`);
      }
    }
  }
  test.info().annotations.push({ type: 'pages checked', description: `${visited.length}: ${visited.join(', ')}` });
  console.log(`${test.info().title}\n  ${visited.length} pages checked:\n  ${visited.join('\n  ')}`);
  await test.info().attach('pages checked', { body: visited.join('\n'), contentType: 'text/plain' });
  return found;
}

/** Submits the page's form empty (the first submit button in main) and returns once its field errors show. */
const submitEmpty =
  (button: string) =>
  async (page: Page): Promise<string> => {
    await page.locator('main').getByRole('button', { name: button, exact: true }).click({ timeout: WAIT });
    await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: WAIT });
    return 'its form errors';
  };

/**
 * Presses the back-office screen's own "Add …" or "Create …" button, if it has one: it opens a
 * dialog, or (an inline form's Add, pressed empty) shows the form's errors; both are checked.
 */
async function openAddDialog(page: Page): Promise<string | null> {
  const add = page.locator('main').getByRole('button', { name: /^(Add|Create|New)\b/ });
  if ((await add.count()) === 0 || !(await add.first().isVisible())) return null;
  const name = (await add.first().textContent())?.trim() ?? 'Add';
  await add.first().click({ timeout: WAIT });
  await page.locator('[role="dialog"], [aria-invalid="true"]').first().waitFor({ timeout: WAIT });
  return (await page.getByRole('dialog').count()) > 0 ? `the ${name} dialog` : `${name} pressed with the form empty`;
}

/** The back-office screens a role's dashboard menu lists (the index included), each once. */
function dashboardScreens(role: Role): Visit[] {
  const paths = [...new Set(entriesFor(DASHBOARD_MENU, role).map((e) => e.to))];
  return paths.map((path) => ({ path, then: openAddDialog }));
}

interface Catalogue {
  products: { items: { id: string; slug: string }[] };
  brands: { slug: string }[];
  comparisons: { id: string }[];
  blogs: { id: string }[];
}

async function catalogue(url: string): Promise<Catalogue> {
  return gql<Catalogue>(
    url,
    '{ products(filter: { limit: 2 }) { items { id slug } } brands(limit: 1) { slug } comparisons(limit: 1) { id } blogs(limit: 1) { id } }',
  );
}

test.describe('the accessibility statement and consistent help', () => {
  test('the statement is a server-rendered public page, and the same help line ends public, sign-in and back-office pages', async ({
    server,
    request,
    page,
    asDealer,
  }) => {
    const res = await request.get(`${server.url}/accessibility`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    for (const part of ['WCAG', 'How we check it', 'What does not work well yet', 'Report a barrier', 'Last reviewed']) expect(html).toContain(part);

    const helpOf = async (p: Page) => {
      const nav = p.getByRole('navigation', { name: 'Help' });
      await nav.waitFor();
      return nav.getByRole('link').evaluateAll((links) => links.map((l) => `${l.textContent} ${l.getAttribute('href')}`));
    };
    const expected = ['Help / Contact /contact', 'Accessibility /accessibility'];
    for (const path of ['/', '/products/ather-450x', '/login', '/register']) {
      await page.goto(path);
      expect(await helpOf(page), path).toEqual(expected);
    }
    await asDealer.goto('/dashboard');
    expect(await helpOf(asDealer), '/dashboard').toEqual(expected);
  });
});

test.describe('WCAG 2.2 AA on every page of every role, at 1366 px and 390 px', () => {
  // dozens of pages, each checked twice: far more than one journey's minute
  test.describe.configure({ timeout: 15 * 60_000 });
  // but each step of a page has its own short limit: a page that hangs is reported and the next one checked
  test.use({ actionTimeout: WAIT, navigationTimeout: WAIT });

  // the same pages in each language, each at its own URL (issue 26): the buttons a visit presses named as the page names them
  for (const language of ['en', 'hi'] as const) {
    const at = (path: string) => localizedPath(language, path);
    const words = WORDS[language];
    test(`a visitor${language === 'en' ? '' : ' in Hindi'}: every public page and every auth page, with the offer dialog and the forms’ errors`, async ({
      server,
      page,
    }) => {
      const { products, brands, comparisons, blogs } = await catalogue(server.url);
      const [first, second] = products.items;
      const visits: Visit[] = [
        { path: at('/') },
        { path: at('/e_vehicles') },
        ...VEHICLE_TYPES.map((type) => ({ path: at(vehicleTypePath(type)) })),
        { path: at(`/brands/${brands[0].slug}`) },
        {
          path: at(`/products/${first.slug}`),
          then: async (p) => {
            await p.getByRole('button', { name: words.offer }).click();
            await p.getByRole('dialog').waitFor();
            return 'the offer dialog';
          },
        },
        { path: at(`/compare/${first.slug}-vs-${second.slug}`) },
        { path: at('/product-comparison') },
        { path: at(`/product-comparison/${comparisons[0].id}`) },
        { path: at('/blogs') },
        { path: at(`/blogs/${blogs[0].id}`) },
        { path: at('/search-results?q=ather') },
        { path: at('/about') },
        { path: at('/contact'), then: submitEmpty(words.submit) },
        { path: at('/career') },
        { path: at('/faq') },
        { path: at('/privacy-policy') },
        { path: at('/terms-and-conditions') },
        { path: at('/join-as-dealer') },
        { path: at('/accessibility') },
        // the dealer finder: browsing by place, and a PIN code's results with a vehicle
        { path: at('/dealers') },
        { path: at(`/dealers?near=400001&product=${first.id}`) },
        { path: at('/no-such-page') },
        { path: at('/login'), then: submitEmpty(words.login) },
        { path: at('/register'), then: submitEmpty(words.register) },
        { path: at('/forgot-password') },
        { path: at('/reset-password/an-old-or-made-up-token') },
      ];
      expect(await checkPages(page, visits)).toEqual([]);
    });
  }

  test('a customer: profile, wishlist, test rides, one ride and the booking form of a product', async ({ server, asUser: page, demoToken }) => {
    const customer = await demoToken('user@example.com');
    const dealer = await demoToken('dealer@example.com');
    const { myTestDrives } = await gql<{ myTestDrives: { id: string }[] }>(server.url, '{ myTestDrives { id } }', {}, customer);
    const stock = await gql<{ myProductAvailability: { isAvailable: boolean; product: { slug: string } }[]; myShop: { id: string; cityName: string } }>(
      server.url,
      '{ myProductAvailability { isAvailable product { slug } } myShop { id cityName } }',
      {},
      dealer,
    );
    const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(server.url, '{ locations { id cityName } }');
    const location = locations.find((l) => l.cityName === stock.myShop.cityName);
    const product = stock.myProductAvailability.find((a) => a.isAvailable)?.product;
    expect(myTestDrives.length, 'the demo customer has rides').toBeGreaterThan(0);
    expect(product && location, 'the demo dealer stocks a product in a listed city').toBeTruthy();
    const visits: Visit[] = [
      { path: '/profile' },
      { path: '/wishlist' },
      { path: '/book_ride' },
      { path: `/book_ride/${myTestDrives[0].id}` },
      { path: '/search' },
      {
        path: `/products/${product!.slug}`,
        // the booking form with its shop chosen: the shop's slots show
        then: async (p) => {
          await p.getByLabel('Location').selectOption(location!.id);
          await p.waitForFunction((id) => Boolean(document.querySelector(`select[name="shopId"] option[value="${id}"]`)), stock.myShop.id);
          await p.getByLabel('Shop', { exact: true }).selectOption(stock.myShop.id);
          await p.waitForLoadState('networkidle');
          return 'the booking form with a shop chosen';
        },
      },
    ];
    expect(await checkPages(page, visits)).toEqual([]);
  });

  test('a dealer: every back-office screen of the dealer’s menu, with their dialogs', async ({ asDealer: page }) => {
    expect(await checkPages(page, dashboardScreens('DEALER'))).toEqual([]);
  });

  test('an agent: every back-office screen of the agent’s menu and a lead opened', async ({ asAgent: page }) => {
    const visits = dashboardScreens('AGENT').map((visit) =>
      visit.path === '/dashboard/leads'
        ? {
            path: visit.path,
            then: async (p: Page) => {
              const open = p.getByRole('button', { name: /^Open: / });
              if ((await open.count()) === 0) return null;
              await open.first().click();
              await p.getByRole('dialog').waitFor();
              return 'a lead';
            },
          }
        : visit,
    );
    expect(await checkPages(page, visits)).toEqual([]);
  });

  test('an admin: every back-office screen of the admin’s menu, with their dialogs, and the product form', async ({ server, asAdmin: page }) => {
    const { products } = await catalogue(server.url);
    const visits = [
      ...dashboardScreens('ADMIN'),
      { path: '/dashboard/products/new' },
      { path: `/dashboard/products/${products.items[0].id}` },
      // the second dialog of the Locations screen: a shop's position, with a shop chosen
      {
        path: '/dashboard/location',
        then: async (p: Page) => {
          await p.locator('main').getByRole('button', { name: 'Shop positions' }).first().click({ timeout: WAIT });
          await p.getByRole('dialog').getByRole('combobox', { name: 'Shop' }).selectOption({ index: 1 }, { timeout: WAIT });
          return 'the Shop positions dialog';
        },
      },
    ];
    expect(await checkPages(page, visits)).toEqual([]);
  });

  // a superadmin passes every admin rule and sees the admin's screens, drawn by the same components
  // from the same data (the admin's test checks each of them); what differs for a superadmin is
  // checked here: the dashboard, user management, the header's own entry, the profile and the wishlist
  test('a superadmin: the dashboard, user management, the home page’s header, the profile and the wishlist', async ({ asSuperadmin: page }) => {
    const screens = dashboardScreens('SUPERADMIN').filter((visit) => visit.path === '/dashboard' || visit.path === '/dashboard/users');
    expect(screens.map((visit) => visit.path)).toEqual(['/dashboard', '/dashboard/users']);
    expect(await checkPages(page, [...screens, { path: '/' }, { path: '/profile' }, { path: '/wishlist' }])).toEqual([]);
  });
});
