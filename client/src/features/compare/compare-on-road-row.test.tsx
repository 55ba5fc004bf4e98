import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filter, map, pipe } from 'wonka';
import { Client, cacheExchange, makeResult, type Exchange } from '@urql/core';
import { CHOSEN_STATE_KEY } from '../../components/chosen-state';
import { renderAt } from '../../test/render';
import { DELHI_RATES as DELHI } from '../../test/state-rates';
import { CompareOnRoadRow } from './compare-on-road-row';
import { CompareTable } from './compare-table';
import type { ComparedVehicle } from './compare-rows';
import { vehicle as compared } from './test-vehicle';

const vehicle = (id: string, price: number, battery: number): ComparedVehicle =>
  compared({ id, slug: id, name: `Scooter ${id}`, price, topSpeed: 80, range: 100, effectiveRange: 100, charging: 4, battery });

// a real client answering the state list and Delhi's rates at the network's place
const answer: Exchange = () => (operations$) =>
  pipe(
    operations$,
    filter((op) => op.kind === 'query'),
    map((op) =>
      makeResult(op, {
        data: op.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.name?.value === 'PricingStateList')
          ? { pricingStates: [{ __typename: 'PricingState', stateId: 'IN-DL', stateName: 'Delhi' }] }
          : { pricingState: { __typename: 'PricingState', ...DELHI } },
      }),
    ),
  );

const table = (
  <CompareTable
    vehicles={[vehicle('a', 146_999, 2.9), vehicle('t', 94_999, 2.2)]}
    differencesOnly={false}
    onDifferencesOnlyChange={() => {}}
    onRemove={() => {}}
    onRoadPriceRow={(shown) => <CompareOnRoadRow vehicles={shown} />}
  />
);

describe('the compare on-road price row', () => {
  afterEach(() => window.localStorage.clear());

  it('asks for a state, then shows each on-road price for it under the ex-showroom price, the lowest marked best', async () => {
    renderAt('/', [{ path: '/', element: table }], new Client({ url: '/graphql', exchanges: [cacheExchange, answer] }));
    const rows = () => screen.getAllByRole('row').map((r) => r.getAttribute('data-row'));
    expect(rows().indexOf('On-road price')).toBe(rows().indexOf('Price (ex-showroom)') + 1);

    await screen.findByRole('option', { name: 'Delhi' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Choose a state' }), 'IN-DL');

    const row = await screen.findByRole('row', { name: /On-road price in Delhi/ });
    const cells = within(row).getAllByRole('cell');
    // decision 0030: paid at the counter, 1,46,999 + 400 + 7,350 and 94,999 + 400 + 4,750
    expect(cells[0]).toHaveTextContent('₹1,54,749.00');
    expect(cells[0]).not.toHaveAttribute('data-best');
    expect(cells[1]).toHaveTextContent('₹1,00,149.00Best');
    expect(cells[1]).toHaveAttribute('data-best', 'true');
    // then after Delhi's subsidy, reimbursed after purchase: less 14,500 and 11,000
    expect(rows().indexOf('After state subsidy')).toBe(rows().indexOf('On-road price') + 1);
    const after = within(screen.getByRole('row', { name: /After state subsidy in Delhi/ })).getAllByRole('cell');
    expect(after[0]).toHaveTextContent('₹1,40,249.00');
    expect(after[1]).toHaveTextContent('₹89,149.00Best');
    expect(window.localStorage.getItem(CHOSEN_STATE_KEY)).toBe('IN-DL');
  });
});
