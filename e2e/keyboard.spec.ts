// Keyboard journeys (issue 27): a guest, a customer, a dealer and an admin do their task in Chromium
// with the keyboard alone (Tab, Shift+Tab, Enter, Space, the arrows, Escape, and typing into the
// focused field). After every Tab the focused element shows its focus and is not hidden under the
// sticky header or the compare tray (WCAG 2.4.7, 2.4.11), and the focus moved (never trapped outside
// a modal dialog); every kind of page starts with "Skip to main content"; menus and dialogs give the
// focus back to the control that opened them.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gql, pendingProductIds } from './support';

/** What the checks learn about the focused element after a key. */
interface FocusReport {
  /** e.g. `button "Book Test Drive"`; empty when the focus is on the page itself (past its last stop) */
  what: string;
  /** whether the focus moved to another element with that key */
  moved: boolean;
  /** `:focus-visible` matches and an outline or a shadow shows */
  ring: boolean;
  /** the area of its box (px²) inside the window and outside the bars stuck to its top and bottom edges */
  uncovered: number;
  /** a date or time field, whose parts are Tab stops of their own */
  dateField: boolean;
}

/**
 * Waits until smooth scrolling has stopped (the window and the focused element keep still for a
 * few frames), then describes the focused element. Runs in the page.
 */
function inspectFocus(): Promise<FocusReport> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const box = () => {
    const r = document.activeElement?.getBoundingClientRect();
    return [scrollX, scrollY, r?.top, r?.left].join();
  };
  return (async () => {
    let last = box();
    for (let still = 0, i = 0; still < 3 && i < 120; i++) {
      await frame();
      const now = box();
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const memory = window as unknown as { keyboardLastFocus?: Element | null };
    const el = document.activeElement as HTMLElement | null;
    const moved = el !== memory.keyboardLastFocus;
    memory.keyboardLastFocus = el;
    if (!el || el === document.body || el === document.documentElement) return { what: '', moved, ring: false, uncovered: 0, dateField: false };
    const dateField = el.matches('input[type="date"], input[type="time"], input[type="datetime-local"], input[type="month"], input[type="week"]');

    const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const role = el.getAttribute('role');
    const what = `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`;

    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      const invisible = (color: string) => color === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(color);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !invisible(style.outlineColor);
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const ring = el.matches(':focus-visible') && shows(el);

    // a visually hidden control (1 px) is shown by its label or parent
    let target: Element = el;
    while (target.parentElement && target.getBoundingClientRect().width * target.getBoundingClientRect().height < 4) target = target.parentElement;
    const r = target.getBoundingClientRect();
    const clip = (a: DOMRect | { left: number; top: number; right: number; bottom: number }, b: typeof a) => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const area = (a: { left: number; top: number; right: number; bottom: number }) => Math.max(0, a.right - a.left) * Math.max(0, a.bottom - a.top);
    const shown = clip(r, { left: 0, top: 0, right: innerWidth, bottom: innerHeight });
    let uncovered = area(shown);
    // dialogs and menus open above the bars, and the skip link is above everything
    if (!el.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') && !el.matches('a[href="#main"]')) {
      for (const bar of Array.from(document.querySelectorAll('header, aside[aria-label="Compare tray"]'))) {
        const position = getComputedStyle(bar).position;
        if ((position !== 'sticky' && position !== 'fixed') || bar.contains(el)) continue;
        uncovered -= area(clip(shown, bar.getBoundingClientRect()));
      }
    }
    return { what, moved, ring, uncovered: Math.round(uncovered), dateField };
  })();
}

/**
 * A run of key presses whose every Tab stop is checked; what fails is collected, so one run lists
 * every barrier of a journey, and `done()` asserts there were none.
 */
class Keys {
  readonly problems: string[] = [];
  private stops = 0;
  private sameStops = 0;
  constructor(
    private readonly page: Page,
    private readonly journey: string,
  ) {}

