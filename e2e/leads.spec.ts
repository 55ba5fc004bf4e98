import { expect, test } from './fixtures';
import { gql, tokenOf, writtenMails } from './support';

const OFFER_MESSAGE = 'Thank you! A dealer will send you an offer soon.';
// a name no demo lead has, so the agent finds this journey's lead
const shopper = `Journey Shopper ${Date.now().toString(36)}`;

// a 390 px phone, as the issue measures the screens
test.use({ viewport: { width: 390, height: 844 } });

test.describe.serial('leads that agents work', () => {
  test('a shopper asks for the best on-road offer from a product page on a phone; the form’s code loads only then', async ({ server, page }) => {
    const { products } = await gql<{ products: { items: { slug: string; name: string }[] } }>(
      server.url,
      '{ products(filter: { page: 1, limit: 1 }) { items { slug name } } }',
    );
    const product = products.items[0]!;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${server.url}/products/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(scripts.some((url) => url.includes('offer-request-dialog'))).toBe(false);

    await page.getByRole('button', { name: 'Get the best on-road offer' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Get the best on-road offer' })).toBeVisible();
    expect(scripts.some((url) => url.includes('offer-request-dialog'))).toBe(true);

    // the forms' rules: a 9-digit phone is refused with their message
    await dialog.getByLabel('Name').fill(shopper);
    await dialog.getByLabel('Email').fill('journey.shopper@example.com');
    await dialog.getByLabel('Phone').fill('98765 4321');
    await dialog.getByLabel('City').fill('Mumbai');
    await dialog.getByRole('button', { name: 'Request offer' }).click();
    await expect(dialog.getByText('Phone must be 10 digits')).toBeVisible();
    // typed as people type it, stored as 10 digits
    await dialog.getByLabel('Phone').fill('+91 98765 43210');
    await dialog.getByRole('button', { name: 'Request offer' }).click();
    await expect(dialog.getByTestId('offer-requested')).toHaveText(OFFER_MESSAGE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('an agent works that lead from new to won on a phone, and the timeline tells it all', async ({ server, browser }) => {
    const token = await tokenOf(server.url, 'agent@example.com');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((t) => sessionStorage.setItem('userToken', t), token);
    const page = await context.newPage();

    await page.goto(`${server.url}/dashboard/leads`);
    await page.getByRole('heading', { name: 'Leads' }).first().waitFor();
    // the demo data has an overdue follow-up: it stands out
    await expect(page.locator('[data-overdue="true"]').first()).toBeVisible();
    await expect(page.locator('[data-overdue="true"]').first().getByText('Overdue')).toBeVisible();

    // only new leads, then this journey's one
    await page.getByRole('combobox', { name: 'Status' }).selectOption('NEW');
    const card = page.getByTestId('lead-card').filter({ hasText: shopper });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('lead-status')).toHaveText('New');
    await card.getByRole('button', { name: `Open: ${shopper}` }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('lead-detail')).toBeVisible();
    await expect(dialog.getByText('Contact: journey.shopper@example.com · 9876543210')).toBeVisible();
    const timeline = dialog.getByTestId('lead-timeline');
    await expect(timeline.getByText('Lead opened: Offer request')).toBeVisible();

    const save = async () => {
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Lead updated').first()).toBeVisible();
    };
    const follow = new Date(Date.now() + 2 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('CONTACTED');
    await dialog.getByLabel('Next follow-up').fill(follow);
    await dialog.getByLabel('Add a note').fill('Called: wants the on-road price in writing');
    await save();
    await expect(timeline.getByText('Status: New → Contacted')).toBeVisible();
    await expect(timeline.getByText('Note: Called: wants the on-road price in writing')).toBeVisible();
    await expect(timeline.getByText(`Next follow-up: ${follow}`)).toBeVisible();

    // lost needs a reason: the form says so before anything is sent
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('LOST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A reason is required when a lead is lost')).toBeVisible();

    for (const [value, text] of [
      ['INTERESTED', 'Status: Contacted → Interested'],
      ['TEST_RIDE_BOOKED', 'Status: Interested → Test ride booked'],
      ['WON', 'Status: Test ride booked → Won'],
    ] as const) {
      await dialog.getByRole('combobox', { name: 'Status' }).selectOption(value);
      await save();
      await expect(timeline.getByText(text)).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    await page.getByRole('combobox', { name: 'Status' }).selectOption('WON');
    await expect(page.getByTestId('lead-card').filter({ hasText: shopper }).getByTestId('lead-status')).toHaveText('Won');
    await context.close();
  });

  test('the demo dealer answers that offer request with an offer, which is mailed to the shopper', async ({ server, asDealer: page }) => {
    await page.goto(`${server.url}/dashboard/dealer/offer-requests`);
    await page.getByRole('heading', { name: 'Offer requests' }).waitFor();
    const request = page.getByTestId('offer-request').filter({ hasText: shopper });
    await request.getByRole('button', { name: 'Send offer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Offer price (₹)').fill('123456');
    await dialog.getByLabel('Note').fill('Free home charger');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(request.getByText(/Your offer: ₹1,23,456/)).toBeVisible();
    await expect
      .poll(() => writtenMails().find((mail) => mail.includes('journey.shopper@example.com') && mail.includes('Your on-road offer for')), { timeout: 20_000 })
      .toBeTruthy();
  });

  test('an admin sees the funnel drawn and the lead with its agent', async ({ server, asAdmin: page }) => {
    await page.goto(`${server.url}/dashboard/admin-leads`);
    await page.getByTestId('lead-funnel').waitFor();
    await expect(page.getByTestId('lead-funnel').locator('svg.recharts-surface').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'City' }).fill('Mumbai');
    const card = page.getByTestId('lead-card').filter({ hasText: shopper });
    await expect(card.getByText('Agent: Anita Desai')).toBeVisible();
    await expect(card.getByTestId('lead-status')).toHaveText('Won');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
