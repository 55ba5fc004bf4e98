// Issue 22 item 5, "Back-office that doesn't mislead", in a real Chromium against the built server:
// an admin opens a product from the list by its name and sees its saved brand, fixes the price and
// saves; opens a mail of the outbox (recipients, text and the invite's event); marks a contact
// submission handled. At 1366 px, and the handled step again on a 390 px phone.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectPresent, test } from './fixtures';
import { gql } from './support';

/** Letters only (names must be letters and spaces), different on every run. */
const uniqueWord = () => Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');

interface Brand {
  id: string;
  name: string;
}

/** A product of its own for the journey (no demo product changes), of the second brand by name: not the list's first. */
async function journeyProduct(url: string, adminToken: string, name: string) {
  const { brands, products } = await gql<{ brands: Brand[]; products: { items: { images: string[] }[] } }>(
    url,
    '{ brands { id name } products(filter: { limit: 1 }) { items { images } } }',
  );
  const brand = brands[1] ?? brands[0]!;
  const image = products.items[0]!.images[0]!;
  const { createProduct } = await gql<{ createProduct: { id: string } }>(
    url,
    'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
    {
      input: {
        name,
        description: 'A scooter made for this journey.',
        vehicleType: 'SCOOTER',
        brandId: brand.id,
        images: [image],
        colors: [{ name: 'Midnight Blue', code: '#1e3a8a', price: 99999, stock: 3, images: [image] }],
        rangeMin: 90,
        rangeMax: 120,
        topSpeed: 70,
      },
    },
    adminToken,
  );
  return { id: createProduct.id, brand };
}

/** A contact form sent as a visitor sends it; its name is unique to the run. */
async function sendContact(url: string, name: string) {
  const res = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: 'journey.visitor@example.com', phone: '9876543210', message: `Please call me back about a scooter (${name}).` }),
  });
  expect(res.status).toBe(201);
}

/** Marks the submission handled on /dashboard/contact and finds it under Handled with the admin's name. */
async function markContactHandled(page: Page, url: string, name: string) {
  await page.goto(`${url}/dashboard/contact`);
  await page.getByRole('heading', { name: 'Contact' }).waitFor();
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('unhandled');
  const open = page.getByRole('article', { name });
  await expect(open.getByText('Unhandled', { exact: true })).toBeVisible();
  await open.getByRole('button', { name: 'Mark handled' }).click();
  await page.getByText('Marked handled').first().waitFor();
  // no longer among the unhandled ones
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Handled' });
  const done = page.getByRole('article', { name });
  await expect(done.getByTestId('handled-by')).toHaveText(/^Handled by Arjun Mehta on \d{1,2} \w{3} \d{4}, /);
  await expect(done.getByRole('button', { name: 'Mark unhandled' })).toBeVisible();
}

