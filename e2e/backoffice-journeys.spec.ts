// Back-office journeys of issue 7, each a story in a real Chromium against the built server:
// catalogue management reaching the public pages, user management, the dealer's test-ride loop
// and the optimistic status that comes back when the server refuses.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectPresent, test } from './fixtures';
import { gql, tinyPng, tokenOf, waitForLivePage } from './support';

/** Letters only (names must be letters and spaces), different on every run. */
function uniqueWord(): string {
  return Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');
}

/** A file for setInputFiles: a real PNG generated here. */
const pngFile = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: tinyPng(rgb) });

/** The figure of a dashboard stat card. */
async function statValue(page: Page, label: string): Promise<number> {
  const card = page.getByTestId('stat-card').filter({ has: page.getByText(label, { exact: true }) });
  const text = await card.locator('p').last().innerText();
  return Number(text);
}

/** Waits until a dashboard stat card shows `expected`. */
async function waitForStat(page: Page, label: string, expected: number) {
  await page.waitForFunction(
    ([l, v]) =>
      Array.from(document.querySelectorAll('[data-testid="stat-card"]')).some((card) => {
        const lines = Array.from(card.querySelectorAll('p')).map((p) => p.textContent?.trim());
        return lines[0] === l && lines[lines.length - 1] === String(v);
      }),
    [label, expected] as const,
  );
}