  /** Tab (or Shift+Tab) once and checks the new stop. */
  async tab(back = false) {
    await this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await this.page.evaluate(inspectFocus);
    this.stops += 1;
    const where = `${this.journey}, ${new URL(this.page.url()).pathname}, stop ${this.stops}`;
    // past the last stop the focus leaves the page once, and the next Tab comes back to the first
    if (!focus.what) {
      if (!focus.moved) this.problems.push(`${where}: the focus stays outside the page`);
      return focus;
    }
    // a date field is several stops: day, month, year and its calendar button (whose ring the
    // browser draws on the button, inside the field: the field's own style shows none then)
    const innerStop = !focus.moved && focus.dateField && this.sameStops < 4;
    this.sameStops = focus.moved ? 0 : this.sameStops + 1;
    if (!focus.moved && !innerStop) this.problems.push(`${where}: ${back ? 'Shift+Tab' : 'Tab'} left the focus on ${focus.what} (trapped)`);
    if (!focus.ring && !innerStop) this.problems.push(`${where}: ${focus.what} shows no focus`);
    if (focus.uncovered <= 0) this.problems.push(`${where}: ${focus.what} is hidden (under the sticky header, the compare tray or off screen)`);
    return focus;
  }

  /** Tabs (or Shift+Tabs) until `target` has the focus; fails when it is not reached in `max` presses. */
  async to(target: Locator, { back = false, max = 150 } = {}) {
    for (let i = 0; i < max; i++) {
      await this.tab(back);
      if (await isFocused(target)) return;
    }
    throw new Error(`${this.journey}: ${back ? 'Shift+Tab' : 'Tab'} never reached ${target} in ${max} presses`);
  }

  /** Tabs `count` times (or until the focus leaves the page), checking every stop. */
  async walk(count: number, back = false) {
    for (let i = 0; i < count; i++) if (!(await this.tab(back)).what) return;
  }

  /** Presses a key that is not a Tab (Enter, Space, an arrow, Escape) and lets the page settle. */
  async press(key: string) {
    await this.page.keyboard.press(key);
    await this.page.evaluate(inspectFocus);
  }

  done() {
    expect(this.problems, `${this.journey}: keyboard barriers`).toEqual([]);
  }
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Expects `control` to have the focus back (a menu or dialog closed), shown as keyboard focus. */
async function expectFocusBackOn(page: Page, control: Locator, what: string) {
  await expect.poll(() => isFocused(control), { message: `the focus is back on ${what}` }).toBe(true);
  expect(await control.evaluate((el) => el.matches(':focus-visible')), `${what} shows its focus`).toBe(true);
}

/** The focus is inside `container` (a dialog or menu that opened). */
async function expectFocusInside(container: Locator, what: string) {
  await expect
    .poll(() => container.evaluate((el) => el.contains(document.activeElement)).catch(() => false), { message: `the focus moved into ${what}` })
    .toBe(true);
}

/** The first Tab of a freshly opened page: "Skip to main content", shown, then Enter puts the focus on the page's main. */
async function expectSkipLinkFirst(page: Page, what: string) {
  await page.keyboard.press('Tab');
  const focus = await page.evaluate(inspectFocus);
  expect(focus.what, `${what}: the first Tab stop`).toBe('a "Skip to main content"');
  expect(focus.ring, `${what}: the skip link shows its focus`).toBe(true);
  expect(focus.uncovered, `${what}: the skip link is on screen`).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { message: `${what}: the focus is on main` }).toBe('MAIN');
  // the next Tab goes into the main content (when it holds a control: the dealer's overview shows figures only)
  const controls = await page.locator('main').locator('a[href], button:not([disabled]), input, select, textarea').count();
  await page.keyboard.press('Tab');
  const next = await page.evaluate(inspectFocus);
  if (controls > 0)
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), `${what}: the next Tab (${next.what}) is in the main content`).toBe(
      true,
    );
}

/** Letters only, different on every run. */
const uniqueWord = () => Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');

interface Stock {
  myProductAvailability: { isAvailable: boolean; product: { id: string; name: string; slug: string } }[];
  myShop: { id: string; shopName: string; cityName: string };
}

/** The demo dealer's shop, its city, and a product the demo customer has no open request for there (one per product and shop). */
async function bookableProduct(url: string, dealerToken: string, customerToken: string, skip: readonly string[] = []) {
  const stock = await gql<Stock>(url, '{ myProductAvailability { isAvailable product { id name slug } } myShop { id shopName cityName } }', {}, dealerToken);
  const open = await pendingProductIds(url, customerToken, stock.myShop.id);
  const product = stock.myProductAvailability.find((a) => a.isAvailable && !open.has(a.product.id) && !skip.includes(a.product.id))!.product;
  const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(url, '{ locations { id cityName } }');
  const location = locations.find((l) => l.cityName === stock.myShop.cityName)!;
  return { shop: stock.myShop, product, location };
}

