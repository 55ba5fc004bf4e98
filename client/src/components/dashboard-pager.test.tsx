import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DashboardPager } from './dashboard-pager';

/** A list whose server counted `counted` pages, `atLeast` when it stopped counting early (a wide user search). */
function List({ counted, atLeast }: { counted: (page: number) => number; atLeast: boolean }) {
  const [page, setPage] = useState(1);
  return <DashboardPager page={page} totalPages={counted(page)} atLeast={atLeast} onPage={setPage} />;
}

const renderList = (counted: (page: number) => number, atLeast: boolean) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <List counted={counted} atLeast={atLeast} />
    </ChakraProvider>,
  );

describe('DashboardPager', () => {
  it('says "of 101+" when the count stopped early, and Next keeps going as the count moves with the page', async () => {
    // the server counts 1,000 rows past the page asked for: 100 pages of 10 more each time
    renderList((page) => page + 100, true);
    expect(screen.getByText(/Page 1 of 101\+/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Page 2 of 102\+/)).toBeInTheDocument();
  });

  it('gives an exact count without the plus, and no Next on the last page', async () => {
    renderList(() => 2, false);
    expect(screen.getByText(/Page 1 of 2$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
