import { expect, test } from './fixtures';
import { gql, logInThroughForm } from './support';

test.describe('back-office journeys', () => {
  test('a dealer signs in, reaches the dashboard and changes a test-ride status that stays after a reload', async ({ server, page }) => {
    await logInThroughForm(page, server.url, 'dealer@example.com');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dealer' }).waitFor();
    await page.getByText('Total Available Product').waitFor();
    await page.getByRole('link', { name: 'Test Drives' }).click();
    await page.waitForURL('**/dashboard/dealer/book_ride');
    // an open ride (other journeys leave cancelled and completed ones, which may not be reopened)
    const statuses = page.getByRole('combobox', { name: /^Status of / });
    await statuses.first().waitFor();
    const values = await Promise.all((await statuses.all()).map((s) => s.inputValue()));
    const index = values.findIndex((v) => v === 'PENDING' || v === 'CONFIRMED');
    expect(index, 'an open ride in the dealer table').toBeGreaterThanOrEqual(0);
    const status = statuses.nth(index);
    // decision 0029: a confirmed ride may always go back to pending (completing waits for its slot)
    const next = (await status.inputValue()) === 'CONFIRMED' ? 'PENDING' : 'CONFIRMED';
    await status.selectOption(next);
    await page.getByText('Test ride status updated successfully').waitFor();
    await page.reload();
    // the ride keeps its new status (the table lists newest first, so it is still row `index`)
    await statuses.first().waitFor();
    expect(await statuses.nth(index).inputValue()).toBe(next);
    // another role's page tells the dealer so, with a way home
    await page.goto(`${server.url}/dashboard/users`);
    await page.getByRole('heading', { name: "You don't have access to this page" }).waitFor();
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  test('an admin adds a location with the cascading pickers', async ({ server, asAdmin: page }) => {
    await page.goto(`${server.url}/dashboard/location`);
    await page.getByRole('heading', { name: 'Locations' }).waitFor();
    await page.getByRole('button', { name: 'Add Location' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('combobox', { name: 'State' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await dialog.getByText('Country is required').waitFor();
    await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'India' });
    await dialog.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Kerala' });
    await dialog.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Alappuzha' });
    await dialog.getByRole('textbox', { name: 'Address1' }).fill('12 Marine Drive');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await page.getByText('Location added successfully!').waitFor();
    await page.getByText('12 Marine Drive').waitFor();
  });

  test('an admin finds a user by search and sees numbered rows', async ({ server, asAdmin: page }) => {
    await page.goto(`${server.url}/dashboard/users`);
    await page.getByRole('cell', { name: '1', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('dealer@example.com');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="user-row"]').length === 1);
    await page.getByRole('cell', { name: 'dealer@example.com', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('no-such-person-anywhere');
    await page.getByText('No users found').waitFor();
  });

  test('on a phone the drawer opens, closes after a choice, and Logout ends the session', async ({ server, asAdmin: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Brands' }).click();
    await page.waitForURL('**/dashboard/brands');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate(() => sessionStorage.getItem('userToken'))).toBe(null);
  });

  test('a visitor adds a vehicle to a comparison and finds it again after a reload', async ({ server, page }) => {
    await page.goto(`${server.url}/product-comparison`);
    await page.locator('[data-testid="comparison-card"]').first().click();
    await page.waitForURL('**/product-comparison/*');
    await page.getByRole('table', { name: 'General' }).waitFor();
    expect(await page.getByTestId('compare-vehicle').count()).toBe(2);
    // the vehicles link to their product pages at the canonical slug address
    const { products } = await gql<{ products: { items: { slug: string }[] } }>(server.url, '{ products(filter: { limit: 100 }) { items { slug } } }');
    const slugAddresses = products.items.map((p) => `/products/${p.slug}`);
    const hrefs = await page
      .getByTestId('compare-vehicle')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(2);
    for (const href of hrefs) expect(slugAddresses).toContain(href);
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Please select a model before adding').waitFor();
    const brand = page.getByRole('combobox', { name: 'Brand' });
    await brand.locator('option').nth(1).waitFor({ state: 'attached' });
    const brandValue = await brand.locator('option').nth(1).getAttribute('value');
    await brand.selectOption(brandValue!);
    const model = page.getByRole('combobox', { name: 'Model' });
    await model.locator('option').nth(1).waitFor({ state: 'attached' });
    await model.selectOption((await model.locator('option').nth(1).getAttribute('value'))!);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-vehicle"]').length === 3);
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-vehicle"]').length === 3);
    expect(await page.getByRole('table', { name: 'General' }).innerText()).toMatch(/Top Speed/);
  });
});
