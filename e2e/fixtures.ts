import { test as base, type Browser, type Page, type ViewportSize } from '@playwright/test';
import { demoTokens, waitForLivePage } from './support';

export { expect } from '@playwright/test';

interface TestServer {
  url: string;
}

interface WorkerFixtures {
  server: TestServer;
  /** the session token of a demo account, signed in once for the whole run by global-setup.ts */
  demoToken: (email: string) => Promise<string>;
}

interface TestFixtures {
  /** pages already signed in as the demo customer, dealer, agent, admin and superadmin */
  asUser: Page;
  asDealer: Page;
  asAgent: Page;
  asAdmin: Page;
  asSuperadmin: Page;
}

/** A page whose session token is in session storage before any script runs; closed after the test. */
async function signedInPage(browser: Browser, viewport: ViewportSize | null, token: string, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((t) => sessionStorage.setItem('userToken', t), token);
  await use(waitingForLivePages(await context.newPage()));
  await context.close();
}

/**
 * A journey acts as a shopper does once the page works: a server-rendered page is readable at
 * once but starts its scripts after its first paint (docs/decisions/0027), on a first visit at the
 * first use of a control (0072), so after navigating to one, `goto` also starts it and waits until
 * it is live (its controls respond). Pages rendered in the browser are live when they show. What a
 * visitor does before a page is live is e2e/first-visit.spec.ts.
 */
function waitingForLivePages(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((await page.locator('#ssr-data').count()) > 0) await waitForLivePage(page);
    return response;
  };
  return page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page }, use) => use(waitingForLivePages(page)),
  server: [
    async ({}, use) => {
      const url = process.env.E2E_BASE_URL;
      if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with playwright test (e2e/global-setup.ts starts the server)');
      await use({ url });
    },
    { scope: 'worker' },
  ],
  demoToken: [
    async ({}, use) => {
      const tokens = demoTokens();
      await use(async (email) => {
        const token = tokens[email];
        if (!token) throw new Error(`no demo token for ${email}: global-setup.ts signs in ${Object.keys(tokens).join(', ')}`);
        return token;
      });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  asUser: async ({ browser, viewport, demoToken }, use) => signedInPage(browser, viewport, await demoToken('user@example.com'), use),
  asDealer: async ({ browser, viewport, demoToken }, use) => signedInPage(browser, viewport, await demoToken('dealer@example.com'), use),
  asAgent: async ({ browser, viewport, demoToken }, use) => signedInPage(browser, viewport, await demoToken('agent@example.com'), use),
  asAdmin: async ({ browser, viewport, demoToken }, use) => signedInPage(browser, viewport, await demoToken('admin@example.com'), use),
  asSuperadmin: async ({ browser, viewport, demoToken }, use) => signedInPage(browser, viewport, await demoToken('superadmin@example.com'), use),
});

/** expect(value, message).toBeTruthy() that also tells TypeScript the value is there. */
export function expectPresent<T>(value: T | null | undefined, message: string): asserts value is T {
  base.expect(value, message).toBeTruthy();
}
