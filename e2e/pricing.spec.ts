import { emiPlan } from '../common/src/pricing/emi';
import { commuteCheck, realWorldRange } from '../common/src/pricing/running-cost';
import { expect, expectPresent, test } from './fixtures';
import { gql } from './support';

interface Scooter {
  id: string;
  name: string;
  price: number;
  battery: number | null;
  charging: number | null;
  rangeMin: number | null;
  range: number | null;
  rangeMax: number | null;
}

/** A demo scooter under ₹1,50,000 with a battery and a range, as shoppers compare most. */
async function aScooter(url: string): Promise<Scooter> {
  const { products } = await gql<{ products: { items: Scooter[] } }>(
    url,
    '{ products(filter: { vehicleType: SCOOTER, sort: PRICE_ASC, limit: 30 }) { items { id name price battery charging rangeMin range rangeMax } } }',
  );
  const scooter = products.items.find((p) => p.price && p.price <= 150_000 && p.battery && (p.rangeMin || p.range || p.rangeMax));
  if (!scooter) throw new Error('the demo data has no scooter under ₹1,50,000 with a battery and a range');
  return scooter;
}

const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);

test.describe('pricing journeys', () => {
  test('a shopper sets Maharashtra and sees the on-road lines, then the on-road figure on the cards', async ({ server, page }) => {
    const scooter = await aScooter(server.url);
    const expected = await (await fetch(`${server.url}/api/pricing/on-road?productId=${scooter.id}&stateId=IN-MH`)).json();

    await page.goto(`${server.url}/products/${scooter.id}`);
    await page.getByText('Choose your state to see the on-road price, line by line.').waitFor();
    await page.getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Maharashtra' });
    const lines = page.getByLabel('On-road price lines');
    await expect(lines.getByText('On-road price in Maharashtra')).toBeVisible();
    for (const label of ['Ex-showroom price', 'Road tax / RTO', 'Registration', 'Insurance', 'State EV subsidy', 'Central incentive']) {
      await expect(lines.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(lines.getByText(/Maharashtra Electric Vehicle Policy 2025 · last verified/).first()).toBeVisible();
    await expect(lines.getByText('Indicative', { exact: true })).toBeVisible();
    await expect(lines.getByText(rupees(expected.onRoad), { exact: true })).toBeVisible();

    // chosen once: the list's cards show the on-road figure for it too
    await page.goto(`${server.url}/e_vehicles/scooter`);
    await expect(page.getByText(/^On-road in Maharashtra: ₹/).first()).toBeVisible();
  });

  test('a shopper on the Ather 450X picks Maharashtra: on-road above ex-showroom, the incentive included, the cost after state subsidy', async ({
    server,
    page,
  }) => {
    const { products } = await gql<{ products: { items: { id: string; name: string; price: number }[] } }>(
      server.url,
      '{ products(filter: { search: "Ather 450X", limit: 10 }) { items { id name price } } }',
    );
    const ather = products.items.find((p) => p.name === 'Ather 450X');
    expectPresent(ather, 'the demo data has the Ather 450X');
    const answer = await (await fetch(`${server.url}/api/pricing/on-road?productId=${ather.id}&stateId=IN-MH`)).json();
    // ₹1,46,999 ex-showroom; the PM E-DRIVE incentive is already inside it (it was subtracted again: ₹1,39,749)
    expect(answer.exShowroom).toBe(146_999);
    expect(answer.onRoad).toBeGreaterThan(answer.exShowroom);
    expect(answer.effectiveCost).toBeLessThan(answer.onRoad);

    await page.goto(`${server.url}/products/${ather.id}`);
    await page.getByText('Choose your state to see the on-road price, line by line.').waitFor();
    await page.getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Maharashtra' });
    const lines = page.getByLabel('On-road price lines');
    await expect(lines.getByText('On-road price in Maharashtra')).toBeVisible();
    await expect(lines.getByText(rupees(146_999), { exact: true })).toBeVisible();
    await expect(lines.getByText('On-road price', { exact: true })).toBeVisible();
    await expect(lines.getByText(rupees(answer.onRoad), { exact: true })).toBeVisible();
    await expect(lines.getByText('Central incentive', { exact: true })).toBeVisible();
    await expect(lines.getByText(/^included in ex-showroom · PM E-DRIVE/)).toBeVisible();
    await expect(lines.getByText('(− ₹5,000.00)', { exact: true })).toBeVisible();
    await expect(lines.getByText(/^reimbursed after purchase · Maharashtra Electric Vehicle Policy 2025/)).toBeVisible();
    await expect(lines.getByText('After state subsidy', { exact: true })).toBeVisible();
    await expect(lines.getByText(rupees(answer.effectiveCost), { exact: true })).toBeVisible();
    // the loan finances what is paid at the counter
    await expect(page.getByText(`On the on-road price in Maharashtra of ${rupees(answer.onRoad)}`)).toBeVisible();
  });

  test('a shopper sets a down payment and reads the EMI', async ({ server, page }) => {
    const scooter = await aScooter(server.url);
    const { onRoad } = await (await fetch(`${server.url}/api/pricing/on-road?productId=${scooter.id}&stateId=IN-MH`)).json();
    await page.addInitScript(() => localStorage.setItem('evbazaar.pricingState', 'IN-MH'));
    await page.goto(`${server.url}/products/${scooter.id}`);
    await page.getByText(`On the on-road price in Maharashtra of ${rupees(onRoad)}`).waitFor();
    await expect(page.getByRole('spinbutton', { name: 'Interest rate' })).toHaveValue('9.5');
    await expect(page.getByRole('spinbutton', { name: 'Tenure (months)' })).toHaveValue('36');

    await page.getByRole('combobox', { name: 'Down payment in' }).selectOption('percent');
    await page.getByRole('spinbutton', { name: 'Down payment' }).fill('20');
    const plan = emiPlan(onRoad, { kind: 'percent', value: 20 }, 9.5, 36);
    await expect(page.getByTestId('emi-per-month')).toHaveText(rupees(plan.emi));
    await expect(page.getByText(rupees(plan.totalInterest), { exact: true })).toBeVisible();

    await page.getByRole('spinbutton', { name: 'Tenure (months)' }).fill('24');
    const shorter = emiPlan(onRoad, { kind: 'percent', value: 20 }, 9.5, 24);
    await expect(page.getByTestId('emi-per-month')).toHaveText(rupees(shorter.emi));
  });

  test('a shopper enters 38 km a day and reads the commute check', async ({ server, page }) => {
    const scooter = await aScooter(server.url);
    await page.addInitScript(() => localStorage.setItem('evbazaar.pricingState', 'IN-MH'));
    await page.goto(`${server.url}/products/${scooter.id}`);
    await page.getByRole('heading', { name: 'Running cost and commute' }).waitFor();
    const daily = page.getByRole('spinbutton', { name: 'Daily distance (km)' });
    await expect(page.getByRole('spinbutton', { name: 'Electricity tariff (₹/kWh)' })).toHaveValue('9.8');
    await daily.fill('38');
    const check = commuteCheck(38, realWorldRange(scooter)!, scooter.charging);
    const text = check.text.charAt(0).toUpperCase() + check.text.slice(1);
    await expect(page.getByTestId('commute-check')).toContainText(text);
    await expect(page.getByTestId('ev-monthly-cost')).toHaveText(/^₹[\d,]+\.00$/);

    await daily.fill('900');
    await expect(page.getByTestId('commute-check')).toContainText('Does not fit your 900 km day');
  });

  test("an admin corrects a state's petrol price in the back-office and shoppers start from it", async ({ server, asAdmin }) => {
    await asAdmin.goto(`${server.url}/dashboard`);
    await asAdmin.getByRole('link', { name: 'Pricing' }).first().click();
    await asAdmin.waitForURL('**/dashboard/pricing');
    await asAdmin.getByRole('button', { name: 'Edit Kerala', exact: true }).click();
    const petrol = asAdmin.getByLabel('Petrol price (₹/L)');
    await petrol.fill('108.25');
    await asAdmin.getByRole('button', { name: 'Save' }).click();
    // the card shows the saved figure once the dialog closes
    await asAdmin.getByRole('dialog').waitFor({ state: 'detached' });
    await asAdmin.getByText('Tariff ₹6.8/kWh · petrol ₹108.25/L').waitFor();

    const scooter = await aScooter(server.url);
    await asAdmin.evaluate(() => localStorage.setItem('evbazaar.pricingState', 'IN-KL'));
    await asAdmin.goto(`${server.url}/products/${scooter.id}`);
    await asAdmin.getByRole('heading', { name: 'Running cost and commute' }).waitFor();
    await expect(asAdmin.getByRole('spinbutton', { name: 'Petrol price (₹/L)' })).toHaveValue('108.25');
  });
});

test.describe('pricing on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the price tools and the rates editor fit the screen', async ({ server, page, asAdmin }) => {
    const scooter = await aScooter(server.url);
    await page.addInitScript(() => localStorage.setItem('evbazaar.pricingState', 'IN-MH'));
    await page.goto(`${server.url}/products/${scooter.id}`);
    await page.getByLabel('On-road price lines').waitFor();
    await page.getByRole('spinbutton', { name: 'Daily distance (km)' }).fill('38');
    await page.getByTestId('commute-check').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/pricing-phone-product.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await asAdmin.goto(`${server.url}/dashboard/pricing`);
    await asAdmin.getByRole('heading', { name: 'Maharashtra' }).waitFor();
    expect(await asAdmin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await asAdmin.getByRole('button', { name: 'Edit Maharashtra Scooter rates' }).click();
    await asAdmin.getByRole('dialog').getByText('State EV subsidy').waitFor();
    await asAdmin.screenshot({ path: 'test-results/pricing-phone-rates-form.png' });
    const save = await asAdmin.getByRole('button', { name: 'Save' }).boundingBox();
    expect(save!.x + save!.width).toBeLessThanOrEqual(360);
  });
});
