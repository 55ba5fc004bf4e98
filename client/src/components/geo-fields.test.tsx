import { render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { fromValue, never } from 'wonka';
import { Provider, type Client } from 'urql';
import { getSystem } from '../lib/theme';
import type { PlaceArea } from '@evbazaar/common';
import { EMPTY_GEO, GeoFields } from './geo-fields';

const COUNTRIES = [
  { __typename: 'Country', id: 'AF', name: 'Afghanistan' },
  { __typename: 'Country', id: 'BT', name: 'Bhutan' },
  { __typename: 'Country', id: 'IN', name: 'India' },
];

/** Answers the countries, and no states or cities. */
const geoClient = {
  executeQuery: (operation: { query: { definitions: { name?: { value: string } }[] } }) => {
    const name = operation.query.definitions[0].name?.value;
    const data = name === 'Countries' ? { countries: COUNTRIES } : name === 'States' ? { states: [] } : { cities: [] };
    return fromValue({ operation, data, stale: false, hasNext: false });
  },
  executeMutation: () => never,
  executeSubscription: () => never,
} as unknown as Client;

function Form({ initial, preselectHome }: { initial: PlaceArea; preselectHome?: boolean }) {
  const [value, setValue] = useState(initial);
  return <GeoFields value={value} onChange={setValue} errorOf={() => undefined} onBlur={() => {}} preselectHome={preselectHome} />;
}

function renderForm(initial: PlaceArea, preselectHome?: boolean) {
  render(
    <ChakraProvider value={getSystem()}>
      <Provider value={geoClient}>
        <Form initial={initial} preselectHome={preselectHome} />
      </Provider>
    </ChakraProvider>,
  );
  return screen.getByRole('combobox', { name: /Country/ }) as HTMLSelectElement;
}

const countryNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the country picker', () => {
  it('lists India first and chooses it for a form with no country yet', async () => {
    const country = renderForm(EMPTY_GEO, true);
    await waitFor(() => expect(country.value).toBe('IN'));
    expect(countryNames(country)).toEqual(['Select country', 'India', 'Afghanistan', 'Bhutan']);
    expect(screen.getByRole('combobox', { name: /State/ })).toBeEnabled();
  });

  it('keeps a saved country', async () => {
    const country = renderForm({ ...EMPTY_GEO, countryId: 'BT', countryName: 'Bhutan' }, true);
    await waitFor(() => expect(countryNames(country)).toContain('India'));
    expect(country.value).toBe('BT');
  });

  it('chooses nothing where the form does not ask for it (the admin location form)', async () => {
    const country = renderForm(EMPTY_GEO);
    await waitFor(() => expect(countryNames(country)[1]).toBe('India'));
    expect(country.value).toBe('');
  });
});
