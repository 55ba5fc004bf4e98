import { addDays, indiaDateOf, weekdayIndex } from '@evbazaar/common';
import { expect, test } from './fixtures';
import { gql, inviteField, inviteOf, logInThroughForm, pendingProductIds, unfold, writtenMails } from './support';

/** The first India date from tomorrow on which the demo shops are open (Monday to Saturday). */
function nextOpenDay() {
  let day = addDays(indiaDateOf(new Date()), 1);
  while (weekdayIndex(day) === 6) day = addDays(day, 1);
  return day;
}

/** The calendar invites the customer has received about one ride so far, oldest first. */
function customerInvites(email: string, rideId: string) {
  const uid = `test-ride-${rideId}@evbazaar.in`;
  return writtenMails()
    .filter((eml) => new RegExp(`^To:.*${email.replace(/[.@]/g, '\\$&')}`, 'mi').test(unfold(eml)))
    .map(inviteOf)
    .filter((ics): ics is string => ics !== undefined && inviteField(ics, 'UID') === uid);
}

/** Waits (the outbox worker sends every couple of seconds) until the customer holds `count` invites of the ride. */
async function waitForInvites(email: string, rideId: string, count: number) {
  await expect
    .poll(() => customerInvites(email, rideId).length, { timeout: 20_000, message: `${count} calendar invites for ride ${rideId}` })
    .toBeGreaterThanOrEqual(count);
  return customerInvites(email, rideId);
}

