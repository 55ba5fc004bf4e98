import { screen } from '@testing-library/react';
import { filter, map, pipe, tap } from 'wonka';
import { Client, cacheExchange, makeResult, type Exchange } from '@urql/core';
import { CHOSEN_STATE_KEY } from './chosen-state';
import { ProductCard } from './product-card';
import { renderAt } from '../test/render';
import { DELHI_RATES as DELHI } from '../test/state-rates';

const card = (id: string, price: number) => ({
  id,
  slug: `scooter-${id}`,
  name: `Scooter ${id}`,
  images: [],
  price,
  vehicleType: 'SCOOTER' as const,
  topSpeed: 80,
  effectiveRange: 100,
  charging: 4,
  battery: 3,
  rating: null,
});

describe("a card's on-road figure", () => {
  afterEach(() => window.localStorage.clear());

  it('shows nothing until a state is chosen', () => {
    renderAt('/', [{ path: '/', element: <ProductCard product={card('p1', 100_000)} /> }]);
    expect(screen.queryByTestId('on-road-figure')).not.toBeInTheDocument();
  });

  it("computes every card's figure from the state's rates, asked for once", async () => {
    window.localStorage.setItem(CHOSEN_STATE_KEY, 'IN-DL');
    let asked = 0;
    // a real client (it shares one request between the cards), answering at the network's place
    const answer: Exchange = () => (operations$) =>
      pipe(
        operations$,
        filter((op) => op.kind === 'query'),
        tap(() => (asked += 1)),
        map((op) => makeResult(op, { data: { pricingState: { __typename: 'PricingState', ...DELHI } } })),
      );
    const client = new Client({ url: '/graphql', exchanges: [cacheExchange, answer] });
    const cards = (
      <>
        <ProductCard product={card('p1', 100_000)} />
        <ProductCard product={card('p2', 140_000)} />
      </>
    );
    renderAt('/', [{ path: '/', element: cards }], client);
    const figures = await screen.findAllByTestId('on-road-figure');
    // decision 0030: 1,00,000 + 400 + 5,000 at the counter (PM E-DRIVE is inside ex-showroom), then
    // Delhi's ₹5,000/kWh × 3 = 15,000 reimbursed after purchase
    expect(figures[0]).toHaveTextContent('On-road in Delhi: ₹1,05,400.00 · ₹90,400.00 after state subsidy');
    expect(figures[1]).toHaveTextContent('On-road in Delhi: ₹1,47,400.00 · ₹1,32,400.00 after state subsidy');
    expect(asked).toBe(1);
  });
});
