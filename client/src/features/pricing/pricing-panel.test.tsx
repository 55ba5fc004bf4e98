import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromValue, never } from 'wonka';
import type { Client } from 'urql';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { CHOSEN_STATE_KEY } from '../../components/chosen-state';
import { TOKEN_KEY } from '../../lib/session-token';
import { fakeToken, renderAt } from '../../test/render';
import { PricingPanel, type PricingProduct } from './pricing-panel';

const rule = (kind: 'PERCENT' | 'FIXED' | 'PER_KWH', value: number, extra: Record<string, number> = {}) => ({
  __typename: 'RateRule' as const,
  kind,
  value,
  cap: null,
  capPercent: null,
  maxExShowroom: null,
  source: 'Maharashtra Electric Vehicle Policy 2025',
  verifiedOn: '2026-11-01',
  ...extra,
});

const MAHARASHTRA = {
  __typename: 'PricingState' as const,
  stateId: 'IN-MH',
  stateName: 'Maharashtra',
  policy: 'Maharashtra Electric Vehicle Policy 2025',
  electricityTariff: 9.8,
  tariffSource: 'MSEDCL tariff order',
  tariffVerifiedOn: '2026-11-01',
  petrolPrice: 103.5,
  petrolSource: 'OMC retail price',
  petrolVerifiedOn: '2026-11-01',
  rates: [
    {
      __typename: 'VehicleRates' as const,
      vehicleType: 'SCOOTER',
      roadTax: rule('PERCENT', 0),
      registration: rule('FIXED', 400),
      insurance: rule('PERCENT', 5),
      stateSubsidy: rule('PERCENT', 10, { cap: 10_000 }),
      centralIncentive: rule('PER_KWH', 2500, { cap: 5000, maxExShowroom: 150_000 }),
      petrolMileage: 45,
      petrolMileageSource: 'ARAI',
    },
  ],
};

const ON_ROAD = {
  __typename: 'OnRoadPrice' as const,
  stateId: 'IN-MH',
  stateName: 'Maharashtra',
  colorId: 'c1',
  exShowroom: 120_000,
  // decision 0030: the central incentive is included in ex-showroom, the state subsidy reimbursed later
  onRoad: 126_400,
  effectiveCost: 116_400,
  indicative: true,
  lines: [
    {
      __typename: 'PriceLine' as const,
      label: 'Road tax / RTO',
      amount: 0,
      appliesTo: 'COUNTER' as const,
      source: 'Maharashtra Electric Vehicle Policy 2025',
      verifiedOn: '2026-11-01',
    },
    { __typename: 'PriceLine' as const, label: 'Registration', amount: 400, appliesTo: 'COUNTER' as const, source: 'RTO fees', verifiedOn: '2026-11-01' },
    { __typename: 'PriceLine' as const, label: 'Insurance', amount: 6000, appliesTo: 'COUNTER' as const, source: 'IRDAI', verifiedOn: '2026-11-01' },
    {
      __typename: 'PriceLine' as const,
      label: 'State EV subsidy',
      amount: -10_000,
      appliesTo: 'AFTER_PURCHASE' as const,
      source: 'Maharashtra Electric Vehicle Policy 2025',
      verifiedOn: '2026-11-01',
    },
    {
      __typename: 'PriceLine' as const,
      label: 'Central incentive',
      amount: -5000,
      appliesTo: 'INCLUDED' as const,
      source: 'PM E-DRIVE',
      verifiedOn: '2026-11-01',
    },
  ],
};

const nameOf = (query: DocumentNode) => (query.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;

function pricingClient() {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    PricingStateList: { pricingStates: [{ __typename: 'PricingState', stateId: 'IN-MH', stateName: 'Maharashtra' }] },
    StateRates: { pricingState: MAHARASHTRA },
    VisitorProfileState: { me: { __typename: 'User', id: 'u1', stateId: 'IN-MH' } },
    OnRoadPrice: { onRoadPrice: ON_ROAD },
  };
  const client = {
    executeQuery: (operation: { query: DocumentNode }) => {
      const name = nameOf(operation.query)!;
      asked.push(name);
      return fromValue({ operation, data: answers[name], stale: false, hasNext: false });
    },
    executeMutation: () => never,
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, asked };
}

const scooter: PricingProduct = { id: 'p1', price: 120_000, vehicleType: 'SCOOTER', battery: 3, charging: 5, rangeMin: 82.6, range: 120, rangeMax: 130 };

