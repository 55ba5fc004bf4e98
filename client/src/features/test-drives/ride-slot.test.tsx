import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { getSystem } from '../../lib/theme';
import { RescheduleRide } from './ride-slot';

const DAYS = [
  {
    __typename: 'RideSlotDay',
    date: '2026-11-24',
    slots: [{ __typename: 'RideSlot', start: '2026-11-24T11:00:00+05:30', end: '2026-11-24T12:00:00+05:30', remaining: 1 }],
  },
];

/** Answers the shop's free times; a move never answers. */
const client = {
  executeQuery: (operation: unknown) => fromValue({ operation, data: { testRideSlots: DAYS }, stale: false, hasNext: false }),
  executeMutation: () => never,
  executeSubscription: () => never,
} as unknown as Client;

const RIDE = { id: 'r1', slotStart: '2026-11-23T10:00:00+05:30', product: { id: 'p1', name: 'Ather 450X' }, shop: { id: 's1' } };

describe('moving a ride to another time', () => {
  it('takes the focus into the free times when they open and back to "Change time" when they close', async () => {
    render(
      <ChakraProvider value={getSystem()}>
        <Provider value={client}>
          <RescheduleRide ride={RIDE} />
        </Provider>
      </ChakraProvider>,
    );
    // the first render takes no focus
    expect(document.body).toHaveFocus();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const times = screen.getByRole('group', { name: 'New time of Ather 450X' });
    expect(times).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Tue, 24 Nov' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'New time of Ather 450X' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change time of Ather 450X' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Keep the current time' }));
    expect(screen.getByRole('button', { name: 'Change time of Ather 450X' })).toHaveFocus();
  });
});
