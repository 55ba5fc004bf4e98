// The policy pages of issue 22, item 4: the privacy notice a visitor reads on a laptop and on a
// phone, and the FAQ an admin keeps in the back office, shown server-rendered to visitors.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** How far the page is wider than the window (0 or less: no sideways scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens an item of the page's accordion by its title and hands back the item. */
async function openItem(page: Page, title: string) {
  const trigger = page.getByRole('button', { name: title });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name: title });
}

test.describe('policy pages (issue 22)', () => {
  for (const viewport of [
    { name: 'a laptop', width: 1366, height: 800 },
    { name: 'a 390 px phone', width: 390, height: 844 },
  ]) {
    test(`a visitor on ${viewport.name} opens the privacy notice and finds what data is kept and how to have it deleted`, async ({ server, page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${server.url}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/privacy-policy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

      // what is kept
      const collected = await openItem(page, 'What personal data we collect');
      await expect(collected.getByText('name, username, e-mail address and phone number', { exact: false })).toBeVisible();
      await expect(collected.getByText('only as a bcrypt hash', { exact: false })).toBeVisible();
      const kept = await openItem(page, 'How long we keep it');
      await expect(kept.getByText('for as long as your account exists', { exact: false }).first()).toBeVisible();
      const shared = await openItem(page, 'Who can see your data, and who we share it with');
      await expect(shared.getByText('never sees your address', { exact: false })).toBeVisible();

      // how to have it deleted, and whom to write to
      const rights = await openItem(page, 'Your rights and how to use them');
      await expect(rights.getByText('Erasure (deleting your account):')).toBeVisible();
      await expect(rights.getByText('There is no delete button on the site', { exact: false })).toBeVisible();
      await expect(rights.getByRole('link', { name: 'Profile' }).first()).toHaveAttribute('href', '/profile');
      const officer = await openItem(page, 'Grievance Officer');
      const mail = officer.getByRole('link', { name: 'grievance@evbazaar.example' });
      await expect(mail).toBeVisible();
      await expect(mail).toHaveAttribute('href', 'mailto:grievance@evbazaar.example');
      await expect(officer.getByText('We reply within 30 days', { exact: false })).toBeVisible();

      // every open answer fits the window: nothing to scroll sideways, the mail link is inside it
      expect(await overflow(page), 'page wider than the window').toBeLessThanOrEqual(0);
      const box = await mail.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

      // an item can be closed again
      await page.getByRole('button', { name: 'How long we keep it' }).click();
      await expect(kept).toBeHidden();
    });
  }

  test('the privacy notice, the terms and the FAQ arrive rendered from the server, whole, and come alive without a hydration mismatch', async ({
    server,
    request,
    page,
  }) => {
    const privacy = await (await request.get(`${server.url}/privacy-policy`)).text();
    for (const text of ['What personal data we collect', 'bcrypt', 'Grievance Officer', 'grievance@evbazaar.example', 'Data Protection Board of India']) {
      expect(privacy).toContain(text);
    }
    const terms = await (await request.get(`${server.url}/terms-and-conditions`)).text();
    for (const text of ['Test-ride bookings and cancellations', 'Prices and vehicle information are indicative', 'Our liability'])
      expect(terms).toContain(text);

    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    for (const path of ['/privacy-policy', '/terms-and-conditions', '/faq']) {
      await page.goto(`${server.url}${path}`);
      await expect(page.locator('html[data-page-live]')).toBeAttached();
    }
    expect(problems).toEqual([]);
  });

  test('an admin edits an FAQ entry and a visitor sees it on the FAQ page', async ({ server, browser, asAdmin: page }) => {
    const word = randomBytes(4).toString('hex');
    const answer = `Yes: a 15 A socket with a proper earth works for most scooters (checked ${word}).`;

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL('**/dashboard/faqs');
    const rows = page.getByTestId('faq-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(15);
    const question = 'Can I charge an EV from a normal socket at home?';
    await page.getByRole('button', { name: `Edit ${question}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit FAQ' });
    await expect(dialog.getByLabel('Question', { exact: true })).toHaveValue(question);
    await dialog.getByLabel('Answer', { exact: true }).fill(answer);
    await dialog.getByRole('button', { name: 'Update FAQ' }).click();
    await page.getByText('FAQ updated successfully!').waitFor();
    await expect(dialog).toBeHidden();

    // moved to the top of the page
    await page.getByRole('button', { name: `Move up ${question}` }).click();
    await page.getByText('FAQ order saved').waitFor();
    await expect(rows.first()).toContainText(question);

    // a visitor (a fresh browser, not signed in) sees the new answer, first and open
    const context = await browser.newContext();
    const guest = await context.newPage();
    const response = await guest.goto(`${server.url}/faq`);
    expect(response?.status()).toBe(200);
    // rendered on the server with the new text: the HTML holds it before any script runs
    expect(await response?.text()).toContain(`checked ${word}`);
    await expect(guest.getByRole('heading', { level: 1, name: "Faq's On EV" })).toBeVisible();
    const first = guest.getByRole('button', { expanded: true }).first();
    await expect(first).toHaveText(question);
    await expect(guest.getByText(answer)).toBeVisible();
    // at least 15 distinct questions
    const titles = await guest.locator('[data-scope="accordion"][data-part="item-trigger"]').allInnerTexts();
    expect(new Set(titles.map((t) => t.trim())).size).toBeGreaterThanOrEqual(15);
    await context.close();
  });
});
