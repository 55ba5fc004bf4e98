import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD, gql, launchBrowser, logInThroughForm, newPage, startServer, type TestServer } from './support';

let server: TestServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function tokenOf(email: string): Promise<string> {
  const data = await gql<{ login: { token: string } }>(server.url, 'mutation($e:String!,$p:String!){login(email:$e,password:$p){token}}', { e: email, p: DEMO_PASSWORD });
  return data.login.token;
}

/** A browser context already signed in as `email` (the session token in session storage). */
async function signedIn(email: string, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Awaited<ReturnType<typeof newPage>>['page'] }> {
  const token = await tokenOf(email);
  const { context, page } = await newPage(browser, viewport);
  await context.addInitScript((t) => sessionStorage.setItem('userToken', t), token);
  return { context, page };
}

describe('back-office journeys', () => {
  it('a dealer signs in, reaches the dashboard and changes a test-ride status that stays after a reload', async () => {
    const { context, page } = await newPage(browser);
    await logInThroughForm(page, server.url, 'dealer@example.com');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dealer' }).waitFor();
    await page.getByText('Total Available Product').waitFor();
    await page.getByRole('link', { name: 'Test Drives' }).click();
    await page.waitForURL('**/dashboard/dealer/book_ride');
    const status = page.getByRole('combobox', { name: /^Status of / }).first();
    const label = await status.getAttribute('aria-label');
    const next = (await status.inputValue()) === 'CONFIRMED' ? 'COMPLETED' : 'CONFIRMED';
    await status.selectOption(next);
    await page.getByText('Test ride status updated successfully').waitFor();
    await page.reload();
    assert.equal(await page.getByRole('combobox', { name: label! }).first().inputValue(), next);
    // another role's page turns the dealer away
    await page.goto(`${server.url}/dashboard/users`);
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it('an admin adds a location with the cascading pickers', async () => {
    const { context, page } = await signedIn('admin@example.com');
    await page.goto(`${server.url}/dashboard/location`);
    await page.getByRole('heading', { name: 'Locations' }).waitFor();
    await page.getByRole('button', { name: 'Add Location' }).click();
    const dialog = page.getByRole('dialog');
    assert.equal(await dialog.getByRole('combobox', { name: 'State' }).isDisabled(), true);
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await dialog.getByText('Country is required').waitFor();
    await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'India' });
    await dialog.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Kerala' });
    await dialog.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Alappuzha' });
    await dialog.getByRole('textbox', { name: 'Address1' }).fill('12 Marine Drive');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await page.getByText('Location added successfully!').waitFor();
    await page.getByText('12 Marine Drive').waitFor();
    await context.close();
  });

  it('an admin finds a user by search and sees numbered rows', async () => {
    const { context, page } = await signedIn('admin@example.com');
    await page.goto(`${server.url}/dashboard/users`);
    await page.getByRole('cell', { name: '1', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('dealer@example.com');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="user-row"]').length === 1);
    await page.getByRole('cell', { name: 'dealer@example.com', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('no-such-person-anywhere');
    await page.getByText('No users found').waitFor();
    await context.close();
  });

  it('on a phone the drawer opens, closes after a choice, and Logout ends the session', async () => {
    const { context, page } = await signedIn('admin@example.com', { width: 360, height: 740 });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Brands' }).click();
    await page.waitForURL('**/dashboard/brands');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('userToken')), null);
    await context.close();
  });

  it('a visitor adds a vehicle to a comparison and finds it again after a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/product-comparison`);
    await page.locator('[data-testid="comparison-card"]').first().click();
    await page.waitForURL('**/product-comparison/*');
    await page.getByRole('table', { name: 'General' }).waitFor();
    assert.equal(await page.getByTestId('compare-vehicle').count(), 2);
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
    assert.match(await page.getByRole('table', { name: 'General' }).innerText(), /Top Speed/);
    await context.close();
  });
});
