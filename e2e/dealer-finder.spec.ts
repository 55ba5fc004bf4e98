import { expect, test } from './fixtures';
import { DEMO_PASSWORD, gql, waitForLivePage } from './support';

test.describe('dealer finder', () => {
  test('a guest types PIN 400001, filters by the Ather 450X in one colour, sees the nearest shop with stock and its next slot, and books that slot after signing in', async ({
    server,
    page,
  }) => {
    // a new customer: no earlier request of theirs stands in the way (one pending request per vehicle and shop)
    const stamp = Date.now().toString(36);
    const email = `finder-${stamp}@example.com`;
    await gql(server.url, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { name: 'Finder Rider', username: `finder${stamp}`, contact: '9876543210', email, password: DEMO_PASSWORD, role: 'USER' },
    });

    await page.goto(`${server.url}/dealers`);
    await waitForLivePage(page);
    // browsing by place works before any search
    await expect(page.getByRole('heading', { name: 'Browse by state and city' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Mumbai \(\d+ shops?\)$/ })).toBeVisible();

    await page.getByLabel('PIN code or city').fill('400001');
    await page.getByRole('button', { name: 'Find dealers' }).click();
    await expect(page).toHaveURL(/near=400001/);
    await expect(page.getByRole('heading', { name: /shops? near 400001/ })).toBeVisible();
    await expect(page.getByText('Distances are in a straight line, not by road').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Vehicle' }).fill('Ather 450X');
    await page.getByRole('button', { name: 'Ather 450X', exact: true }).click();
    await expect(page.getByTestId('finder-vehicle')).toHaveText('Ather 450X');
    const colour = page.getByLabel('Colour');
    const firstColour = (await colour.locator('option').nth(1).textContent())!;
    await colour.selectOption({ label: firstColour });
    await expect(page).toHaveURL(/color=/);

    const nearest = page.getByTestId('nearby-shop').first();
    await expect(nearest.getByText('Ather 450X')).toBeVisible();
    await expect(nearest.getByTestId('distance')).toHaveText(/km away/);
    const slotText = (await nearest.getByTestId('next-slot').textContent())!;
    expect(slotText).toMatch(/IST$/);
    const shopName = (await nearest.getByRole('heading').textContent())!;

    await nearest.getByRole('link', { name: 'Book this slot' }).click();
    await expect(page).toHaveURL(/\/products\/.+#book\?/);
    await waitForLivePage(page);
    await page.getByRole('link', { name: 'Book a Test Drive' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    // back on the product page with the finder's choices made: the colour, the location, the shop and the slot
    await expect(page).toHaveURL(/\/products\/.+#book\?/);
    await expect(page.getByText(`Colour: ${firstColour}`).first()).toBeVisible();
    const shop = page.getByLabel('Shop', { exact: true });
    await expect(shop.locator('option:checked')).toHaveText(shopName);
    await expect(page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { checked: true })).toBeVisible();
    await page.getByRole('button', { name: 'Book Test Drive' }).click();

    await page.waitForURL(/\/book_ride\/.+/);
    await expect(page.getByText(shopName).first()).toBeVisible();
    await expect(page.getByText(slotText.replace(' IST', '').split(', ')[0]!).first()).toBeVisible();
  });

  test('a city link lists that city’s shops without scripts, and the phone layout keeps call and directions in reach', async ({ server, browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/dealers`);
    await page.getByRole('link', { name: /^Pune \(\d+ shops?\)$/ }).click();
    await expect(page).toHaveURL(/city=IN-MH-Pune/);
    await expect(page.getByRole('heading', { name: /shops? near Pune/ })).toBeVisible();
    const first = page.getByTestId('nearby-shop').first();
    await expect(first.getByRole('link', { name: /^Call \d{5} \d{5}$/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(first.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /maps\/dir\/\?api=1&destination=\d+\.\d+,\d+\.\d+/);
    // the plain form searches too
    await page.getByLabel('PIN code or city').fill('999999');
    await page.getByRole('button', { name: 'Find dealers' }).click();
    await expect(page.getByText("We don't know this PIN code yet")).toBeVisible();
    await context.close();
  });

  test('an admin corrects a shop position from the Locations screen, and the finder measures from it', async ({ server, asAdmin: page }) => {
    await page.goto(`${server.url}/dashboard/location`);
    const card = page
      .getByTestId('admin-card')
      .filter({ has: page.getByRole('heading', { name: 'Pune', exact: true }) })
      .first();
    await card.getByRole('button', { name: 'Shop positions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shop positions in Pune' });
    const shop = dialog.getByRole('combobox', { name: 'Shop' });
    await expect(shop.locator('option')).not.toHaveCount(1);
    const shopName = (await shop.locator('option').nth(1).textContent())!.split(',')[0];
    await shop.selectOption({ index: 1 });
    // a point in Pune's Koregaon Park, away from the city's centre
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill('18.5362');
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill('73.8939');
    await dialog.getByRole('button', { name: 'Save position' }).click();
    await expect(page.getByText('Shop position saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    const nearby = await (await page.request.get(`${server.url}/api/shops/nearby?lat=18.5362&lng=73.8939&limit=1`)).json();
    expect(nearby.data[0]).toMatchObject({ shopName, lat: 18.5362, lng: 73.8939, distanceKm: 0 });

    // the dialog shows the entered position next time, for correction
    await card.getByRole('button', { name: 'Shop positions' }).click();
    await page.getByRole('dialog', { name: 'Shop positions in Pune' }).getByRole('combobox', { name: 'Shop' }).selectOption({ index: 1 });
    await expect(page.getByText('Stands at the position entered')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Latitude' })).toHaveValue('18.5362');
  });
});
