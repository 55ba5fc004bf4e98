import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

/** A partner's receiver on this machine: it keeps every delivery and answers 200. */
async function receiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body,
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, close: () => new Promise((r) => server.close(r)) };
}

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> keyed by the secret's base64 part. */
function signedBy(secret: string, delivery: Received) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = crypto.createHmac('sha256', key).update(`${delivery.id}.${delivery.timestamp}.${delivery.body}`).digest('base64');
  return delivery.signature.split(' ').includes(`v1,${expected}`);
}

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

  test('the dealer adds a webhook endpoint, books nothing, sends a test, sees it delivered in the log and redelivers it with the same id', async ({
    server,
    asDealer: page,
  }) => {
    const partner = await receiver();
    try {
      await page.goto(`${server.url}/dashboard/webhooks`);
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('URL').fill(partner.url);
      await dialog.getByText('Test ride booked').click();
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      const secretText = await page.getByTestId('webhook-secret').textContent();
      const secret = secretText?.trim() ?? '';
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'Done' }).click();

      const card = page.getByRole('article', { name: partner.url });
      await card.getByRole('button', { name: 'Send test' }).click();
      await page.getByText('Test event queued').waitFor();
      await expect.poll(() => partner.received.length, { timeout: 15_000 }).toBe(1);
      const first = partner.received[0];
      expect(JSON.parse(first.body).type).toBe('webhook.test');
      expect(signedBy(secret, first)).toBe(true);

      await card.getByRole('button', { name: 'Deliveries' }).click();
      const log = card.getByTestId('delivery-log');
      const entry = log.getByRole('article', { name: `webhook.test ${first.id}` });
      await expect
        .poll(
          async () => {
            await log.getByRole('button', { name: 'Refresh' }).click();
            return entry.getByText('delivered', { exact: true }).isVisible();
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await entry.getByRole('button', { name: `Redeliver webhook.test ${first.id}` }).click();
      await page.getByText('The delivery will be sent again shortly').waitFor();
      await expect.poll(() => partner.received.length, { timeout: 15_000 }).toBe(2);
      // the same event again: receivers dedupe by its id
      expect(partner.received[1].id).toBe(first.id);
      expect(signedBy(secret, partner.received[1])).toBe(true);
      // no ride was booked, so nothing but the test went out
      expect(partner.received.map((d) => JSON.parse(d.body).type)).toEqual(['webhook.test', 'webhook.test']);
    } finally {
      await partner.close();
    }
  });
});
