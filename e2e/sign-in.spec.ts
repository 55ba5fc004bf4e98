// Signing in as a person does: the device the owner signed in on stays theirs (docs/decisions/0042).
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, gql, logInThroughForm } from './support';

const TOO_MANY = 'Too many attempts. Please try again later.';

test.describe('sign-in', () => {
  test("strangers' wrong passwords lock out other browsers, never the device the owner signed in on", async ({ server, page, browser }) => {
    const stamp = Date.now().toString(36);
    const email = `owner-${stamp}@example.com`;
    await gql(server.url, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { name: 'Device Owner', username: `owner${stamp}`, contact: '9876543210', email, password: DEMO_PASSWORD, role: 'USER' },
    });

    await logInThroughForm(page, server.url, email);
    const device = (await page.context().cookies()).find((c) => c.name.startsWith('evb_device_'));
    expect(device, 'a device cookie after signing in').toBeTruthy();
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // no script on the page can read it
    expect(await page.evaluate(() => document.cookie)).not.toContain('evb_device_');

    // a stranger on the same address guesses until the account is closed to this address
    for (let i = 0; i < 10; i++) {
      await expect(gql(server.url, 'mutation($e:String!,$p:String!){login(email:$e,password:$p){token}}', { e: email, p: 'Wrong@123' })).rejects.toThrow();
    }

    // another browser, with the right password, meets the limit
    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto(`${server.url}/login`);
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(other.getByText(TOO_MANY).first()).toBeVisible();
    await stranger.close();

    // the owner signs out and back in on their own device
    await page.getByRole('button', { name: 'Device Owner' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login/Register' })).toBeVisible();
    await logInThroughForm(page, server.url, email);
    await expect(page.getByRole('button', { name: 'Device Owner' })).toBeVisible();
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`a customer stays signed in in a new tab and after the browser reopens, and Logout ends it in every tab (${viewport.width} px)`, async ({
      server,
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await expect(page.getByRole('checkbox', { name: 'Keep me signed in' })).toBeChecked();
      await logInThroughForm(page, server.url, 'user@example.com', '/products');

      // a product opened in a new tab is still signed in: the wishlist offers to save, not to log in
      const tab = await context.newPage();
      await tab.goto(`${server.url}/wishlist`);
      await expect(tab).toHaveURL(/\/wishlist$/);
      await expect(tab.getByRole('heading', { name: /wishlist/i }).first()).toBeVisible();

      // the browser closed and opened again: session storage is gone, the cookie and the flag stay
      const state = await context.storageState();
      await context.close();
      const reopened = await browser.newContext({ viewport, storageState: state });
      const again = await reopened.newPage();
      await again.goto(`${server.url}/wishlist`);
      await expect(again).toHaveURL(/\/wishlist$/);

      // Logout in one tab signs the other tab out too, and the cookie no longer works
      const other = await reopened.newPage();
      await other.goto(`${server.url}/wishlist`);
      await expect(other).toHaveURL(/\/wishlist$/);
      await again.evaluate(() => window.scrollTo(0, 0));
      await again.getByRole('button', { name: 'Rahul Sharma' }).click();
      const loggedOut = again.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
      await again.getByRole('menuitem', { name: 'Logout' }).click();
      expect((await loggedOut).status()).toBe(200);
      // the other tab, on a customer page, is signed out and sent to the login page
      await expect(other).toHaveURL(/\/login/);
      const refreshed = await again.evaluate(async () => (await fetch('/api/auth/refresh', { method: 'POST' })).status);
      expect(refreshed).toBe(401);
      await again.goto(`${server.url}/wishlist`);
      await expect(again).toHaveURL(/\/login/);
      await reopened.close();
    });
  }
});
