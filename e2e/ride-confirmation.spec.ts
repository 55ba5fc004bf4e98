import fs from 'node:fs';
import { addDays, indiaDateOf, weekdayIndex } from '@evbazaar/common';
import { expect, test } from './fixtures';
import { gql, pendingProductIds } from './support';

/** The India date `n` open days (Monday to Saturday) from today: 2 leaves tomorrow to the other ride journeys. */
function openDay(n: number) {
  let day = indiaDateOf(new Date());
  for (let found = 0; found < n;) {
    day = addDays(day, 1);
    if (weekdayIndex(day) !== 6) found++;
  }
  return day;
}

type Stock = {
  myProductAvailability: { isAvailable: boolean; product: { id: string; name: string; slug: string; colors: { name: string }[] } }[];
  myShop: { id: string; shopName: string; cityName: string; address1: string; phone: string };
};

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the booking confirmation at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a customer books a slot, reads the confirmation (address, tel: link, directions), downloads the calendar file and finds the ride under Upcoming', async ({
      server,
      asUser: page,
      demoToken,
    }) => {
      const stock = await gql<Stock>(
        server.url,
        '{ myProductAvailability { isAvailable product { id name slug colors { name } } } myShop { id shopName cityName address1 phone } }',
        {},
        await demoToken('dealer@example.com'),
      );
      const customerToken = await demoToken('user@example.com');
      // one pending request per product and shop: a product the customer has no open request for here
      const open = await pendingProductIds(server.url, customerToken, stock.myShop.id);
      // the first available product is left to visitor.spec.ts, which books it without a time
      const product = stock.myProductAvailability
        .filter((a) => a.isAvailable)
        .slice(1)
        .filter((a) => !open.has(a.product.id) && a.product.colors.length > 0)
        .at(-1)!.product;
      const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(server.url, '{ locations { id cityName } }');
      const location = locations.find((l) => l.cityName === stock.myShop.cityName)!;
      // the last free slot of the day after tomorrow (the journeys before may have taken others)
      const day = openDay(2);
      const { testRideSlots } = await gql<{ testRideSlots: { date: string; slots: { start: string }[] }[] }>(
        server.url,
        'query($shopId: ID!, $productId: ID!, $from: Date) { testRideSlots(shopId: $shopId, productId: $productId, from: $from, days: 1) { date slots { start } } }',
        { shopId: stock.myShop.id, productId: product.id, from: day },
      );
      const slot = testRideSlots[0]!.slots.at(-1)!.start;
      const clock = slot.slice(11, 16);

      await page.goto(`${server.url}/products/${product.slug}`);
      const booking = page.getByRole('form', { name: 'Book a test drive' });
      await booking.getByRole('combobox', { name: 'Location' }).selectOption(location.id);
      await booking.locator(`select[name="shopId"] option[value="${stock.myShop.id}"]`).waitFor({ state: 'attached' });
      await booking.getByRole('combobox', { name: 'Shop' }).selectOption(stock.myShop.id);
      const picker = page.getByRole('group', { name: 'Choose a time (optional)' });
      await picker.locator(`[data-date="${day}"]`).click();
      await picker.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: clock }).click();
      await booking.getByRole('button', { name: 'Book Test Drive' }).click();

      // the spec's toast, then the confirmation of the new ride
      await page.getByText(/Test drive booked successfully for /).waitFor();
      await page.waitForURL(/\/book_ride\/[^/]+$/);
      const rideId = new URL(page.url()).pathname.split('/').at(-1)!;
      const confirmation = page.getByTestId('ride-confirmation');
      await expect(confirmation.getByRole('heading', { name: product.name })).toBeVisible();
      // the colour shown on the product page (its first) went with the booking
      await expect(page.getByTestId('ride-colour')).toHaveText(`Colour: ${product.colors[0]!.name}`);
      const hour = Number(clock.slice(0, 2));
      const time = `${hour % 12 || 12}:${clock.slice(3)} ${hour < 12 ? 'am' : 'pm'}`;
      const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(slot));
      await expect(page.getByTestId('ride-when')).toContainText(`${date}, ${time}`);
      await expect(page.getByTestId('ride-when')).toContainText('IST');
      await expect(page.getByTestId('shop-name')).toHaveText(stock.myShop.shopName);
      await expect(page.getByTestId('shop-address')).toContainText(stock.myShop.address1);
      await expect(page.getByTestId('shop-hours')).toContainText('10:00–19:00');
      await expect(page.getByTestId('next-steps')).toContainText('driving licence');

      const call = confirmation.getByTestId('call-shop');
      await expect(call).toHaveAttribute('href', `tel:${stock.myShop.phone}`);
      const directions = confirmation.getByTestId('directions');
      await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(decodeURIComponent((await directions.getAttribute('href'))!.split('query=')[1]!)).toContain(stock.myShop.address1);

      // large enough to tap, and nothing wider than the screen
      for (const button of [call, directions, confirmation.getByTestId('add-to-calendar')]) {
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Add to calendar: the ride's .ics, as its mails attach it
      const [answer, download] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/api/test-drive/${rideId}/calendar.ics`)),
        page.waitForEvent('download'),
        confirmation.getByTestId('add-to-calendar').click(),
      ]);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^text\/calendar/);
      expect(download.suggestedFilename()).toBe(`test-ride-${rideId}.ics`);
      const ics = fs.readFileSync((await download.path())!, 'utf8');
      expect(ics.split(/\r?\n/)[0]).toBe('BEGIN:VCALENDAR');
      expect(ics).toContain(`UID:test-ride-${rideId}@evbazaar.in`);

      // My Test Rides: the ride under Upcoming, with the shop's phone and directions, linking back here
      await page.getByRole('link', { name: 'All my test rides' }).click();
      await page.waitForURL('**/book_ride');
      const ride = page.getByTestId('rides-upcoming').locator(`[data-ride-id="${rideId}"]`);
      await expect(ride).toBeVisible();
      await expect(ride.getByTestId('call-shop')).toHaveAttribute('href', `tel:${stock.myShop.phone}`);
      await expect(ride.getByTestId('directions')).toBeVisible();
      const tap = (await ride.getByTestId('call-shop').boundingBox())!;
      expect(tap.height).toBeGreaterThanOrEqual(44);
      await expect(page.getByTestId('rides-past').locator(`[data-ride-id="${rideId}"]`)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await ride.screenshot({ path: `test-results/upcoming-ride-${viewport.width}.png` });
      await ride.getByTestId('ride-details').click();
      await page.waitForURL(`**/book_ride/${rideId}`);
      await expect(page.getByTestId('shop-name')).toHaveText(stock.myShop.shopName);
      await page.screenshot({ path: `test-results/ride-confirmation-${viewport.width}.png`, fullPage: true });
    });
  });
}
