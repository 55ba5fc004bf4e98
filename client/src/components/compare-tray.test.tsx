import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { addToTray, resetTrayCache } from '../lib/compare-tray';
import { getSystem } from '../lib/theme';
import { CompareTray } from './compare-tray';
import { MAIN_ID } from './skip-link';

const vehicle = (n: number) => ({ id: `p${n}`, slug: `vehicle-${n}`, name: `Vehicle ${n}` });

function renderTray() {
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter initialEntries={['/e_vehicles/scooter']}>
        <main id={MAIN_ID} tabIndex={-1}>
          the page
        </main>
        <CompareTray />
      </MemoryRouter>
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
});