/** An .ics UTC time (20261125T053000Z) of an India time such as 2026-11-25T11:00:00+05:30. */
const icsUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test.describe('test rides on the shop calendar', () => {
  test("a customer books the 11:00 slot of the next open day, the dealer confirms, the customer moves it to 12:00 and cancels it with a reason, and each step's calendar invite reaches the customer's mailbox", async ({
    server,
    page,
    demoToken,
  }) => {
    const dealerToken = await demoToken('dealer@example.com');
    const stock = await gql<{
      myProductAvailability: { isAvailable: boolean; product: { id: string; name: string; slug: string } }[];
      myShop: { id: string; cityName: string };
    }>(server.url, '{ myProductAvailability { isAvailable product { id name slug } } myShop { id cityName } }', {}, dealerToken);
    // a product the customer has no open request for at this shop (one pending request per product and shop)
    const customerToken = await demoToken('user@example.com');
    const open = await pendingProductIds(server.url, customerToken, stock.myShop.id);
    const product = stock.myProductAvailability.filter((a) => a.isAvailable && !open.has(a.product.id)).at(-1)!.product;
    const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(server.url, '{ locations { id cityName } }');
    const location = locations.find((l) => l.cityName === stock.myShop.cityName)!;
    const day = nextOpenDay();

    await logInThroughForm(page, server.url, 'user@example.com', `/products/${product.id}`);
    await page.waitForURL(`**/products/${product.id}`);
    await page.getByLabel('Location').selectOption(location.id);
    await page.waitForFunction((id) => Boolean(document.querySelector(`select[name="shopId"] option[value="${id}"]`)), stock.myShop.id);
    await page.getByLabel('Shop', { exact: true }).selectOption(stock.myShop.id);
    // the shop's response badge is shown where the customer chooses it
    await expect(page.getByTestId('response-badge')).toContainText(/usually confirms within/);

    // the date strip and the free times of the chosen shop
    const picker = page.getByRole('group', { name: 'Choose a time (optional)' });
    await picker.locator(`[data-date="${day}"]`).click();
    await picker.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: '11:00' }).click();
    await page.getByRole('button', { name: 'Book Test Drive' }).click();
    await page.getByText(/Test drive booked successfully for .*11:00/).waitFor();

    const rides = await gql<{ myTestDrives: { id: string; status: string; slotStart: string | null; product: { id: string } }[] }>(
      server.url,
      '{ myTestDrives { id status slotStart product { id } } }',
      {},
      customerToken,
    );
    const rideId = rides.myTestDrives.find((r) => r.product.id === product.id && r.status === 'PENDING' && r.slotStart === `${day}T11:00:00+05:30`)!.id;

    // the booking mail: an invite to the 11:00 slot, its UID kept for the whole life of the ride
    const [booking] = await waitForInvites('user@example.com', rideId, 1);
    expect(inviteField(booking!, 'METHOD')).toBe('REQUEST');
    expect(inviteField(booking!, 'DTSTART')).toBe(icsUtc(`${day}T11:00:00+05:30`));
    const uid = inviteField(booking!, 'UID');
    const bookedSequence = Number(inviteField(booking!, 'SEQUENCE'));

    // the dealer confirms: the same event, a higher SEQUENCE
    await gql(server.url, 'mutation($id: ID!) { setTestDriveStatus(id: $id, status: CONFIRMED) { status } }', { id: rideId }, dealerToken);
    const confirmation = (await waitForInvites('user@example.com', rideId, 2)).at(-1)!;
    expect(inviteField(confirmation, 'UID')).toBe(uid);
    expect(inviteField(confirmation, 'METHOD')).toBe('REQUEST');
    const confirmedSequence = Number(inviteField(confirmation, 'SEQUENCE'));
    expect(confirmedSequence).toBeGreaterThan(bookedSequence);

    await page.goto(`${server.url}/book_ride`);
    const ride = page.locator(`[data-ride-id="${rideId}"]`);
    await expect(ride).toContainText('confirmed');
    await expect(ride.getByTestId('ride-slot')).toContainText('11:00 am – 12:00 pm IST');
    await expect(ride.getByRole('link', { name: product.name })).toHaveAttribute('href', `/products/${product.slug}`);

    // move it to 12:00 the same day
    await ride.getByRole('button', { name: `Change time of ${product.name}` }).click();
    const mover = ride.getByRole('group', { name: 'Choose the new time' });
    await mover.locator(`[data-date="${day}"]`).click();
    await mover.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: '12:00' }).click();
    await ride.getByRole('button', { name: 'Move to this time' }).click();
    await page.getByText(/Test ride moved to .*12:00/).waitFor();
    await expect(ride.getByTestId('ride-slot')).toContainText('12:00 pm – 1:00 pm IST');

    // the dealer's list shows the new slot
    const dealerView = await gql<{ dealerTestDrives: { product: { id: string }; slotStart: string | null; status: string }[] }>(
      server.url,
      '{ dealerTestDrives { product { id } slotStart status } }',
      {},
      dealerToken,
    );
    expect(
      dealerView.dealerTestDrives.find((r) => r.product.id === product.id && r.status === 'CONFIRMED' && r.slotStart === `${day}T12:00:00+05:30`),
    ).toBeTruthy();
    // the customer's calendar moves the one event to 12:00
    const moved = (await waitForInvites('user@example.com', rideId, 3)).at(-1)!;
    expect(inviteField(moved, 'UID')).toBe(uid);
    expect(inviteField(moved, 'METHOD')).toBe('REQUEST');
    expect(inviteField(moved, 'DTSTART')).toBe(icsUtc(`${day}T12:00:00+05:30`));
    const movedSequence = Number(inviteField(moved, 'SEQUENCE'));
    expect(movedSequence).toBeGreaterThan(confirmedSequence);

    // cancel with a reason
    await ride.getByRole('button', { name: 'Cancel Ride' }).click();
    await page.getByText('Are you sure you want to cancel this test ride?').waitFor();
    await page.getByRole('textbox', { name: 'Reason (optional)' }).fill('Plans changed');
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByText('Test ride cancelled successfully').waitFor();
    await expect(ride).toContainText('Cancelled by you: Plans changed');
    await expect(ride.getByTestId('ride-slot')).toContainText('12:00 pm – 1:00 pm IST');
    // and the customer's calendar removes it
    const cancellation = (await waitForInvites('user@example.com', rideId, 4)).at(-1)!;
    expect(inviteField(cancellation, 'UID')).toBe(uid);
    expect(inviteField(cancellation, 'METHOD')).toBe('CANCEL');
    expect(Number(inviteField(cancellation, 'SEQUENCE'))).toBeGreaterThan(movedSequence);
  });

  test('a dealer moves a booked slot, cancels it with a reason the customer sees, and opens on Sundays from the profile page', async ({
    server,
    demoToken,
    asUser: cp,
    asDealer: dp,
  }) => {
    const userToken = await demoToken('user@example.com');
    const stock = await gql<{
      myProductAvailability: { isAvailable: boolean; product: { id: string; name: string } }[];
      myShop: { id: string; cityName: string };
    }>(server.url, '{ myProductAvailability { isAvailable product { id name } } myShop { id cityName } }', {}, await demoToken('dealer@example.com'));
    const mine = await gql<{ myTestDrives: { status: string; product: { id: string }; shop: { id: string } }[] }>(
      server.url,
      '{ myTestDrives { status product { id } shop { id } } }',
      {},
      userToken,
    );
    const open = new Set(mine.myTestDrives.filter((r) => r.status === 'PENDING' && r.shop.id === stock.myShop.id).map((r) => r.product.id));
    const product = stock.myProductAvailability.filter((a) => a.isAvailable && !open.has(a.product.id))[0]!.product;
    const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(server.url, '{ locations { id cityName } }');
    const location = locations.find((l) => l.cityName === stock.myShop.cityName)!;
    const day = nextOpenDay();
    await gql(
      server.url,
      'mutation($input: BookTestDriveInput!) { bookTestDrive(input: $input) { id } }',
      { input: { productId: product.id, locationId: location.id, shopId: stock.myShop.id, slotStart: `${day}T14:00:00+05:30` } },
      userToken,
    );

    // the dealer sees the slot and cancels with a reason
    await dp.goto(`${server.url}/dashboard/dealer/book_ride`);
    const booked = dp.getByTestId('ride-row').filter({ hasText: product.name }).filter({ hasText: '2:00 pm – 3:00 pm IST' });
    await booked.waitFor();
    // the time agreed by phone moves to 13:00
    await booked.getByRole('button', { name: `Change time of ${product.name}` }).click();
    const mover = booked.getByRole('group', { name: 'Choose the new time' });
    await mover.locator(`[data-date="${day}"]`).click();
    await mover.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: '13:00' }).click();
    await booked.getByRole('button', { name: 'Move to this time' }).click();
    await dp.getByText(/Test ride moved to .*1:00 pm/).waitFor();
    const row = dp.getByTestId('ride-row').filter({ hasText: product.name }).filter({ hasText: '1:00 pm – 2:00 pm IST' });
    await row.waitFor();
    await row.getByRole('combobox', { name: new RegExp(`^Status of `) }).selectOption({ label: 'cancelled' });
    await dp.getByRole('textbox', { name: 'Reason for the customer' }).fill('Vehicle in service');
    await dp.getByRole('button', { name: 'Cancel the ride' }).click();
    await dp.getByText('Test ride status updated successfully').waitFor();

    // the customer reads it on My Test Rides
    await cp.goto(`${server.url}/book_ride`);
    await expect(
      cp.getByTestId('ride').filter({ hasText: product.name }).filter({ hasText: 'Cancelled by the shop: Vehicle in service' }).first(),
    ).toBeVisible();

    // the dealer opens on Sundays, 10:00 to 14:00
    await dp.goto(`${server.url}/dashboard/dealer/profile`);
    const hours = dp.getByRole('form', { name: 'Test-ride hours' });
    await hours.getByLabel('Sunday opens').fill('10:00');
    await hours.getByLabel('Sunday closes').fill('14:00');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await dp.getByText('Opening hours saved').waitFor();
    let sunday = addDays(indiaDateOf(new Date()), 1);
    while (weekdayIndex(sunday) !== 6) sunday = addDays(sunday, 1);
    const slots = await gql<{ testRideSlots: { date: string; slots: { start: string }[] }[] }>(
      server.url,
      'query($s: ID!, $p: ID!, $f: Date) { testRideSlots(shopId: $s, productId: $p, from: $f, days: 1) { date slots { start } } }',
      { s: stock.myShop.id, p: product.id, f: sunday },
    );
    expect(slots.testRideSlots[0]!.slots.map((x) => x.start.slice(11, 16))).toEqual(['10:00', '11:00', '12:00', '13:00']);
  });
});

