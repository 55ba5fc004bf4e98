import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@evbazaar/common/src/format/locale';
import { loadNamespace } from '@evbazaar/common/src/i18n/namespace';
import { compareTrayText } from '@evbazaar/common/src/i18n/text/compare-tray.generated';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { addToTray, readTray, resetTrayCache } from '../lib/compare-tray';
import { LocaleProvider } from '../lib/i18n';
import { getSystem } from '../lib/theme';
import { CompareTray } from './compare-tray';
import { MAIN_ID } from './skip-link';

const vehicle = (n: number) => ({ id: `p${n}`, slug: `vehicle-${n}`, name: `Vehicle ${n}` });

function renderTray(locale: Locale = 'en') {
  render(
    <ChakraProvider value={getSystem()}>
      <LocaleProvider value={locale}>
        <MemoryRouter initialEntries={['/e_vehicles/scooter']}>
          <main id={MAIN_ID} tabIndex={-1}>
            the page
          </main>
          <CompareTray />
        </MemoryRouter>
      </LocaleProvider>
    </ChakraProvider>,
  );
}

describe('the compare tray bar', () => {
  beforeEach(() => {
    localStorage.clear();
    resetTrayCache();
  });

  it("gives the focus to the next vehicle's remove button, and to the page once the last one is removed", async () => {
    addToTray(vehicle(1));
    addToTray(vehicle(2));
    renderTray();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Remove Vehicle 1 from compare' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove Vehicle 1 from compare' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Vehicle 2 from compare' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('complementary', { name: 'Compare tray' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('gives the focus to the page when Clear empties it', async () => {
    addToTray(vehicle(1));
    renderTray();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('complementary', { name: 'Compare tray' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows each vehicle’s price compact on a Hindi page (in lakh), and nothing for a vehicle stored without one', async () => {
    await Promise.all([compareTrayText, layoutText].map((namespace) => loadNamespace(namespace, 'hi')));
    addToTray({ ...vehicle(1), price: 124_999 });
    addToTray(vehicle(2));
    renderTray('hi');
    expect(screen.getByText('₹1.25 लाख')).toBeInTheDocument();
    expect(screen.getAllByText(/लाख/)).toHaveLength(1);
  });

  it('keeps only the tray’s own fields and drops a stored vehicle whose price is not a number', () => {
    addToTray({ ...vehicle(1), price: 95_000, description: 'not kept' } as Parameters<typeof addToTray>[0]);
    expect(JSON.parse(localStorage.getItem('compare-tray')!)).toEqual([{ id: 'p1', slug: 'vehicle-1', name: 'Vehicle 1', image: null, price: 95_000 }]);
    localStorage.setItem('compare-tray', JSON.stringify([{ ...vehicle(3), price: 'lots' }, vehicle(4)]));
    expect(readTray().map((v) => v.id)).toEqual(['p4']);
  });
});
