import { screen, within } from '@testing-library/react';
import { filter, map, pipe } from 'wonka';
import { Client, cacheExchange, makeResult, type Exchange } from '@urql/core';
import { loadNamespace } from '@evbazaar/common/src/i18n/namespace';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { compareText } from '@evbazaar/common/src/i18n/text/compare.generated';
import { CHOSEN_STATE_KEY } from '../../components/chosen-state';
import { LocaleProvider } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { DELHI_RATES as DELHI } from '../../test/state-rates';
import { CompareOnRoadRow } from './compare-on-road-row';
import { CompareTable } from './compare-table';
import { vehicle } from './test-vehicle';

const answer: Exchange = () => (operations$) =>
  pipe(
    operations$,
    filter((op) => op.kind === 'query'),
    map((op) => makeResult(op, { data: { pricingState: { __typename: 'PricingState', ...DELHI } } })),
  );

describe('the compare page on a Hindi page', () => {
  // the spec table's shared words ('Best') are the layout's
  beforeAll(() => Promise.all([compareText, layoutText].map((namespace) => loadNamespace(namespace, 'hi'))));
  afterEach(() => window.localStorage.clear());

  it('names the rows in Hindi, keeps the full prices and puts the on-road rows after the ex-showroom price', async () => {
    window.localStorage.setItem(CHOSEN_STATE_KEY, 'IN-DL');
    const client = new Client({ url: '/graphql', exchanges: [cacheExchange, answer] });
    const table = (
      <LocaleProvider value="hi">
        <CompareTable
          vehicles={[
            vehicle({ id: 'a', slug: 'a', name: 'Scooter A', price: 100_000 }),
            vehicle({ id: 'b', slug: 'b', name: 'Scooter B', price: 140_000, brand: null }),
          ]}
          differencesOnly={false}
          onDifferencesOnlyChange={() => {}}
          onRemove={() => {}}
          onRoadPriceRow={(shown) => <CompareOnRoadRow vehicles={shown} />}
        />
      </LocaleProvider>
    );
    renderAt('/', [{ path: '/', element: table }], client);
    const grid = screen.getByRole('table', { name: 'वाहनों की तुलना' });
    const row = (label: string) => within(grid).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('ब्रांड')).toHaveTextContent('ब्रांडBrandउपलब्ध नहीं');
    expect(row('वाहन का प्रकार')).toHaveTextContent('वाहन का प्रकारस्कूटरस्कूटर');
    expect(row('कीमत (एक्स-शोरूम)')).toHaveTextContent('₹1,00,000.00');
    expect(await within(grid).findByRole('rowheader', { name: 'Delhi में ऑन-रोड कीमत' })).toBeInTheDocument();
    expect(row('Delhi में ऑन-रोड कीमत')).toHaveTextContent('₹1,05,400.00');
    expect(row('Delhi में राज्य सब्सिडी के बाद')).toHaveTextContent('₹90,400.00');
    expect(screen.getByRole('button', { name: 'Scooter A हटाएँ' })).toBeInTheDocument();
    expect(screen.getAllByText('सिर्फ़ अंतर दिखाएँ').length).toBeGreaterThan(0);
  });
});