test.describe('test-ride times on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the date strip, the free times and a move to another time fit the screen', async ({ server, demoToken, asUser: page }) => {
    const stock = await gql<{ myProductAvailability: { isAvailable: boolean; product: { id: string } }[]; myShop: { id: string; cityName: string } }>(
      server.url,
      '{ myProductAvailability { isAvailable product { id } } myShop { id cityName } }',
      {},
      await demoToken('dealer@example.com'),
    );
    const productId = stock.myProductAvailability.find((a) => a.isAvailable)!.product.id;
    const { locations } = await gql<{ locations: { id: string; cityName: string }[] }>(server.url, '{ locations { id cityName } }');
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(`${server.url}/products/${productId}`);
    await page.getByLabel('Location').selectOption(locations.find((l) => l.cityName === stock.myShop.cityName)!.id);
    await page.waitForFunction((id) => Boolean(document.querySelector(`select[name="shopId"] option[value="${id}"]`)), stock.myShop.id);
    await page.getByLabel('Shop', { exact: true }).selectOption(stock.myShop.id);
    const times = page.getByRole('group', { name: 'Choose a time (optional)' }).getByRole('radiogroup', { name: 'Time' });
    await times.getByRole('radio').first().waitFor();
    const box = await times.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await noSideScroll()).toBe(true);

    // the demo user's seeded ride with a slot moves on the phone too
    await page.goto(`${server.url}/book_ride`);
    await page
      .getByRole('button', { name: /^Change time of / })
      .first()
      .click();
    const mover = page.getByRole('group', { name: 'Choose the new time' });
    await mover.getByRole('radio').first().waitFor();
    const moverBox = await mover.boundingBox();
    expect(moverBox!.x + moverBox!.width).toBeLessThanOrEqual(360);
    expect(await noSideScroll()).toBe(true);
  });
});