/** Accepts the next browser confirmation and hands back its message. */
function acceptNextConfirm(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

test.describe('back-office journeys (issue 7)', () => {
  test('an admin creates a brand with a logo upload, a product with two colours, and a comparison, and the public pages show them', async ({
    server,
    browser,
    asAdmin: page,
  }) => {
    const word = uniqueWord();
    const brandName = `Journey Motors ${word}`;
    const productName = `Journey Volt ${word}`;

    // the brand, with its logo uploaded through the file input
    await page.goto(`${server.url}/dashboard/brands`);
    await page.getByRole('heading', { name: 'Brands' }).waitFor();
    await page.getByRole('button', { name: 'Add Brand' }).click();
    const brandDialog = page.getByRole('dialog', { name: 'Add Brand' });
    await brandDialog.getByRole('textbox', { name: 'Name' }).fill(brandName);
    await brandDialog.getByRole('textbox', { name: 'Website' }).fill('https://journey-motors.example.in');
    await brandDialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Electric scooters made for journeys.');
    await brandDialog.getByRole('button', { name: 'Add Brand' }).click();
    await brandDialog.getByText('Logo is required').waitFor();
    await brandDialog.locator('input[type="file"]').setInputFiles(pngFile('logo.png', [5, 150, 105]));
    await brandDialog.getByText('Logo is required').waitFor({ state: 'detached' });
    await brandDialog.getByRole('button', { name: 'Remove image' }).waitFor();
    await brandDialog.getByRole('button', { name: 'Replace image' }).waitFor();
    await brandDialog.getByRole('button', { name: 'Add Brand' }).click();
    await page.getByText('Brand added successfully').waitFor();
    await brandDialog.waitFor({ state: 'detached' });
    const brandCard = page.getByTestId('admin-card').filter({ hasText: brandName });
    await brandCard.waitFor();
    // the uploaded logo is served back and decodes as an image
    const logo = brandCard.getByRole('img', { name: brandName });
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await logo.elementHandle());
    expect((await logo.getAttribute('src'))!).toMatch(/\/uploads\/[a-f0-9]{32}\.png$/);

    // the product, with two colours of their own price and images
    // on through the menu, as an admin would (the app's cache stays alive between screens)
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await menu.getByRole('link', { name: 'Products', exact: true }).click();
    await page.waitForURL('**/dashboard/products');
    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.waitForURL('**/dashboard/products/new');
    for (const section of ['Basic Information', 'Product Variants', 'Technical Specifications', 'Color Options']) {
      await page.getByRole('heading', { name: section }).waitFor();
    }
    const form = page.getByRole('form', { name: 'Add product' });
    await form.getByRole('button', { name: 'Create Product' }).click();
    await form.getByText('Product name is required').waitFor();
    await form.getByText('Color name is required').waitFor();
    await form.getByRole('textbox', { name: 'Product name' }).fill(productName);
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Scooter' });
    const brandSelect = form.getByRole('combobox', { name: 'Brand' });
    await brandSelect.locator('option', { hasText: brandName }).waitFor({ state: 'attached' });
    await brandSelect.selectOption({ label: brandName });
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('A city scooter created by the back-office journey.');
    await form.getByRole('textbox', { name: 'Additional features (comma-separated)' }).fill('Reverse mode, USB charging');
    await form.getByLabel('Product images').setInputFiles(pngFile('product.png', [30, 64, 175]));
    await form.getByRole('button', { name: 'Remove image' }).first().waitFor();
    await form.getByRole('spinbutton', { name: 'Minimum range (km)' }).fill('90');
    await form.getByRole('spinbutton', { name: 'Maximum range (km)' }).fill('151');
    await form.getByRole('spinbutton', { name: 'Top speed (km/hr)' }).fill('88');
    await form.getByRole('spinbutton', { name: 'Battery (kWh)' }).fill('3.7');

    const colours = [
      { name: 'Midnight Blue', code: '#1e3a8a', price: '123456', stock: '12', shown: '₹1,23,456.00', rgb: [30, 58, 138] as [number, number, number] },
      { name: 'Coral Red', code: '#ef4444', price: '131999', stock: '5', shown: '₹1,31,999.00', rgb: [239, 68, 68] as [number, number, number] },
    ];
    expect(await form.getByRole('button', { name: 'Remove Color' }).count(), 'one colour cannot be removed').toBe(0);
    await form.getByRole('button', { name: 'Add Color' }).click();
    const options = form.getByTestId('color-option');
    expect(await options.count()).toBe(2);
    expect(await form.getByRole('button', { name: 'Remove Color' }).count()).toBe(2);
    for (const [index, colour] of colours.entries()) {
      const option = options.nth(index);
      await option.getByRole('textbox', { name: 'Color name' }).fill(colour.name);
      await option.getByRole('textbox', { name: 'Color code' }).fill(colour.code);
      await option.getByRole('spinbutton', { name: 'Price (₹)' }).fill(colour.price);
      await option.getByRole('spinbutton', { name: 'Stock' }).fill(colour.stock);
      await option.getByLabel('Color images').setInputFiles(pngFile(`colour-${index}.png`, colour.rgb));
      await option.getByRole('button', { name: 'Remove image' }).waitFor();
    }
    await form.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Product created successfully!').waitFor();
    await page.waitForURL('**/dashboard/products');
    await page.getByTestId('admin-card').filter({ hasText: productName }).waitFor();

    const found = await gql<{ products: { items: { id: string; name: string }[] } }>(
      server.url,
      'query($s:String){products(filter:{search:$s}){items{id name}}}',
      { s: productName },
    );
    const product = found.products.items.find((p) => p.name === productName);
    expectPresent(product, 'the new product is in the catalogue');
    const saved = await gql<{ product: { price: number; colors: { name: string; code: string; price: number; stock: number; images: string[] }[] } }>(
      server.url,
      'query($id:ID!){product(id:$id){price colors{name code price stock images}}}',
      { id: product.id },
    );
    expect(saved.product.colors.map((c) => [c.name, c.code, c.price, c.stock, c.images.length])).toEqual(
      colours.map((c) => [c.name, c.code, Number(c.price), Number(c.stock), 1]),
    );

    // the comparison: the product chosen in one dropdown is disabled in the other
    await menu.getByRole('link', { name: 'Product Comparison' }).click();
    await page.waitForURL('**/dashboard/product-comparison');
    await page.getByRole('heading', { name: 'Product Comparison' }).waitFor();
    await page.getByRole('button', { name: 'Add Comparison' }).click();
    const comparisonDialog = page.getByRole('dialog', { name: 'Add Comparison' });
    const first = comparisonDialog.getByRole('combobox', { name: 'Product 1' });
    const second = comparisonDialog.getByRole('combobox', { name: 'Product 2' });
    // each picker lists the first matches of its search box: type to reach the product
    await comparisonDialog.getByRole('searchbox', { name: 'Search product 1' }).fill(productName);
    await first.locator(`option[value="${product.id}"]`).waitFor({ state: 'attached' });
    await first.selectOption(product.id);
    await comparisonDialog.getByRole('searchbox', { name: 'Search product 2' }).fill(productName);
    await second.locator(`option[value="${product.id}"]`).waitFor({ state: 'attached' });
    expect(await second.locator(`option[value="${product.id}"]`).isDisabled()).toBe(true);
    await comparisonDialog.getByRole('searchbox', { name: 'Search product 2' }).fill('Ather 450X');
    await second.locator('option', { hasText: 'Ather 450X' }).first().waitFor({ state: 'attached' });
    await second.selectOption({ label: 'Ather 450X' });
    await comparisonDialog.getByRole('button', { name: 'Add Comparison' }).click();
    await page.getByText('Comparison created successfully').waitFor();
    await page
      .getByTestId('admin-card')
      .filter({ hasText: `${productName} vs Ather 450X` })
      .waitFor();

    // the public pages, as a visitor
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const guest = await visitor.newPage();
    await guest.goto(`${server.url}/products/${product.id}`);
    await guest.getByRole('heading', { level: 1, name: productName }).waitFor();
    await waitForLivePage(guest);
    await guest.getByText(colours[0].shown, { exact: true }).waitFor();
    await guest.getByText(`Colour: ${colours[0].name}`).waitFor();
    const swatches = guest.getByRole('radiogroup', { name: 'Colours' }).getByRole('radio');
    expect(await swatches.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(colours.map((c) => c.name));
    await guest.getByRole('radio', { name: colours[1].name }).click();
    await guest.getByText(colours[1].shown, { exact: true }).waitFor();
    await guest.getByText(`Colour: ${colours[1].name}`).waitFor();
    await guest.getByText('88 km/hr').first().waitFor();
    // the gallery shows the chosen colour's uploaded image, served and decoded
    const picture = guest.getByRole('img', { name: productName }).first();
    await guest.waitForFunction(
      ([el, src]) => (el as HTMLImageElement).src === src && (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      [await picture.elementHandle(), saved.product.colors[1].images[0]] as const,
    );

    await guest.goto(`${server.url}/e_vehicles/scooter`);
    const card = guest.locator('article').filter({ hasText: productName });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/₹1,23,456\.00/);

    await guest.goto(`${server.url}/product-comparison`);
    const pair = guest.getByRole('link', { name: `Compare ${productName} and Ather 450X` });
    await pair.waitFor();
    expect(await pair.innerText()).toMatch(/₹1,23,456\.00/);
    await pair.click();
    await guest.waitForURL('**/product-comparison/*');
    await guest.getByRole('table', { name: 'General' }).waitFor();
    const compared = guest.getByTestId('compare-vehicle').filter({ hasText: productName });
    await compared.waitFor();
    expect(await compared.innerText()).toMatch(new RegExp(`${brandName}[\\s\\S]*₹1,23,456\\.00`));
    await guest.getByTestId('compare-vehicle').filter({ hasText: 'Ather 450X' }).waitFor();
    await visitor.close();
  });

  test('an admin searches, adds, edits, verifies and deletes a user', async ({ server, asAdmin: page }) => {
    const word = uniqueWord();
    const email = `journey.${word}@example.com`;
    const name = `Journey Tester ${word}`;
    const renamed = `Journey Renamed ${word}`;
    await page.goto(`${server.url}/dashboard/users`);
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('cell', { name: '1', exact: true }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search users' });
    const rows = page.getByTestId('user-row');

    // nobody yet
    await search.fill(email);
    await page.getByText('No users found').waitFor();

    // add
    await page.getByRole('button', { name: 'Add User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add User' });
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await addDialog.getByText('Name is required').waitFor();
    await addDialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await addDialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await addDialog.getByRole('textbox', { name: 'Contact' }).fill('98765');
    await addDialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'User' });
    await addDialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey@123');
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await addDialog.getByText('Contact must be exactly 10 digits').waitFor();
    await addDialog.getByRole('textbox', { name: 'Contact' }).fill('9876543210');
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('User created successfully!').waitFor();
    await addDialog.waitFor({ state: 'detached' });
    const row = rows.filter({ hasText: email });
    await row.waitFor();
    expect(await rows.count()).toBe(1);
    expect((await row.getByRole('cell').allInnerTexts()).slice(0, 5).map((t) => t.trim())).toEqual(['1', name, email, 'User', '9876543210']);

    // edit: no password field in this mode
    await row.getByRole('button', { name: `Edit ${email}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    expect(await editDialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    expect(await editDialog.getByRole('textbox', { name: 'Password', exact: true }).count()).toBe(0);
    await editDialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await editDialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Agent' });
    await editDialog.getByRole('button', { name: 'Update User' }).click();
    await page.getByText('User updated successfully!').waitFor();
    await editDialog.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: renamed, exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Agent', exact: true }).waitFor();

    // verify
    const verified = row.getByRole('switch', { name: `Verified: ${email}` });
    const before = await verified.isChecked();
    await verified.click();
    await page.getByText('User verification updated successfully').waitFor();
    await page.waitForFunction(([el, v]) => (el as HTMLInputElement).checked === v, [await verified.elementHandle(), !before] as const);
    await page.reload();
    await search.fill(email);
    await rows.filter({ hasText: renamed }).waitFor();
    expect(await verified.isChecked(), 'verification is stored').toBe(!before);

    // delete, after the browser's confirmation
    const question = acceptNextConfirm(page);
    await row.getByRole('button', { name: `Delete ${email}` }).click();
    expect(await question).toBe('Are you sure you want to delete this user?');
    await page.getByText('User deleted successfully').waitFor();
    await page.getByText('No users found').waitFor();
  });

  test('a dealer sets availability, a customer books, the dealer confirms and the dealer dashboard counts change', async ({
    server,
    demoToken,
    asUser: cp,
    asDealer: dp,
  }) => {
    // a catalogue product the demo shop does not stock yet, and the location of the shop
    const dealerToken = await demoToken('dealer@example.com');
    const shop = await gql<{ myProductAvailability: { product: { id: string } }[]; myShop: { shopName: string; cityName: string } }>(
      server.url,
      '{ myProductAvailability { product { id } } myShop { shopName cityName } }',
      {},
      dealerToken,
    );
    const stocked = new Set(shop.myProductAvailability.map((a) => a.product.id));
    const catalogue = await gql<{ products: { items: { id: string; name: string }[] } }>(
      server.url,
      '{ products(filter:{limit:1000, sort: NAME}) { items { id name } } }',
    );
    const customerToken = await demoToken('user@example.com');
    const { myTestDrives } = await gql<{ myTestDrives: { product: { id: string } }[] }>(server.url, '{ myTestDrives { product { id } } }', {}, customerToken);
    const ridden = new Set(myTestDrives.map((r) => r.product.id));
    const product = catalogue.products.items.find((p) => !stocked.has(p.id) && !ridden.has(p.id) && !p.name.startsWith('Journey'));
    expectPresent(product, 'a product the shop does not stock and the customer never asked to ride');
    const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(server.url, '{ locations { id cityName } }');
    const location = locations.find((l) => l.cityName === shop.myShop.cityName);
    expectPresent(location, 'a location in the city of the shop');
    // the counts before
    await dp.goto(`${server.url}/dashboard`);
    await dp.getByRole('heading', { name: 'Dealer' }).waitFor();
    await dp.getByText('Total Pending Drive').waitFor();
    const pendingBefore = await statValue(dp, 'Total Pending Drive');
    const confirmedBefore = await statValue(dp, 'Total Confirmed Drive');
    const availableBefore = await statValue(dp, 'Total Available Product');

    // the dealer declares the product available
    await dp.getByRole('link', { name: 'Products' }).click();
    await dp.waitForURL('**/dashboard/dealer/products');
    const addForm = dp.getByRole('form', { name: 'Add product availability' });
    const productSelect = addForm.getByRole('combobox', { name: 'Product' });
    await dp.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await productSelect.locator(`option[value="${product.id}"]`).waitFor({ state: 'attached' });
    await productSelect.selectOption(product.id);
    await addForm.getByRole('combobox', { name: 'Availability' }).selectOption({ label: 'Available' });
    await addForm.getByRole('button', { name: 'Add' }).click();
    await dp.getByText('Product availability updated successfully').waitFor();
    const entry = dp.getByTestId('availability-row').filter({ hasText: product.name });
    await entry.waitFor();
    expect(await entry.getByRole('combobox', { name: `Availability of ${product.name}` }).inputValue()).toBe('true');

    // the customer books it at the shop
    await cp.goto(`${server.url}/products/${product.id}`);
    await cp.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const booking = cp.getByRole('form', { name: 'Book a test drive' });
    await booking.getByRole('combobox', { name: 'Location' }).selectOption(location.id);
    const shopSelect = booking.getByRole('combobox', { name: 'Shop' });
    await shopSelect.locator('option', { hasText: shop.myShop.shopName }).waitFor({ state: 'attached' });
    await shopSelect.selectOption({ label: shop.myShop.shopName });
    await booking.getByRole('button', { name: 'Book Test Drive' }).click();
    await cp.getByText('Test drive booked successfully').waitFor();

    // the dealer sees the request and confirms it
    await dp.getByRole('link', { name: 'Test Drives' }).click();
    await dp.waitForURL('**/dashboard/dealer/book_ride');
    const ride = dp.getByTestId('ride-row').filter({ hasText: product.name }).filter({ hasText: 'user@example.com' });
    await ride.waitFor();
    expect(await ride.count()).toBe(1);
    const status = ride.getByRole('combobox', { name: new RegExp(`^Status of ${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} for `) });
    expect(await status.inputValue()).toBe('PENDING');
    await status.selectOption({ label: 'confirmed' });
    await dp.getByText('Test ride status updated successfully').waitFor();

    // the dashboard counts follow
    await dp.getByRole('link', { name: 'Dashboard' }).click();
    await dp.waitForURL('**/dashboard');
    await waitForStat(dp, 'Total Confirmed Drive', confirmedBefore + 1);
    await waitForStat(dp, 'Total Pending Drive', pendingBefore);
    await waitForStat(dp, 'Total Available Product', availableBefore + 1);
    // and they are the stored figures, not a cached screen
    await dp.reload();
    await waitForStat(dp, 'Total Confirmed Drive', confirmedBefore + 1);
    await waitForStat(dp, 'Total Pending Drive', pendingBefore);
  });

  test('the optimistic status reverts when the server refuses', async ({ server, demoToken, asDealer: page }) => {
    // a customer of its own with two requests for one product at the demo shop: an older
    // confirmed one and a newer pending one. Reopening the older one is refused (409).
    const word = uniqueWord();
    const email = `journey.rider.${word}@example.com`;
    const riderName = `Journey Rider ${word}`;
    const adminToken = await demoToken('admin@example.com');
    await gql(
      server.url,
      'mutation($i:CreateUserInput!){createUser(input:$i){id}}',
      { i: { name: riderName, email, contact: '9123456780', role: 'USER', password: 'Journey@123' } },
      adminToken,
    );
    const riderToken = await tokenOf(server.url, email, 'Journey@123');
    const dealerToken = await demoToken('dealer@example.com');
    const shop = await gql<{
      myProductAvailability: { isAvailable: boolean; product: { id: string; name: string } }[];
      myShop: { id: string; cityName: string };
    }>(server.url, '{ myProductAvailability { isAvailable product { id name } } myShop { id cityName } }', {}, dealerToken);
    const product = shop.myProductAvailability.find((a) => a.isAvailable)!.product;
    const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(server.url, '{ locations { id cityName } }');
    const location = locations.find((l) => l.cityName === shop.myShop.cityName)!;
    const book = () =>
      gql<{ bookTestDrive: { id: string } }>(
        server.url,
        'mutation($i:BookTestDriveInput!){bookTestDrive(input:$i){id}}',
        { i: { productId: product.id, locationId: location.id, shopId: shop.myShop.id } },
        riderToken,
      );
    const older = (await book()).bookTestDrive.id;
    await gql(server.url, 'mutation($id:ID!){setTestDriveStatus(id:$id,status:CONFIRMED){id}}', { id: older }, dealerToken);
    await book();
    await page.goto(`${server.url}/dashboard/dealer/book_ride`);
    await page.getByRole('heading', { name: 'Test Drives' }).waitFor();
    const riderRows = page.getByTestId('ride-row').filter({ hasText: email });
    await riderRows.nth(1).waitFor();
    expect(await riderRows.count()).toBe(2);
    const confirmedRow = riderRows.filter({ has: page.locator('option[value="CONFIRMED"]:checked') });
    expect(await confirmedRow.count()).toBe(1);
    const status = confirmedRow.getByRole('combobox', { name: `Status of ${product.name} for ${riderName}` });
    const handle = await status.elementHandle();

    await status.selectOption('PENDING');
    // decision 0029: the toast gives the server's reason for a refusal (409)
    await page.getByText('This customer already has a pending test ride for this product at your shop').waitFor();
    // the dropdown shows the previous status again
    await page.waitForFunction((el) => (el as HTMLSelectElement).value === 'CONFIRMED', handle);
    expect(await page.getByText('Test ride status updated successfully').count(), 'no success toast for a refused change').toBe(0);

    // the server kept it, too
    await page.reload();
    const again = page.getByTestId('ride-row').filter({ hasText: email });
    await again.nth(1).waitFor();
    expect((await again.getByRole('combobox').evaluateAll((els) => els.map((el) => (el as HTMLSelectElement).value))).sort()).toEqual(['CONFIRMED', 'PENDING']);

    // a failure on the way (the status call answered with a server error) reverts as well
    await page.route('**/graphql', async (route) => {
      if (/SetTestDriveStatus/.test(route.request().postData() ?? ''))
        await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      else await route.fallback();
    });
    const pending = again.filter({ has: page.locator('option[value="PENDING"]:checked') }).getByRole('combobox');
    const pendingHandle = await pending.elementHandle();
    const failures = await page.getByText('Error updating test ride status').count();
    await pending.selectOption('COMPLETED');
    await page.waitForFunction((n) => document.body.innerText.split('Error updating test ride status').length - 1 > n, failures);
    await page.waitForFunction((el) => (el as HTMLSelectElement).value === 'PENDING', pendingHandle);
    await page.unroute('**/graphql');
  });
});
