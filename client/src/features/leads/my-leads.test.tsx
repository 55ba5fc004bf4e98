import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError, Provider, type Client, type Operation } from 'urql';
import { fromValue, merge, never } from 'wonka';
import { getSystem } from '../../lib/theme';
import type { LeadListFieldsFragment } from './leads.generated';
import { MyLeads } from './my-leads';

const LEAD: LeadListFieldsFragment = {
  id: 'l1',
  source: 'OFFER_REQUEST',
  status: 'CONTACTED',
  name: 'Kavya Iyer',
  email: 'kavya@example.com',
  phone: '9820011001',
  cityName: 'Mumbai',
  nextFollowUpOn: '2026-11-20',
  overdue: true,
  createdAt: '2026-11-18T10:00:00.000Z',
  product: { id: 'p1', name: 'Ather 450X' },
  agent: { id: 'a1', name: 'Anita Desai', email: 'agent@example.com' },
};
const CALM: LeadListFieldsFragment = { ...LEAD, id: 'l2', name: 'Rahul Verma', status: 'NEW', overdue: false, nextFollowUpOn: null };

/** A server answering the agent's list with `items` (filtered by status as the server does), or failing. */
function leadsClient(items: LeadListFieldsFragment[] | 'fail') {
  const asked: unknown[] = [];
  const client = {
    executeQuery: (operation: Operation) => {
      asked.push(operation.variables);
      // the failure stays the answer (a source that ended would let the hook settle on an empty result)
      if (items === 'fail')
        return merge([fromValue({ operation, error: new CombinedError({ networkError: new Error('down') }), stale: false, hasNext: false }), never]);
      const { status } = operation.variables as { status: string | null };
      const shown = items.filter((l) => !status || l.status === status);
      return fromValue({
        operation,
        data: { myLeads: { __typename: 'LeadPage', total: shown.length, page: 1, totalPages: 1, items: shown } },
        stale: false,
        hasNext: false,
      });
    },
    executeMutation: () => never,
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, asked };
}

const renderWith = (client: Client) =>
  render(
    <ChakraProvider value={getSystem()}>
      <Provider value={client}>
        <MyLeads />
      </Provider>
    </ChakraProvider>,
  );

describe("the agent's leads", () => {
  it('lists the leads with their status, and an overdue follow-up stands out', async () => {
    renderWith(leadsClient([LEAD, CALM]).client);
    const cards = await screen.findAllByTestId('lead-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.dataset.overdue).toBe('true');
    expect(within(cards[0]!).getByText('Overdue')).toBeTruthy();
    expect(within(cards[0]!).getByText('Contacted')).toBeTruthy();
    expect(within(cards[0]!).getByText('Ather 450X · Mumbai · Offer request')).toBeTruthy();
    expect(cards[1]!.dataset.overdue).toBeUndefined();
    expect(within(cards[1]!).getByText('No follow-up set')).toBeTruthy();
  });

  it('filters by status, and says so when none has it', async () => {
    const { client, asked } = leadsClient([CALM]);
    renderWith(client);
    await screen.findAllByTestId('lead-card');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'WON');
    expect(await screen.findByText('No leads with this status.')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ status: 'WON', page: 1 });
  });

  it('shows the empty state', async () => {
    renderWith(leadsClient([]).client);
    expect(await screen.findByText('No leads yet.')).toBeTruthy();
  });

  it('shows the failure state', async () => {
    renderWith(leadsClient('fail').client);
    expect(await screen.findByText('The leads could not be loaded.')).toBeTruthy();
  });
});