describe('the price tools on a product page', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('asks for a state first, then shows the on-road lines of the chosen one and keeps the choice', async () => {
    const { client } = pricingClient();
    renderAt('/products/p1', [{ path: '/products/:id', element: <PricingPanel product={scooter} colorId="c1" exShowroom={120_000} /> }], client);
    expect(screen.getByText('Choose your state to see the on-road price, line by line.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Your state' }), 'IN-MH');
    const lines = await screen.findByLabelText('On-road price lines');
    expect(within(lines).getByText('State EV subsidy')).toBeInTheDocument();
    expect(within(lines).getByText('− ₹10,000.00')).toBeInTheDocument();
    expect(within(lines).getByText(/^reimbursed after purchase · Maharashtra Electric Vehicle Policy 2025/)).toBeInTheDocument();
    // on-road: paid at the counter, above ex-showroom; then the effective cost after the state subsidy
    expect(within(lines).getByText('On-road price')).toBeInTheDocument();
    expect(within(lines).getByText('₹1,26,400.00')).toBeInTheDocument();
    expect(within(lines).getByText('After state subsidy')).toBeInTheDocument();
    expect(within(lines).getByText('₹1,16,400.00')).toBeInTheDocument();
    // the central incentive: an information line inside ex-showroom, carrying its amount
    expect(within(lines).getByText('Central incentive')).toBeInTheDocument();
    expect(within(lines).getByText(/^included in ex-showroom · PM E-DRIVE/)).toBeInTheDocument();
    expect(within(lines).getByText('(− ₹5,000.00)')).toBeInTheDocument();
    expect(within(lines).getByText('Indicative')).toBeInTheDocument();
    expect(window.localStorage.getItem(CHOSEN_STATE_KEY)).toBe('IN-MH');
  });

  it("starts from a signed-in user's profile state until the visitor chooses one", async () => {
    window.sessionStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u1', email: 'asha@example.com', name: 'Asha', role: 'USER' }));
    const { client, asked } = pricingClient();
    renderAt('/products/p1', [{ path: '/products/:id', element: <PricingPanel product={scooter} colorId="c1" exShowroom={120_000} /> }], client);
    const lines = await screen.findByLabelText('On-road price lines');
    expect(within(lines).getByText('On-road price in Maharashtra')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Your state' })).toHaveValue('IN-MH');
    expect(asked).toContain('VisitorProfileState');
    expect(window.localStorage.getItem(CHOSEN_STATE_KEY)).toBeNull();
  });

  it('works out the EMI on the on-road price from the down payment', async () => {
    window.localStorage.setItem(CHOSEN_STATE_KEY, 'IN-MH');
    const { client } = pricingClient();
    renderAt('/products/p1', [{ path: '/products/:id', element: <PricingPanel product={scooter} colorId="c1" exShowroom={120_000} /> }], client);
    // financed at the counter: the on-road price, not the effective cost after the subsidy paid later
    await screen.findByText('On the on-road price in Maharashtra of ₹1,26,400.00');
    const down = screen.getByRole('spinbutton', { name: 'Down payment' });
    await userEvent.clear(down);
    await userEvent.type(down, '26400');
    // ₹1,00,000 at 9.5 % for 36 months
    await waitFor(() => expect(screen.getByTestId('emi-per-month')).toHaveTextContent('₹3,203.29'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Down payment in' }), 'percent');
    await userEvent.clear(down);
    await userEvent.type(down, '100');
    await waitFor(() => expect(screen.getByTestId('emi-per-month')).toHaveTextContent('₹0.00'));
  });

  it("checks a 38 km commute and the monthly running cost with the state's defaults", async () => {
    window.localStorage.setItem(CHOSEN_STATE_KEY, 'IN-MH');
    const { client } = pricingClient();
    renderAt('/products/p1', [{ path: '/products/:id', element: <PricingPanel product={scooter} colorId="c1" exShowroom={120_000} /> }], client);
    const daily = await screen.findByRole('spinbutton', { name: 'Daily distance (km)' });
    expect(screen.getByRole('spinbutton', { name: 'Electricity tariff (₹/kWh)' })).toHaveValue(9.8);
    expect(screen.getByRole('spinbutton', { name: 'Petrol mileage (km/L)' })).toHaveValue(45);
    await userEvent.clear(daily);
    await userEvent.type(daily, '38');
    expect(screen.getByTestId('commute-check')).toHaveTextContent('Fits your 38 km day with 54 % to spare; charge every 2 days (4.6 h each)');
    await userEvent.clear(daily);
    await userEvent.type(daily, '150');
    expect(screen.getByTestId('commute-check')).toHaveTextContent('Does not fit your 150 km day: the real-world range is 82.6 km');
  });
});
