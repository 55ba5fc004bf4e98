import { screen } from '@testing-library/react';
import { filter, map, pipe } from 'wonka';
import { Client, cacheExchange, makeResult, type Exchange } from '@urql/core';
import { loadNamespace } from '@evbazaar/common/src/i18n/namespace';
import { productText } from '@evbazaar/common/src/i18n/text/product.generated';
import { cardText } from '@evbazaar/common/src/i18n/text/card.generated';
import type { ReactElement } from 'react';
import { CHOSEN_STATE_KEY } from '../../components/chosen-state';
import { OnRoadFigure } from '../../components/on-road-figure';
import { LocaleProvider } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { DELHI_RATES as DELHI } from '../../test/state-rates';
import { EmiCalculator } from './emi-calculator';
import { OnRoadBreakdown, type OnRoad } from './on-road-breakdown';

const PRICE: OnRoad = {
  __typename: 'OnRoadPrice',
  stateId: 'IN-DL',
  stateName: 'Delhi',
  colorId: null,
  exShowroom: 146_999,
  onRoad: 152_399,
  effectiveCost: 137_399,
  indicative: true,
  lines: [
    { __typename: 'OnRoadLine', label: 'Registration', amount: 400, appliesTo: 'COUNTER', source: 'Delhi EV Policy', verifiedOn: '2026-11-01' },
    { __typename: 'OnRoadLine', label: 'Insurance', amount: 5_000, appliesTo: 'COUNTER', source: 'IRDAI', verifiedOn: '2026-11-01' },
    { __typename: 'OnRoadLine', label: 'State EV subsidy', amount: -15_000, appliesTo: 'AFTER_PURCHASE', source: 'Delhi EV Policy', verifiedOn: '2026-11-01' },
  ],
} as unknown as OnRoad;

const inHindi = (element: ReactElement, client?: Client) =>
  renderAt('/', [{ path: '/', element: <LocaleProvider value="hi">{element}</LocaleProvider> }], client);

describe('the price tools on a Hindi page', () => {
  beforeAll(() => Promise.all([productText, cardText].map((namespace) => loadNamespace(namespace, 'hi'))));
  afterEach(() => window.localStorage.clear());

  it('shows the on-road breakdown in Hindi with the full prices, and the on-road total in lakh too', () => {
    inHindi(<OnRoadBreakdown price={PRICE} />);
    const lines = screen.getByRole('group', { name: 'ऑन-रोड कीमत का ब्योरा' });
    expect(lines).toHaveTextContent('Delhi में ऑन-रोड कीमत');
    expect(lines).toHaveTextContent('एक्स-शोरूम कीमतचुने गए रंग की कीमत₹1,46,999.00');
    expect(lines).toHaveTextContent('रजिस्ट्रेशन');
    expect(lines).toHaveTextContent('बीमा');
    expect(lines).toHaveTextContent('ऑन-रोड कीमतकाउंटर पर चुकाई जाने वाली रकम₹1,52,399.00₹1.52 लाख');
    expect(screen.getAllByTestId('on-road-compact').map((e) => e.textContent)).toEqual(['₹1.52 लाख']);
    expect(lines).toHaveTextContent('राज्य की EV सब्सिडी');
    expect(lines).toHaveTextContent('ख़रीद के बाद वापस मिलती है · Delhi EV Policy · अंतिम जाँच 2026-11-01');
    expect(lines).toHaveTextContent('राज्य सब्सिडी के बाद');
    expect(screen.getByText('अनुमानित')).toBeInTheDocument();
  });

  it('labels the EMI calculator in Hindi', () => {
    inHindi(<EmiCalculator price={152_399} priceLabel="Delhi में ऑन-रोड कीमत" />);
    expect(screen.getByText('₹1,52,399.00 की Delhi में ऑन-रोड कीमत पर')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'डाउन पेमेंट' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'ब्याज दर' })).toBeInTheDocument();
    expect(screen.getByText('हर महीने की EMI')).toBeInTheDocument();
  });

  it("adds the lakh figure beside a card's full on-road price", async () => {
    window.localStorage.setItem(CHOSEN_STATE_KEY, 'IN-DL');
    const answer: Exchange = () => (operations$) =>
      pipe(
        operations$,
        filter((op) => op.kind === 'query'),
        map((op) => makeResult(op, { data: { pricingState: { __typename: 'PricingState', ...DELHI } } })),
      );
    const client = new Client({ url: '/graphql', exchanges: [cacheExchange, answer] });
    inHindi(<OnRoadFigure vehicleType="SCOOTER" price={100_000} battery={3} />, client);
    // the same figures as the English card: 1,00,000 + 400 + 5,000 at the counter, then ₹15,000 back from Delhi
    expect(await screen.findByTestId('on-road-figure')).toHaveTextContent('Delhi में ऑन-रोड: ₹1,05,400.00 (₹1.05 लाख) · राज्य सब्सिडी के बाद ₹90,400.00 (₹90,400)');
  });
});
