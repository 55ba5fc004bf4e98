import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { CombinedError } from 'urql';
import { QueryState, type QueryResult } from './query-state';
import { EmptyState } from './states';

type Data = { items: string[] };
const failed = new CombinedError({ graphQLErrors: [{ message: 'Not allowed' }] });

const LINE = 'Error fetching items';

/** What the screen shows of a loaded answer. */
const itemList = (items: string[]) => (
  <ul>
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

function show(result: QueryResult<Data>, failure: string | ((error: CombinedError) => string) | undefined = LINE) {
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryState result={result} select={(d) => d.items} failure={failure} empty={<EmptyState message="No items yet." />}>
        {itemList}
      </QueryState>
    </ChakraProvider>,
  );
}

describe('QueryState', () => {
  it('shows the loading state until the first answer', () => {
    show({ fetching: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows what the answer holds, also while it refetches or after a refetch failed', () => {
    show({ fetching: true, data: { items: ['Ather 450X'] }, error: failed });
    expect(screen.getByRole('listitem')).toHaveTextContent('Ather 450X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the spec's failure line when nothing could be loaded", () => {
    show({ fetching: false, error: failed });
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching items');
  });

  it('reads the failure line from the error when given a function', () => {
    show({ fetching: false, error: failed }, (error) => `Failed: ${error.graphQLErrors[0].message}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: Not allowed');
  });

  it('shows the empty state for an empty answer', () => {
    show({ fetching: false, data: { items: [] } });
    expect(screen.getByText('No items yet.')).toBeInTheDocument();
  });

  it('falls back to the empty state on failure when the screen shows no failure line', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <QueryState result={{ fetching: false, error: failed }} empty={<EmptyState message="No items yet." />}>
          {() => 'never'}
        </QueryState>
      </ChakraProvider>,
    );
    expect(screen.getByText('No items yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('QueryState with a not-found page', () => {
  const missing = new CombinedError({ graphQLErrors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }] });

  function showMissing(error: CombinedError) {
    render(
      <ChakraProvider value={defaultSystem}>
        <QueryState result={{ fetching: false, data: { items: [] }, error }} select={(d: Data) => d.items} failure={LINE} notFound={<p>Page Not Found</p>}>
          {itemList}
        </QueryState>
      </ChakraProvider>,
    );
  }

  it('shows the not-found page when the server says NOT_FOUND (an old link)', () => {
    showMissing(missing);
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the failure line for any other failure', () => {
    showMissing(failed);
    expect(screen.getByRole('alert')).toHaveTextContent(LINE);
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });
});
