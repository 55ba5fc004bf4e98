import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSystem } from '../lib/theme';
import { CountBarChart } from './dashboard-stats';

describe('a dashboard chart', () => {
  it('is an image named by its title, with its figures as a table under it', async () => {
    render(
      <ChakraProvider value={getSystem()}>
        <CountBarChart
          title="Users by role"
          columns={['Role', 'Users']}
          data={[
            { label: 'User', value: 12 },
            { label: 'Dealer', value: 3 },
            { label: 'Agent', value: null },
          ]}
        />
      </ChakraProvider>,
    );
    expect(screen.getByRole('img', { name: /^Users by role: bar chart/ })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Show Users by role as a table'));
    const table = screen.getByRole('table', { name: 'Users by role' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Role', 'Users']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent));
    // a missing figure is 0, as on the chart
    expect(rows).toEqual([
      ['User', '12'],
      ['Dealer', '3'],
      ['Agent', '0'],
    ]);
  });
});
