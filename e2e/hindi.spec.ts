import hiAuth from '../common/src/i18n/catalogs/hi/auth.json';
import hiBooking from '../common/src/i18n/catalogs/hi/booking.json';
import hiMessages from '../common/src/i18n/catalogs/hi/messages.json';
import hiProductList from '../common/src/i18n/catalogs/hi/product-list.json';
import hiProduct from '../common/src/i18n/catalogs/hi/product.json';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, gql, pendingProductIds, waitForLivePage, writtenMails } from './support';

/** A header as one reads it: folded lines joined, MIME encoded words (base64 or Q) decoded as UTF-8. */
function decodedHeader(eml: string, name: string): string | undefined {
  const raw = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(eml)?.[1];
  if (raw === undefined) return undefined;
  const words = raw.replace(/\?=\s+=\?/g, '?==?');
  return words
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .replace(/[\s\S]*/, (latin1) => Buffer.from(latin1.trim(), 'latin1').toString('utf8'));
}

test.describe('the site in Hindi', () => {
  // the browser of a reader in Lucknow: Hindi first
  test.use({ locale: 'hi-IN' });

  test('a reader whose browser prefers Hindi lands on /hi, filters scooters, reads an on-road price in lakh, switches to English and back, books a test ride in Hindi and gets the mail in Hindi', async ({
    server,
    page,
    demoToken,
  }) => {
    const customerToken = await demoToken('user@example.com');
    const dealerToken = await demoToken('dealer@example.com');
    const stock = await gql<{
      myProductAvailability: {
        isAvailable: boolean;
        product: { id: string; name: string; slug: string; vehicleType: string; price: number; brand: { name: string } | null };
      }[];
      myShop: { id: string; cityName: string };
    }>(
      server.url,
      '{ myProductAvailability { isAvailable product { id name slug vehicleType price brand { name } } } myShop { id cityName } }',
      {},
      dealerToken,
    );
    const open = await pendingProductIds(server.url, customerToken, stock.myShop.id);
    // a scooter of at least a lakh the demo shop has, which the customer has not asked to ride yet
    const product = stock.myProductAvailability
      .filter((a) => a.isAvailable && !open.has(a.product.id) && a.product.vehicleType === 'SCOOTER' && a.product.price >= 100_000 && a.product.brand)
      .at(0)?.product;
    expect(product, 'a scooter of a lakh or more in the demo shop').toBeTruthy();
    const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(server.url, '{ locations { id cityName } }');
    const location = locations.find((l) => l.cityName === stock.myShop.cityName)!;

    try {
      // the home page sends this first visit to the Hindi home
      await page.goto(`${server.url}/`);
      await page.waitForURL(`${server.url}/hi`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);

      // scooters of the product's brand, cheapest first
      await page.goto(`${server.url}/hi/e_vehicles/scooter`);
      await waitForLivePage(page);
      const filters = page.getByRole('search', { name: hiProductList['panel.label'] });
      await filters.getByLabel(hiProductList['panel.sortBy']).selectOption({ label: hiProductList['sort.priceAsc'] });
      await page.waitForURL((u) => u.pathname === '/hi/e_vehicles/scooter' && u.searchParams.get('sort') === 'price_asc');
      await page.waitForLoadState('networkidle');
      await filters.getByRole('checkbox', { name: new RegExp(`^${product!.brand!.name} \\(`) }).click();
      await page.waitForURL((u) => (u.searchParams.get('brand') ?? '').length > 0);
      const card = page.locator('article', { hasText: product!.name }).first();
      await expect(card).toContainText('लाख');
      await card.getByRole('link').first().click();
      await page.waitForURL(`**/hi/products/${product!.slug}`);
      await waitForLivePage(page);

      // the on-road price, line by line, its total also in lakh
      await page.getByRole('combobox', { name: hiProduct['pricing.stateLabel'] }).selectOption({ label: 'Maharashtra' });
      await expect(page.getByTestId('on-road-compact')).toHaveText(/^₹\d+(\.\d{1,2})? लाख$/);

      // the same page in English, and back
      await page.getByRole('link', { name: 'English', exact: true }).click();
      await page.waitForURL(`${server.url}/products/${product!.slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByText('On-road price in Maharashtra', { exact: true })).toBeVisible();
      await waitForLivePage(page);
      await page.getByRole('link', { name: 'हिन्दी', exact: true }).click();
      await page.waitForURL(`${server.url}/hi/products/${product!.slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

      // signed in on the Hindi sign-in page, back on the product, the ride booked in Hindi
      await page.goto(`${server.url}/hi/login?redirect=${encodeURIComponent(`/products/${product!.slug}`)}`);
      await waitForLivePage(page);
      await page.getByLabel(hiAuth.email).fill('user@example.com');
      await page.getByLabel(hiAuth.password, { exact: false }).first().fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: hiAuth['login.submit'], exact: true }).click();
      await page.waitForURL(`${server.url}/hi/products/${product!.slug}`);
      await page.getByLabel(hiBooking['form.location'], { exact: true }).selectOption(location.id);
      await page.waitForFunction((id) => Boolean(document.querySelector(`select[name="shopId"] option[value="${id}"]`)), stock.myShop.id);
      await page.getByLabel(hiBooking['form.shop'], { exact: true }).selectOption(stock.myShop.id);
      await page.getByRole('button', { name: hiBooking['form.submit'] }).click();
      await expect(page.getByText(hiBooking['form.booked']).first()).toBeVisible();

      // the booking mail, in Hindi (the language chosen on the site became the account's)
      const subject = `${product!.name} की आपकी टेस्ट राइड बुक हो गई है`;
      await expect
        .poll(() => writtenMails().filter((eml) => /^To:.*user@example\.com/im.test(eml) && decodedHeader(eml, 'Subject') === subject).length, {
          timeout: 20_000,
          message: `a mail "${subject}"`,
        })
        .toBe(1);
    } finally {
      // the demo customer as the other journeys expect them: reading English, without this ride open
      await gql(server.url, 'mutation { setMyLanguage(language: EN) { id } }', {}, customerToken);
      const { myTestDrives } = await gql<{ myTestDrives: { id: string; status: string; product: { id: string }; shop: { id: string } }[] }>(
        server.url,
        '{ myTestDrives { id status product { id } shop { id } } }',
        {},
        customerToken,
      );
      const booked = myTestDrives.find((r) => r.status === 'PENDING' && r.product.id === product!.id && r.shop.id === stock.myShop.id);
      if (booked)
        await gql(server.url, 'mutation($id: ID!) { cancelTestDrive(id: $id, reason: "A journey\'s ride") { id } }', { id: booked.id }, customerToken);
    }
  });

  test('the Hindi sign-in page says what is wrong in Hindi: the form’s own checks, then the server’s refusal, on the page and in its toast', async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/hi/login`);
    await waitForLivePage(page);
    await page.getByRole('button', { name: hiAuth['login.submit'], exact: true }).click();
    await expect(page.getByText(hiMessages['people.emailRequired'])).toBeVisible();
    await expect(page.getByText(hiMessages['people.passwordRequired'])).toBeVisible();
    await expect(page.getByText('Email is required')).toHaveCount(0);

    await page.getByLabel(hiAuth.email).fill('nobody@example.com');
    await page.getByLabel(hiAuth.password, { exact: false }).first().fill('not-the-password');
    await page.getByRole('button', { name: hiAuth['login.submit'], exact: true }).click();
    // the server answers in the spec's English; the page shows its Hindi, inline and as the toast
    await expect(page.getByText(hiMessages['auth.invalidCredentials'])).toHaveCount(2);
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  });

  test('a Hindi product page draws its conjuncts (क्ष, त्र, ज्ञ, श्र) shaped, in the self-hosted Devanagari font, never with dotted circles', async ({
    server,
    page,
  }, testInfo) => {
    const { products } = await gql<{ products: { items: { slug: string }[] } }>(server.url, '{ products(filter: { limit: 1 }) { items { slug } } }');
    await page.goto(`${server.url}/hi/products/${products.items[0].slug}`);
    await waitForLivePage(page);
    // the font's face is registered once the page has loaded (lib/devanagari-font.ts)
    await page.waitForFunction(() => {
      let registered = false;
      document.fonts.forEach((f) => (registered ||= f.family.includes('Devanagari')));
      return registered;
    });
    // the page's own words and, for certain, the four conjuncts in the page's type
    const widths = await page.evaluate(async () => {
      const probe = document.createElement('p');
      probe.id = 'conjuncts';
      probe.style.fontSize = '32px';
      const conjuncts = ['क्ष', 'त्र', 'ज्ञ', 'श्र'];
      // a zero-width non-joiner keeps the virama visible: the unshaped form, always wider
      probe.innerHTML = conjuncts.map((c) => `<span data-c="${c}">${c}</span> <span data-broken="${c}">${c.replace('्', '्\u200c')}</span>`).join(' ');
      document.querySelector('main')!.prepend(probe);
      await document.fonts.ready;
      const width = (selector: string) => (document.querySelector(selector) as HTMLElement).getBoundingClientRect().width;
      return {
        font: getComputedStyle(probe).fontFamily,
        loaded: document.fonts.check('32px "Noto Sans Devanagari Variable"', 'क्ष'),
        faces: (() => {
          let loaded = 0;
          document.fonts.forEach((f) => (loaded += f.family.includes('Devanagari') && f.status === 'loaded' ? 1 : 0));
          return loaded;
        })(),
        pairs: conjuncts.map((c) => ({ c, shaped: width(`[data-c="${c}"]`), broken: width(`[data-broken="${c}"]`) })),
      };
    });
    expect(widths.font).toMatch(/^"?Noto Sans Devanagari Variable"?,/);
    expect(widths.loaded).toBe(true);
    expect(widths.faces).toBeGreaterThan(0);
    // shaped: one conjunct glyph, narrower than the consonants with a visible virama (a dotted circle would be wider still)
    for (const { c, shaped, broken } of widths.pairs) expect(shaped, c).toBeLessThan(broken * 0.85);
    await testInfo.attach('conjuncts', { body: await page.locator('#conjuncts').screenshot(), contentType: 'image/png' });
    await testInfo.attach('hindi-product-page', { body: await page.screenshot(), contentType: 'image/png' });
  });
});
