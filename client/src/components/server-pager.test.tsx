import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerPager, useServerPage } from './server-pager';

/** A screen reading a list of `total` rows from the server, `limit` a page; shows which page it asks for. */
function Screen({ total, limit }: { total: number | undefined; limit?: number }) {
  const paging = useServerPage(limit);
  return (
    <>
      <p data-testid="asked">
        page {paging.variables.page}, limit {paging.variables.limit}
      </p>
      <ServerPager paging={paging} total={total} />
    </>
  );
}

const renderScreen = (total: number | undefined, limit?: number) => {
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <Screen total={total} limit={limit} />
    </ChakraProvider>,
  );
  const rerender = (next: number | undefined) =>
    view.rerender(
      <ChakraProvider value={defaultSystem}>
        <Screen total={next} limit={limit} />
      </ChakraProvider>,
    );
  return { rerender };
};

describe('ServerPager', () => {
  it('asks for the first page of 20 and hides itself while everything fits on one page', () => {
    renderScreen(20);
    expect(screen.getByTestId('asked')).toHaveTextContent('page 1, limit 20');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('moves page by page and keeps its place while the next page loads', async () => {
    const { rerender } = renderScreen(45);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('asked')).toHaveTextContent('page 2, limit 20');
    // the answer of page 2 is on its way: no count yet, the pager stays
    rerender(undefined);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('steps back to the new last page when the last one empties', async () => {
    const { rerender } = renderScreen(41);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('asked')).toHaveTextContent('page 3, limit 20');
    await act(async () => rerender(40));
    expect(screen.getByTestId('asked')).toHaveTextContent('page 2, limit 20');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});
