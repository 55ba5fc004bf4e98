import { expect, test } from './fixtures';

/** Issue 23, item 5: the documentation a partner starts from, and the explorer of dealers and admins (docs/decisions/0058). */
test.describe('API documentation and explorer', () => {
  test('a partner reads the introduction, follows it to a type of the reference and to the webhooks guide', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
    await page.goto('/docs/api');
    await expect(page.getByRole('heading', { name: 'EV Bazaar API', level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'API documentation' }).getByRole('link', { name: 'Reference' }).click();
    await page.getByRole('link', { name: 'Product', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: /Product/, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'effectiveRange' }).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/reference\/Product#effectiverange$/);
    await page.getByRole('navigation', { name: 'API documentation' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Verify every delivery' })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('a guest is asked to sign in before the explorer', async ({ page }) => {
    await page.goto('/docs/api/explorer');
    await expect(page.getByRole('heading', { name: 'Sign in to use the API explorer' })).toBeVisible();
  });

  test('a customer is told the explorer is for dealers and admins', async ({ asUser }) => {
    await asUser.goto('/docs/api/explorer');
    await expect(asUser.getByRole('heading', { name: 'The API explorer is for dealers and admins' })).toBeVisible();
  });

  test('a dealer runs a query in the explorer, bundled with the site and within its CSP', async ({ asDealer, server }) => {
    const problems: string[] = [];
    asDealer.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    const outside: string[] = [];
    asDealer.on('request', (r) => !r.url().startsWith(server.url) && !r.url().startsWith('data:') && outside.push(r.url()));
    await asDealer.goto('/docs/api/explorer');
    await asDealer.locator('.graphiql-container').waitFor();
    // the editor gets its first query a moment after the container shows: run it only once it is there
    await expect(asDealer.locator('.graphiql-query-editor')).toContainText('query Scooters');
    await asDealer.locator('.graphiql-execute-button').click();
    await expect(asDealer.locator('.result-window')).toContainText('"total"');
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
  });
});