test.describe('a back-office that does not mislead (issue 22 item 5)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('an admin opens a product by its name, sees its brand and fixes the price; opens a ride mail in the outbox; marks a contact submission handled', async ({
    server,
    demoToken,
    asAdmin: page,
  }) => {
    const adminToken = await demoToken('admin@example.com');
    const word = uniqueWord();
    const productName = `Journey Fix ${word}`;
    const product = await journeyProduct(server.url, adminToken, productName);

    // the product, from the list by its name
    await page.goto(`${server.url}/dashboard/products`);
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(productName);
    const link = page.getByRole('link', { name: productName });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/dashboard/products/${product.id}`);
    const form = page.getByRole('form', { name: 'Edit product' });
    await expect(form.getByRole('textbox', { name: 'Product name' })).toHaveValue(productName);
    // the saved brand, not "Select brand"
    const brand = form.getByRole('combobox', { name: 'Brand' });
    await expect(brand).toHaveValue(product.brand.id);
    await expect(brand.locator('option:checked')).toHaveText(product.brand.name);
    await expect(form.getByLabel('Minimum range (km)')).toHaveValue('90');
    const price = form.getByTestId('color-option').first().getByLabel('Price (₹)');
    await expect(price).toHaveValue('99999');
    await price.fill('104999');
    await form.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully!').waitFor();
    await page.waitForURL('**/dashboard/products');
    const saved = await gql<{ product: { brand: { id: string }; colors: { price: number }[] } }>(
      server.url,
      'query($id: ID!) { product(id: $id) { brand { id } colors { price } } }',
      { id: product.id },
    );
    expect(saved.product).toEqual({ brand: { id: product.brand.id }, colors: [{ price: 104999 }] });

    // a ride with a time writes mails with a calendar invite; the admin opens the customer's
    const userToken = await demoToken('user@example.com');
    const dealer = await gql<{
      myShop: { id: string; shopName: string; cityName: string };
      myProductAvailability: { isAvailable: boolean; product: { id: string; name: string } }[];
    }>(server.url, '{ myShop { id shopName cityName } myProductAvailability { isAvailable product { id name } } }', {}, await demoToken('dealer@example.com'));
    const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(server.url, '{ locations { id cityName } }');
    const location = locations.find((l) => l.cityName === dealer.myShop.cityName);
    expectPresent(location, "a location in the demo dealer's city");
    let booked: { id: string; product: string } | undefined;
    for (const { product: stocked } of dealer.myProductAvailability.filter((a) => a.isAvailable)) {
      const { testRideSlots } = await gql<{ testRideSlots: { slots: { start: string }[] }[] }>(
        server.url,
        'query($s: ID!, $p: ID!) { testRideSlots(shopId: $s, productId: $p, days: 7) { slots { start } } }',
        { s: dealer.myShop.id, p: stocked.id },
      );
      const slot = testRideSlots.flatMap((d) => d.slots).at(-1);
      if (!slot) continue;
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${userToken}` },
        body: JSON.stringify({
          query: 'mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id } }',
          variables: { input: { productId: stocked.id, locationId: location.id, shopId: dealer.myShop.id, slotStart: slot.start } },
        }),
      });
      const body = (await res.json()) as { data?: { bookTestDrive: { id: string } } };
      if (body.data) {
        booked = { id: body.data.bookTestDrive.id, product: stocked.name };
        break;
      }
    }
    expectPresent(booked, 'a ride booked with a time at the demo shop');
    try {
      await page.goto(`${server.url}/dashboard/outbox`);
      const subject = `Your test ride of the ${booked.product}`;
      const entry = page.getByTestId('outbox-mail').filter({ hasText: subject }).filter({ hasText: 'To user@example.com' }).first();
      await entry.waitFor();
      await entry.getByRole('button', { name: /^Open the mail: / }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toContainText(subject);
      await expect(dialog.getByText('user@example.com', { exact: true })).toBeVisible();
      await expect(dialog.getByTestId('mail-text')).toContainText(booked.product);
      const invite = dialog.getByTestId('mail-invite');
      await expect(invite).toContainText(`Test ride: ${booked.product} at ${dealer.myShop.shopName}`);
      await expect(invite).toContainText('Adds or moves the event');
      await expect(invite).toContainText(dealer.myShop.shopName);
      await expect(invite).toContainText(/\d{1,2}:\d{2}/);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      // the customer cancels the journey's ride, so other journeys find the demo data as it was
      await gql(server.url, 'mutation($id: ID!) { cancelTestDrive(id: $id) { id } }', { id: booked.id }, userToken);
    }

    // a contact submission, marked handled
    const contactName = `Journey Visitor ${word}`;
    await sendContact(server.url, contactName);
    await markContactHandled(page, server.url, contactName);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('an admin marks a contact submission handled, and the list fits the screen', async ({ server, asAdmin: page }) => {
      const name = `Phone Visitor ${uniqueWord()}`;
      await sendContact(server.url, name);
      await markContactHandled(page, server.url, name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
