// Issue 13 (items 3 and 5) in a real Chromium against the built server: a verified rider's review
// goes through moderation onto the product page, and a dealer's confirmation reaches the
// customer's mailbox (the server's .eml outbox) through the mail outbox and its worker.
import { randomBytes } from 'node:crypto';
import { expect, expectPresent, test } from './fixtures';
import { gql, unfold, writtenMails } from './support';

test.describe('reviews and mails of test rides', () => {
  test('a customer with a completed ride reviews it, an admin approves it, and it shows on the product page', async ({
    server,
    browser,
    demoToken,
    asUser: cp,
    asAdmin: ap,
  }) => {
    const token = await demoToken('user@example.com');
    const { myTestDrives } = await gql<{ myTestDrives: { id: string; status: string; reviewStatus: string | null; product: { id: string; name: string } }[] }>(
      server.url,
      '{ myTestDrives { id status reviewStatus product { id name } } }',
      {},
      token,
    );
    const ride = myTestDrives.find((r) => r.status === 'COMPLETED' && r.reviewStatus === null);
    expectPresent(ride, 'a completed ride of the demo customer without a review');
    const words = `Journey review ${randomBytes(4).toString('hex')}: quiet motor and a friendly shop.`;

    await cp.goto(`${server.url}/book_ride`);
    const card = cp
      .getByTestId('ride')
      .filter({ hasText: ride.product.name })
      .filter({ has: cp.getByRole('button', { name: 'Write a review' }) });
    await card.first().getByRole('button', { name: 'Write a review' }).click();
    const dialog = cp.getByRole('dialog', { name: `Review the ${ride.product.name}` });
    await dialog.getByRole('button', { name: 'Send review' }).click();
    // nothing chosen yet: the shared schema's messages
    await dialog.getByText('Vehicle rating must be 1 to 5 stars').waitFor();
    await dialog.getByRole('radiogroup', { name: 'The vehicle' }).getByRole('radio', { name: '5 stars' }).click();
    await dialog.getByRole('radiogroup', { name: 'The shop' }).getByRole('radio', { name: '4 stars' }).click();
    await dialog.getByLabel('Your review').fill(words);
    await dialog.getByRole('button', { name: 'Send review' }).click();
    await cp.getByText('Thank you! Your review will appear once it has been checked.').waitFor();
    await cp.getByText('Your review is waiting to be checked.').first().waitFor();

    // not on the product page before an admin approves it
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/products/${ride.product.id}`);
    await visitor.getByRole('region', { name: 'Reviews' }).waitFor();
    await expect(visitor.getByText(words)).toHaveCount(0);

    await ap.goto(`${server.url}/dashboard`);
    await ap.getByRole('link', { name: 'Reviews' }).click();
    await ap.waitForURL('**/dashboard/reviews');
    const waiting = ap.getByTestId('moderation-review').filter({ hasText: words });
    await waiting.waitFor();
    await waiting.getByRole('button', { name: /^Approve/ }).click();
    await ap.getByText('Review status updated successfully').waitFor();
    await expect(ap.getByTestId('moderation-review').filter({ hasText: words })).toHaveCount(0);

    await visitor.reload();
    const shown = visitor.getByRole('region', { name: 'Reviews' }).getByTestId('review').filter({ hasText: words });
    await shown.waitFor();
    await expect(shown.getByText('Verified test ride')).toBeVisible();
    await expect(shown.getByLabel('Vehicle: 5 out of 5 stars')).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Reviews' }).getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ reviews?$/ })).toBeVisible();
    await visitor.close();
  });

  test('the dealer confirms a ride, the customer is mailed with the shop address and a link, and the admin sees the mail sent in the outbox', async ({
    server,
    demoToken,
    asDealer: dp,
    asAdmin: ap,
  }) => {
    const token = await demoToken('user@example.com');
    const { myTestDrives } = await gql<{
      myTestDrives: { id: string; status: string; shop: { shopName: string; address1: string }; product: { name: string } }[];
    }>(server.url, '{ myTestDrives { id status shop { shopName address1 } product { name } } }', {}, token);
    const { myShop } = await gql<{ myShop: { shopName: string } }>(server.url, '{ myShop { shopName } }', {}, await demoToken('dealer@example.com'));
    const ride = myTestDrives.find((r) => r.status === 'PENDING' && r.shop.shopName === myShop.shopName);
    expectPresent(ride, "a pending ride of the demo customer at the demo dealer's shop");
    const subject = `Subject: Your test ride of the ${ride.product.name} is confirmed`;
    expect(writtenMails().some((m) => unfold(m).includes(subject))).toBe(false);

    await dp.goto(`${server.url}/dashboard/dealer/book_ride`);
    const row = dp.getByTestId('ride-row').filter({ hasText: ride.product.name }).filter({ hasText: 'user@example.com' });
    await row.first().waitFor();
    await row
      .first()
      .getByRole('combobox', { name: /^Status of / })
      .selectOption({ label: 'confirmed' });
    await dp.getByText('Test ride status updated successfully').waitFor();

    // the worker sends it within a few polls
    await expect.poll(() => writtenMails().some((m) => unfold(m).includes(subject)), { timeout: 15_000 }).toBe(true);
    const mail = unfold(writtenMails().find((m) => unfold(m).includes(subject))!);
    expect(mail).toContain('To: user@example.com');
    expect(mail).toContain(ride.shop.address1);
    expect(mail).toContain(`${server.url}/book_ride?ride=${ride.id}`);
    // the dealer has its own copy
    expect(writtenMails().some((m) => unfold(m).includes(`Subject: Test ride confirmed: ${ride.product.name}`))).toBe(true);

    await ap.goto(`${server.url}/dashboard/outbox`);
    await ap.getByRole('combobox', { name: 'Show mails' }).selectOption({ label: 'Sent' });
    const entry = ap.getByTestId('outbox-mail').filter({ hasText: `Your test ride of the ${ride.product.name} is confirmed` });
    await entry.first().waitFor();
    await expect(entry.first().getByText('sent', { exact: true })).toBeVisible();
    await expect(entry.first().getByText('To user@example.com', { exact: false })).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the reviews on a product page, the dealer's shop reviews, the moderation list and the mail outbox fit the screen", async ({
    server,
    asAdmin: ap,
    asDealer: dp,
    page,
  }) => {
    const { products } = await gql<{ products: { items: { id: string; rating: { count: number } | null }[] } }>(
      server.url,
      '{ products(filter: { limit: 100 }) { items { id rating { count } } } }',
    );
    const rated = products.items.find((p) => (p.rating?.count ?? 0) > 0);
    expectPresent(rated, 'a demo product with approved reviews');
    await page.goto(`${server.url}/products/${rated.id}`);
    await page.getByRole('region', { name: 'Reviews' }).getByTestId('review').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await dp.goto(`${server.url}/dashboard`);
    await dp.getByRole('button', { name: 'Open dashboard menu' }).click();
    await dp.getByRole('link', { name: 'Reviews' }).click();
    await dp.waitForURL('**/dashboard/dealer/reviews');
    await dp.getByTestId('review').first().waitFor();
    await expect(dp.getByTestId('review').first().getByText('Verified test ride')).toBeVisible();
    expect(await dp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    for (const [path, item] of [
      ['/dashboard/reviews', 'moderation-review'],
      ['/dashboard/outbox', 'outbox-mail'],
    ] as const) {
      await ap.goto(`${server.url}${path}`);
      await ap.getByTestId(item).first().waitFor();
      expect(await ap.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
