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
    await page.evaluate(() => sessionStorage.clear());
    await logInThroughForm(page, server.url, email);
    await expect(page).not.toHaveURL(/\/login/);
  });
});
