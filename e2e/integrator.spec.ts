import { expect, test } from './fixtures';

/** One call to /graphql with an API key, as a partner's system makes it. */
async function withKey(url: string, secret: string, query: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] } };
}

test.describe('an integrator, through the dealer who runs the shop', () => {
  test('a dealer creates an API key on a phone, sees the secret once, a system uses it within its scopes, and the dealer revokes it', async ({
    server,
    asDealer: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/dashboard/api-keys`);
    await page.getByRole('heading', { name: 'API Keys' }).waitFor();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Shop system, e2e');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByText('Choose at least one scope').waitFor();
    await dialog.getByText('RIDES_READ', { exact: true }).click();
    await dialog.getByText('WEBHOOKS', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const secretBox = page.getByTestId('api-key-secret');
    await secretBox.waitFor();
    const secret = (await secretBox.textContent())?.trim() ?? '';
    expect(secret).toMatch(/^evb_[A-Za-z0-9]{38}$/);
    // nothing on the page is wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
    const row = page.getByTestId('api-key-row').filter({ hasText: 'Shop system, e2e' });
    await row.getByText(`${secret.slice(0, 12)}…`).waitFor();
    await expect(row.getByText('Active')).toBeVisible();
    // the secret is not on the page any more, nor after a reload
    await page.reload();
    await page.getByTestId('api-key-row').first().waitFor();
    expect(await page.content()).not.toContain(secret);

    // the shop's system reads its rides, and is refused what its scopes do not cover
    const rides = await withKey(server.url, secret, '{ dealerTestDrives(limit: 5) { id status } }');
    expect(rides.status).toBe(200);
    expect(Array.isArray(rides.body.data?.dealerTestDrives)).toBe(true);
    const confirm = await withKey(server.url, secret, 'mutation { setTestDriveStatus(id: "000000000000000000000000", status: CONFIRMED) { id } }');
    expect({ status: confirm.status, message: confirm.body.errors?.[0]?.message }).toEqual({
      status: 403,
      message: 'This API key lacks the RIDES_WRITE scope',
    });

    // after a while the list shows when the key was last used
    await page.reload();
    await expect(
      page
        .getByTestId('api-key-row')
        .filter({ hasText: 'Shop system, e2e' })
        .getByText(/Last used (?!never)/),
    ).toBeVisible();

    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('api-key-row').filter({ hasText: 'Shop system, e2e' }).getByRole('button', { name: 'Revoke Shop system, e2e' }).click();
    await page.getByText('API key revoked').waitFor();
    await expect(page.getByTestId('api-key-row').filter({ hasText: 'Shop system, e2e' }).getByText('Revoked', { exact: true })).toBeVisible();
    const refused = await withKey(server.url, secret, '{ brandCount }');
    expect({ status: refused.status, message: refused.body.errors?.[0]?.message }).toEqual({ status: 401, message: 'This API key has been revoked' });
  });
});
