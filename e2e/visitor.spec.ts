import { expect, test } from './fixtures';
import { gql, logInThroughForm } from './support';

test.describe('visitor journeys', () => {
  test('a visitor browses scooters and opens a product with its price and specifications', async ({ server, page }) => {
    await page.goto(`${server.url}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'E-Vehicles' }).click();
    await page.getByRole('link', { name: 'Explore Scooter' }).click();
    await page.waitForURL('**/e_vehicles/scooter');
    const firstCard = page.locator('article').first();
    await firstCard.getByRole('link').first().click();
    await page.waitForURL('**/products/*');
    await page.getByText('M.R.P. incl. of all taxes').waitFor();
    expect(await page.locator('h1').innerText()).toMatch(/\S/);
    expect(
      await page
        .getByText(/^₹[\d,]+\.\d\d$/)
        .first()
        .innerText(),
    ).toMatch(/^₹/);
    await page.getByText('km/hr').first().waitFor();
    // a guest is offered the login detour
    await page.getByRole('link', { name: 'Book a Test Drive' }).click();
    await page.waitForURL((u) => u.pathname === '/login' && (u.searchParams.get('redirect') ?? '').startsWith('/products/'));
  });

  test('a guest opening a customer page is sent to login, and an unknown path shows the not-found page', async ({ server, page }) => {
    await page.goto(`${server.url}/book_ride`);
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/book_ride');
    await page.getByRole('heading', { name: 'Login to the product' }).waitFor();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByText('Page Not Found').waitFor();
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  test('a user books a test ride and cancels it', async ({ server, page, demoToken }) => {
    // find a product the demo dealer stocks, and the location of its shop
    const stock = await gql<{ myProductAvailability: { isAvailable: boolean; product: { id: string } }[]; myShop: { cityName: string } }>(
      server.url,
      '{ myProductAvailability { isAvailable product { id } } myShop { cityName } }',
      {},
      await demoToken('dealer@example.com'),
    );
    const productId = stock.myProductAvailability.find((a) => a.isAvailable)!.product.id;
    const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(server.url, '{ locations { id cityName } }');
    const location = locations.find((l) => l.cityName === stock.myShop.cityName)!;

    await logInThroughForm(page, server.url, 'user@example.com', `/products/${productId}`);
    await page.waitForURL(`**/products/${productId}`);
    await page.getByLabel('Location').selectOption(location.id);
    const shop = page.getByLabel('Shop', { exact: true });
    await page.waitForFunction(() => (document.querySelector('select[name="shopId"]') as HTMLSelectElement)?.options.length > 1);
    await shop.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Book Test Drive' }).click();
    await page.getByText('Test drive booked successfully').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Booking ride' }).click();
    await page.waitForURL('**/book_ride');
    const ride = page.getByTestId('ride').filter({ hasText: 'pending' }).first();
    await ride.getByRole('button', { name: 'Cancel Ride' }).click();
    await page.getByText('Are you sure you want to cancel this test ride?').waitFor();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByText('Test ride cancelled successfully').waitFor();
    await page.getByTestId('ride').filter({ hasText: 'cancelled' }).first().waitFor();
  });

  test('on a 360 px phone the menu is a drawer that closes when an item is chosen', async ({ server, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await drawer.getByRole('link', { name: 'Blogs' }).click();
    await page.waitForURL('**/blogs');
    await drawer.waitFor({ state: 'hidden' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `page is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
  });
});
