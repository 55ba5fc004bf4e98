import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { fromValue, never } from 'wonka';
import { CombinedError, Provider, type Client } from 'urql';
import { notify } from '../../lib/toaster';
import { getSystem } from '../../lib/theme';
import { CHOICES_SHOWN } from '../../lib/use-choice-search';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-value';
import { ComparisonFormModal } from './comparison-form-modal';

/** 250 products, more than a page can hold: "Model 000" … "Model 249". */
const CATALOGUE = Array.from({ length: 250 }, (_, i) => ({ __typename: 'Product' as const, id: `p${i}`, name: `Model ${String(i).padStart(3, '0')}` }));

/** A client that answers the product choices like the server: filtered by `search`, sorted by name, at most `limit`. */
function catalogueClient(mutationError?: CombinedError) {
  const asked: { search?: string | null; limit: number }[] = [];
  const client = {
    executeQuery: (operation: { variables: { search?: string | null; limit: number }; key: number }) => {
      const { search, limit } = operation.variables;
      asked.push({ search, limit });
      const matches = CATALOGUE.filter((p) => !search || p.name.toLowerCase().includes(search.toLowerCase()));
      const items = matches.slice(0, Math.min(limit, 100));
      return fromValue({ operation, data: { products: { __typename: 'ProductPage', items } }, stale: false, hasNext: false });
    },
    executeMutation: (operation: unknown) => (mutationError ? fromValue({ operation, error: mutationError, stale: false, hasNext: false }) : never),
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, asked };
}

function renderModal(client: Client) {
  render(
    <ChakraProvider value={getSystem()}>
      <Provider value={client}>
        <ComparisonFormModal onClose={() => {}} />
      </Provider>
    </ChakraProvider>,
  );
  return within(screen.getByRole('dialog', { name: 'Add Comparison' }));
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the Add Comparison pickers reach every product by search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lists the first matches, then asks the server for what was typed once typing pauses for 500 ms', async () => {
    const { client, asked } = catalogueClient();
    const dialog = renderModal(client);
    const first = dialog.getByRole('combobox', { name: 'Product 1' });
    // the placeholder plus the first matches, never 1000 at once
    await waitFor(() => expect(optionNames(first)).toHaveLength(CHOICES_SHOWN + 1));
    expect(optionNames(first)[1]).toBe('Model 000');
    expect(optionNames(first)).not.toContain('Model 242');
    expect(dialog.getAllByText(`Showing the first ${CHOICES_SHOWN} matches: type to narrow.`)).toHaveLength(2);
    expect(asked.every((a) => a.limit === CHOICES_SHOWN)).toBe(true);

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const searches = () => asked.filter((a) => a.search).length;
    await user.type(dialog.getByRole('searchbox', { name: 'Search product 1' }), '242');
    // typing alone asks nothing: the debounce holds the search
    expect(searches()).toBe(0);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(optionNames(first)).toEqual(['Select product', 'Model 242']));
    expect(asked.filter((a) => a.search)).toEqual([{ search: '242', limit: CHOICES_SHOWN }]);
  });

  it('keeps the chosen product listed while the search changes, and disables it in the other picker once found there', async () => {
    const { client } = catalogueClient();
    const dialog = renderModal(client);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = dialog.getByRole('combobox', { name: 'Product 1' }) as HTMLSelectElement;
    const second = dialog.getByRole('combobox', { name: 'Product 2' });

    await user.type(dialog.getByRole('searchbox', { name: 'Search product 1' }), 'Model 199');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(optionNames(first)).toContain('Model 199'));
    await user.selectOptions(first, 'p199');

    await user.clear(dialog.getByRole('searchbox', { name: 'Search product 1' }));
    await user.type(dialog.getByRole('searchbox', { name: 'Search product 1' }), 'Model 00');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(optionNames(first)).toContain('Model 001'));
    expect(optionNames(first)).toContain('Model 199');
    expect(first.value).toBe('p199');

    await user.type(dialog.getByRole('searchbox', { name: 'Search product 2' }), '199');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(optionNames(second)).toEqual(['Select product', 'Model 199']));
    expect(within(second).getByRole('option', { name: 'Model 199' })).toBeDisabled();
  });
});

describe('the Add Comparison modal when the server refuses', () => {
  it('shows the reason of a duplicate pair inside the modal, beside the spec toast', async () => {
    const duplicate = new CombinedError({ graphQLErrors: [{ message: 'This comparison already exists', extensions: { code: 'CONFLICT' } }] });
    const { client } = catalogueClient(duplicate);
    const toast = jest.spyOn(notify, 'error').mockImplementation(() => '');
    const dialog = renderModal(client);
    const user = userEvent.setup();
    const first = dialog.getByRole('combobox', { name: 'Product 1' });
    await waitFor(() => expect(optionNames(first)).toContain('Model 001'));
    await user.selectOptions(first, 'p0');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Product 2' }), 'p1');
    await user.click(dialog.getByRole('button', { name: 'Add Comparison' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('This comparison already exists');
    expect(toast).toHaveBeenCalledWith('Failed to create comparison');
    toast.mockRestore();
  });
});
