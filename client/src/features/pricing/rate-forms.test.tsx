import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { fromValue, never } from 'wonka';
import { Provider, type Client } from 'urql';
import { getSystem } from '../../lib/theme';
import { DELHI_RATES } from '../../test/state-rates';
import { VehicleRatesFormModal } from './rate-forms';

const STATE = {
  ...DELHI_RATES,
  __typename: 'PricingState' as const,
  updatedAt: '2026-11-01T00:00:00.000Z',
  rates: DELHI_RATES.rates.map((r) => ({ ...r, updatedAt: '2026-11-01T00:00:00.000Z' })),
};

/** A client that records the rates the form saves and answers as the server does. */
function savingClient() {
  const saved: { input: Record<string, unknown> }[] = [];
  const client = {
    executeQuery: () => never,
    executeMutation: (operation: { variables: { input: Record<string, unknown> } }) => {
      saved.push(operation.variables);
      return fromValue({
        operation,
        data: { savePricingRates: { __typename: 'PricingState', stateId: 'IN-DL', updatedAt: 'now' } },
        stale: false,
        hasNext: false,
      });
    },
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, saved };
}

describe('the rates editor', () => {
  it('edits whether the state subsidy is deducted at the counter or reimbursed after purchase', async () => {
    const { client, saved } = savingClient();
    render(
      <ChakraProvider value={getSystem()}>
        <Provider value={client}>
          <VehicleRatesFormModal state={STATE} vehicleType="SCOOTER" onClose={() => {}} />
        </Provider>
      </ChakraProvider>,
    );
    const dialog = within(screen.getByRole('dialog'));
    const paid = dialog.getByRole('combobox', { name: 'State subsidy is' });
    expect(paid).toHaveValue('AFTER_PURCHASE');
    expect(
      within(paid)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['deducted at the counter', 'reimbursed after purchase']);
    await userEvent.selectOptions(paid, 'COUNTER');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].input).toMatchObject({ stateSubsidyAppliesTo: 'COUNTER', stateSubsidy: { kind: 'PER_KWH' } });
    // a form of many fields: rendering and filling it takes longer than the 5 s default on a busy machine
  }, 30_000);
});
