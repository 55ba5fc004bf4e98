import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { getSystem } from '../../lib/theme';
import { SlotPicker } from './slot-picker';

const slot = (date: string, clock: string, end: string) => ({
  __typename: 'RideSlot',
  start: `${date}T${clock}:00+05:30`,
  end: `${date}T${end}:00+05:30`,
  remaining: 1,
});

/** Answers the shop's slot days: the 24th open at 11:00 and 12:00, the 25th full, the 26th at 10:00; or no days (no hours). */
const clientWith = (days: unknown[]) =>
  ({
    executeQuery: (operation: unknown) => fromValue({ operation, data: { testRideSlots: days }, stale: false, hasNext: false }),
    executeMutation: () => never,
    executeSubscription: () => never,
  }) as unknown as Client;

const DAYS = [
  { __typename: 'RideSlotDay', date: '2026-11-24', slots: [slot('2026-11-24', '11:00', '12:00'), slot('2026-11-24', '12:00', '13:00')] },
  { __typename: 'RideSlotDay', date: '2026-11-25', slots: [] },
  { __typename: 'RideSlotDay', date: '2026-11-26', slots: [slot('2026-11-26', '10:00', '11:00')] },
];

function Picker({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SlotPicker
      shopId="s1"
      productId="p1"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function renderPicker(days: unknown[], onChange = jest.fn()) {
  const view = render(
    <ChakraProvider value={getSystem()}>
      <Provider value={clientWith(days)}>
        <Picker onChange={onChange} />
      </Provider>
    </ChakraProvider>,
  );
  return { onChange, view };
}

describe('the slot picker', () => {
  it('shows a date strip with full days disabled and the free India times of the chosen day', async () => {
    const { onChange } = renderPicker(DAYS);
    const dates = within(screen.getByRole('radiogroup', { name: 'Date' })).getAllByRole('radio');
    expect(dates.map((d) => d.textContent)).toEqual(['Tue, 24 Nov', 'Wed, 25 Nov', 'Thu, 26 Nov']);
    expect(dates[1]).toBeDisabled();
    expect(dates[0]).toHaveAttribute('aria-checked', 'true');
    const times = () =>
      within(screen.getByRole('radiogroup', { name: 'Time' }))
        .getAllByRole('radio')
        .map((t) => t.textContent);
    expect(times()).toEqual(['11:00', '12:00']);

    await userEvent.click(screen.getByRole('radio', { name: '11:00' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24T11:00:00+05:30');
    expect(screen.getByRole('radio', { name: '11:00' })).toHaveAttribute('aria-checked', 'true');
    // another day clears the chosen time
    await userEvent.click(dates[2]!);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(times()).toEqual(['10:00']);
  });

  it('is one Tab stop per strip: the arrow keys choose the day (past a full one), Space the time', async () => {
    const { onChange } = renderPicker(DAYS);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Tue, 24 Nov' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    // the 25th is full
    const thursday = screen.getByRole('radio', { name: 'Thu, 26 Nov' });
    expect(thursday).toHaveFocus();
    expect(thursday).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(screen.getByRole('radio', { name: '10:00' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-26T10:00:00+05:30');
    // back to the date strip: one Shift+Tab, onto the chosen day
    await user.tab({ shift: true });
    expect(thursday).toHaveFocus();
  });

  it('shows nothing for a shop without hours, so the booking stays a request without a time', () => {
    renderPicker([]);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