test.describe('keyboard journeys', () => {
  test('every kind of page starts with a skip link that puts the focus on its main content', async ({ page, asUser, asDealer, asAdmin }) => {
    // ten pages, three of them signed in
    test.setTimeout(180_000);
    // each with what shows once its content has loaded
    const kinds: [Page, string, string, string][] = [
      [page, '/', 'home', 'main h1'],
      [page, '/e_vehicles/scooter', 'a vehicle list', 'main article a'],
      [page, '/products/ather-450x', 'a product', 'main h1'],
      [page, '/blogs', 'the blog', 'main a[href^="/blogs/"]'],
      [page, '/login', 'an auth page', 'main form input'],
      [page, '/docs/api', 'the API documentation', 'main h1'],
      [asUser, '/book_ride', "a customer's page", '[data-testid="ride"] a'],
      [asDealer, '/dashboard', "the dealer's dashboard", 'main h1'],
      [asDealer, '/dashboard/dealer/book_ride', "the dealer's test rides", '[data-testid="ride-row"] select'],
      [asAdmin, '/dashboard/products', "the admin's products", '[data-testid="admin-card"] a'],
    ];
    for (const [p, path, what, loaded] of kinds) {
      await p.goto(path);
      await p.locator(loaded).first().waitFor();
      await expectSkipLinkFirst(p, what);
    }
  });

  test('a guest filters the scooters, adds one to compare and opens it, with the keyboard only', async ({ server, page }) => {
    const keys = new Keys(page, 'guest');
    await page.goto('/e_vehicles/scooter');
    await page.locator('main article').first().waitFor();
    const filters = page.getByRole('search', { name: 'Filter vehicles' });

    // a price bound, typed and applied with Enter
    const maxPrice = filters.getByRole('textbox', { name: 'Max price' });
    await keys.to(maxPrice);
    await page.keyboard.type('150000');
    await keys.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('maxPrice') === '150000');

    // back up to the sort: the arrow keys step through it, Enter applies the sort
    const sort = filters.getByRole('combobox', { name: 'Sort by' });
    await keys.to(sort, { back: true });
    await keys.press('ArrowDown');
    await keys.press('ArrowDown');
    await keys.press('ArrowDown');
    await expect(sort).toHaveValue('range_desc');
    expect(new URL(page.url()).searchParams.get('sort'), 'a sort stepped to is not applied on the way').toBeNull();
    await keys.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'range_desc');
    await expect(sort).toBeFocused();

    // a brand of the first vehicle shown, ticked with Space
    const res = await fetch(`${server.url}/api/product?vehicleType=scooter&maxPrice=150000&sort=range_desc&limit=1`);
    const [first] = ((await res.json()) as { data: { name: string; brand: { name: string } }[] }).data;
    const brand = filters.getByRole('checkbox', { name: new RegExp(`^${first!.brand.name} \\(`) });
    await keys.to(brand);
    await keys.press('Space');
    await page.waitForURL((u) => Boolean(u.searchParams.get('brand')));
    await expect(brand).toBeChecked();
    await expect(brand).toBeFocused();

    // the first card: into the compare tray with Space, then opened with Enter
    const card = page.locator('main article').filter({ hasText: first!.name }).first();
    await expect(card).toBeVisible();
    const compare = card.getByRole('button', { name: 'Add to compare' });
    await keys.to(compare);
    await keys.press('Space');
    const tray = page.getByRole('complementary', { name: 'Compare tray' });
    await expect(tray).toContainText(first!.name);
    await expect(card.getByRole('button', { name: 'Added to compare' })).toBeFocused();
    await keys.to(card.getByRole('link', { name: first!.name }), { back: true });
    await keys.press('Enter');
    await page.waitForURL('**/products/*');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
    // the new page takes the focus to its content
    await expect(page.locator('main')).toBeFocused();

    // the whole product page, down and back up, with the tray at the bottom and the header at the top
    await keys.walk(60);
    await keys.walk(60, true);

    // the tray's own controls: removing the last vehicle empties it, and the focus goes back to the page
    const remove = tray.getByRole('button', { name: `Remove ${first!.name} from compare` });
    await keys.to(remove);
    await keys.press('Enter');
    await expect(tray).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    keys.done();
  });

  test('a customer books a test ride in a slot and cancels it from My Test Rides, with the keyboard only', async ({ server, demoToken, asUser: page }) => {
    const keys = new Keys(page, 'customer');
    const customerToken = await demoToken('user@example.com');
    const { shop, product, location } = await bookableProduct(server.url, await demoToken('dealer@example.com'), customerToken);

    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

    // the profile menu opens with Enter and gives the focus back on Escape
    const profile = page.locator('header button[aria-haspopup="menu"]');
    await keys.to(profile);
    await keys.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expectFocusInside(menu, 'the profile menu');
    await keys.press('Escape');
    await expect(menu).toBeHidden();
    await expectFocusBackOn(page, profile, 'the profile menu button');

    // the city and the shop, chosen by typing their names into the focused selects
    const form = page.getByRole('form', { name: 'Book a test drive' });
    const city = form.getByRole('combobox', { name: 'Location' });
    await keys.to(city);
    await page.keyboard.type(location.cityName);
    await expect(city).toHaveValue(location.id);
    await page.waitForFunction((id) => Boolean(document.querySelector(`select[name="shopId"] option[value="${id}"]`)), shop.id);
    const shopSelect = form.getByRole('combobox', { name: 'Shop', exact: true });
    await keys.to(shopSelect);
    await page.keyboard.type(shop.shopName);
    await expect(shopSelect).toHaveValue(shop.id);

    // the date strip and the times: one Tab stop each, the arrow keys and End choose
    const picker = form.getByRole('group', { name: 'Choose a time (optional)' });
    const dates = picker.getByRole('radiogroup', { name: 'Date' });
    await dates.getByRole('radio', { checked: true }).waitFor();
    await keys.to(dates.getByRole('radio', { checked: true }));
    const firstDate = await dates.getByRole('radio', { checked: true }).getAttribute('data-date');
    await keys.press('ArrowRight');
    const chosenDate = dates.getByRole('radio', { checked: true });
    await expect(chosenDate).not.toHaveAttribute('data-date', firstDate!);
    await expect(chosenDate).toBeFocused();
    const day = await chosenDate.getAttribute('data-date');
    const times = picker.getByRole('radiogroup', { name: 'Time' });
    await keys.tab();
    await expect(times.getByRole('radio').first()).toBeFocused();
    await keys.press('End');
    const chosenTime = times.getByRole('radio', { checked: true });
    await expect(chosenTime).toBeFocused();
    await expect(times.getByRole('radio').last()).toHaveAttribute('aria-checked', 'true');
    const clock = (await chosenTime.innerText()).trim();

    await keys.to(form.getByRole('button', { name: 'Book Test Drive' }));
    await keys.press('Enter');
    await page.getByText(/Test drive booked successfully for /).waitFor();
    await page.waitForURL(/\/book_ride\/[^/]+$/);
    const rideId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.locator('main')).toBeFocused();
    const mine = await gql<{ myTestDrives: { id: string; slotStart: string | null }[] }>(server.url, '{ myTestDrives { id slotStart } }', {}, customerToken);
    expect(mine.myTestDrives.find((r) => r.id === rideId)?.slotStart).toBe(`${day}T${clock}:00+05:30`);

    // My Test Rides: the cancel question opens, Escape gives the focus back; then it is asked again and answered
    await page.goto('/book_ride');
    const ride = page.locator(`[data-ride-id="${rideId}"]`);
    const cancel = ride.getByRole('button', { name: 'Cancel Ride' });
    await keys.to(cancel);
    await keys.press('Enter');
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('Are you sure you want to cancel this test ride?');
    await expectFocusInside(question, 'the cancel question');
    await keys.press('Escape');
    await expect(question).toBeHidden();
    await expectFocusBackOn(page, cancel, 'Cancel Ride');

    await keys.press('Enter');
    await expectFocusInside(question, 'the cancel question');
    await keys.to(question.getByRole('textbox', { name: 'Reason (optional)' }), { max: 6 });
    await page.keyboard.type('Plans changed');
    await keys.to(question.getByRole('button', { name: 'Yes, cancel' }), { max: 6 });
    await keys.press('Enter');
    await page.getByText('Test ride cancelled successfully').waitFor();
    await expect(ride).toContainText('Cancelled by you: Plans changed');
    // the ride has no Cancel button any more: the focus is on its details, not lost to the page's start
    await expect(ride.getByTestId('ride-details')).toBeFocused();
    keys.done();
  });

  test('a dealer confirms a pending test ride in the dashboard, with the keyboard only', async ({ server, demoToken, asDealer: page }) => {
    const keys = new Keys(page, 'dealer');
    const customerToken = await demoToken('user@example.com');
    const dealerToken = await demoToken('dealer@example.com');
    const { shop, product, location } = await bookableProduct(server.url, dealerToken, customerToken);
    // a fresh ride of its own, booked by the customer in the shop's first free slot
    const days = await gql<{ testRideSlots: { slots: { start: string }[] }[] }>(
      server.url,
      'query($s: ID!, $p: ID!) { testRideSlots(shopId: $s, productId: $p, days: 14) { slots { start } } }',
      { s: shop.id, p: product.id },
    );
    const slotStart = days.testRideSlots.find((d) => d.slots.length > 0)!.slots.at(-1)!.start;
    const { bookTestDrive } = await gql<{ bookTestDrive: { id: string } }>(
      server.url,
      'mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id } }',
      { input: { productId: product.id, locationId: location.id, shopId: shop.id, slotStart } },
      customerToken,
    );
    const statusOf = async () =>
      (
        await gql<{ dealerTestDrives: { id: string; status: string }[] }>(server.url, '{ dealerTestDrives(limit: 50) { id status } }', {}, dealerToken)
      ).dealerTestDrives.find((r) => r.id === bookTestDrive.id)?.status;

    // from the dashboard's menu to Test Drives
    await page.goto('/dashboard');
    const menuLink = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Test Drives' });
    await keys.to(menuLink);
    await keys.press('Enter');
    await page.waitForURL('**/dashboard/dealer/book_ride');
    await expect(page.locator('main')).toBeFocused();

    // the ride's status: ArrowDown shows "confirmed" without sending it, Enter sends it
    // its row: the product's pending one (one pending request per product and shop), kept by its place in the list
    const rows = page.getByTestId('ride-row');
    await rows.first().waitFor();
    const index = await rows.evaluateAll(
      (all, name) => all.findIndex((r) => r.textContent?.includes(name) && r.querySelector('select')?.value === 'PENDING'),
      product.name,
    );
    expect(index, 'the fresh ride is listed').toBeGreaterThanOrEqual(0);
    const row = rows.nth(index);
    const status = row.getByRole('combobox', { name: new RegExp(`^Status of ${product.name}`) });
    await keys.to(status);
    await keys.press('ArrowDown');
    await expect(status).toHaveValue('CONFIRMED');
    expect(await statusOf(), 'a status stepped to is not sent on the way').toBe('PENDING');
    await keys.press('Enter');
    await page.getByText('Test ride status updated successfully').waitFor();
    await expect.poll(statusOf).toBe('CONFIRMED');
    await expect(status).toBeFocused();

    // the ride's history opens in a dialog and Escape gives the focus back to its button
    const history = row.getByRole('button', { name: `History of the test ride for ${product.name}` });
    await keys.to(history);
    await keys.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectFocusInside(dialog, 'the history dialog');
    await keys.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusBackOn(page, history, 'the History button');
    keys.done();
  });

  test("an admin changes a product's price in the dashboard, with the keyboard only", async ({ server, demoToken, asAdmin: page }) => {
    const keys = new Keys(page, 'admin');
    const adminToken = await demoToken('admin@example.com');
    // a product of its own, so no other journey's prices move
    const name = `Keyboard Scooter ${uniqueWord()}`;
    const { brands, products } = await gql<{ brands: { id: string }[]; products: { items: { images: string[] }[] } }>(
      server.url,
      '{ brands { id } products(filter: { limit: 1 }) { items { images } } }',
    );
    const image = products.items[0]!.images[0]!;
    const { createProduct } = await gql<{ createProduct: { id: string } }>(
      server.url,
      'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
      {
        input: {
          name,
          description: 'A scooter whose price the keyboard journey changes.',
          vehicleType: 'SCOOTER',
          brandId: brands[0]!.id,
          images: [image],
          colors: [{ name: 'Teal', code: '#0f766e', price: 99999, stock: 3, images: [image] }],
        },
      },
      adminToken,
    );
    const priceOf = async () =>
      (
        await gql<{ product: { colors: { price: number }[] } }>(server.url, 'query($id: ID!) { product(id: $id) { colors { price } } }', {
          id: createProduct.id,
        })
      ).product.colors[0]!.price;

    try {
      await page.goto('/dashboard/products');
      const search = page.getByRole('searchbox', { name: 'Search products' });
      await keys.to(search);
      await page.keyboard.type(name);
      const link = page.getByRole('link', { name });
      await link.waitFor();
      await keys.to(link);
      await keys.press('Enter');
      await page.waitForURL(`**/dashboard/products/${createProduct.id}`);
      const form = page.getByRole('form', { name: 'Edit product' });
      await expect(form.getByRole('textbox', { name: 'Product name' })).toHaveValue(name);

      const price = form.getByTestId('color-option').first().getByRole('spinbutton', { name: 'Price (₹)' });
      await keys.to(price, { max: 200 });
      // a Tab into a field selects what it holds: typing replaces it
      await page.keyboard.type('123456');
      await expect(price).toHaveValue('123456');
      await keys.to(form.getByRole('button', { name: 'Update Product' }));
      await keys.press('Enter');
      await page.getByText('Product updated successfully!').waitFor();
      await page.waitForURL('**/dashboard/products');
      await expect.poll(priceOf).toBe(123456);
      keys.done();
    } finally {
      await gql(server.url, 'mutation($id: ID!) { deleteProduct(id: $id) }', { id: createProduct.id }, adminToken);
    }
  });

  test('a control the next Tab reaches is scrolled out from under the sticky header and the compare tray', async ({ page }) => {
    const keys = new Keys(page, 'sticky bars');
    // a vehicle already in the tray (kept in local storage from an earlier visit)
    await page.addInitScript(() => localStorage.setItem('compare-tray', JSON.stringify([{ id: 'kept', slug: 'ather-450x', name: 'Ather 450X', image: null }])));
    await page.goto('/e_vehicles/scooter');
    const tray = page.getByRole('complementary', { name: 'Compare tray' });
    await expect(tray).toBeVisible();
    const cards = page.locator('main article');
    await cards.nth(5).waitFor();

    /**
     * Scrolls the window (as a wheel or Page Down would) so that the control after the focused
     * card link, its "Add to compare", lies wholly under the header (`edge` top) or the tray (bottom).
     */
    const hideNextUnder = (edge: 'top' | 'bottom') =>
      page.evaluate((edge) => {
        const next = document.activeElement!.closest('article')!.querySelector('button')!;
        const bar = document.querySelector(edge === 'top' ? 'header' : 'aside[aria-label="Compare tray"]')!.getBoundingClientRect();
        const box = next.getBoundingClientRect();
        const to = edge === 'top' ? bar.bottom - box.height - 4 : bar.top + 4;
        window.scrollTo({ top: window.scrollY + box.top - to, behavior: 'instant' });
        const now = next.getBoundingClientRect();
        return edge === 'top' ? now.bottom <= bar.bottom : now.top >= bar.top;
      }, edge);

    // the header: the next control sits under it when the Tab comes
    await keys.to(cards.nth(4).getByRole('link').first());
    expect(await hideNextUnder('top'), 'the next control is under the header').toBe(true);
    await keys.tab();
    await expect(cards.nth(4).getByRole('button', { name: /to compare$/ })).toBeFocused();

    // the compare tray: the same at the bottom
    await keys.to(cards.nth(5).getByRole('link').first());
    expect(await hideNextUnder('bottom'), 'the next control is under the tray').toBe(true);
    await keys.tab();
    await expect(cards.nth(5).getByRole('button', { name: /to compare$/ })).toBeFocused();
    keys.done();
  });
});

test.describe('keyboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu and the filter sheet open with Enter and give the focus back on Escape', async ({ page }) => {
    const keys = new Keys(page, 'phone');
    await page.goto('/e_vehicles/scooter');
    await page.locator('main article').first().waitFor();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await keys.to(menuButton);
    await keys.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectFocusInside(menu, 'the menu');
    await keys.press('Escape');
    await expect(menu).toBeHidden();
    await expectFocusBackOn(page, menuButton, 'Open menu');

    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    await keys.to(filtersButton);
    await keys.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expectFocusInside(sheet, 'the filter sheet');
    await keys.press('Escape');
    await expect(sheet).toBeHidden();
    await expectFocusBackOn(page, filtersButton, 'Filters');
    keys.done();
  });
});
