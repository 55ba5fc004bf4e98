import { act, fireEvent, screen } from '@testing-library/react';
import { fromValue, never } from 'wonka';
import type { Client } from 'urql';
import { renderAt } from '../test/render';
import { HeaderSearch } from './header-search';

const suggestion = (id: string, name: string) => ({
  __typename: 'Product' as const,
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  vehicleType: 'SCOOTER',
  price: 146999,
  brand: { __typename: 'Brand' as const, id: 'b1', name: 'Ather Energy' },
});

/** Answers every suggestion query with three Ather scooters; records the texts asked. */
function suggestionClient() {
  const asked: string[] = [];
  const client = {
    executeQuery: (operation: { variables: { query: string } }) => {
      asked.push(operation.variables.query);
      const productSuggestions = [suggestion('p1', 'Ather 450S'), suggestion('p2', 'Ather 450X'), suggestion('p3', 'Ather Rizta')];
      return fromValue({ operation, data: { productSuggestions }, stale: false, hasNext: false });
    },
    executeMutation: () => never,
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, asked };
}

const routes = [
  { path: '/', element: <HeaderSearch /> },
  { path: '/products/:id', element: <HeaderSearch /> },
  { path: '/search-results', element: <HeaderSearch /> },
];

describe('the header search box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const typeInto = (box: HTMLElement, text: string) => {
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: text } });
  };

  it('asks once, 500 ms after the last key, and not for one letter', () => {
    const { client, asked } = suggestionClient();
    renderAt('/', routes, client);
    const box = screen.getByRole('combobox', { name: 'Search vehicles' });
    typeInto(box, 'a');
    act(() => jest.advanceTimersByTime(600));
    typeInto(box, 'at');
    act(() => jest.advanceTimersByTime(300));
    typeInto(box, 'athr');
    act(() => jest.advanceTimersByTime(499));
    expect(asked).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(asked).toEqual(['athr']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Ather 450S'),
      expect.stringContaining('Ather 450X'),
      expect.stringContaining('Ather Rizta'),
    ]);
  });

  it('moves through the suggestions with the arrow keys and opens the highlighted one with Enter', () => {
    renderAt('/', routes, suggestionClient().client);
    const box = screen.getByRole('combobox', { name: 'Search vehicles' });
    typeInto(box, 'athr');
    act(() => jest.advanceTimersByTime(500));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Ather 450X');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    // from the first, up wraps to the last
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Ather Rizta');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/products/ather-450x');
  });

  it('closes the list with Escape, and Enter then opens the results list', () => {
    renderAt('/', routes, suggestionClient().client);
    const box = screen.getByRole('combobox', { name: 'Search vehicles' });
    typeInto(box, 'athr 450');
    act(() => jest.advanceTimersByTime(500));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('athr 450');
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?q=athr%20450');
  });
});
