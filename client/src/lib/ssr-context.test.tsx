import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { shuffle } from './format';
import { SsrProvider, useStableRandom, type SsrState } from './ssr-context';

const CARS = ['Nexon EV', 'Comet EV', 'Tiago EV', 'XUV400', 'Atto 3', 'ZS EV', 'Kona', 'eC3'];

function Shuffled() {
  const random = useStableRandom();
  return (
    <ol>
      {shuffle(CARS, random).map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ol>
  );
}

describe('useStableRandom', () => {
  it('orders a shuffled list the same in the server render and the hydration, with no mismatch', async () => {
    const state: SsrState = { status: 200, origin: 'https://evb.example', seed: 12345 };
    const html = renderToString(
      <SsrProvider value={state}>
        <Shuffled />
      </SsrProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <SsrProvider value={{ ...state }}>
          <Shuffled />
        </SsrProvider>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
  });

  it('gives other orders for other seeds', () => {
    const orders = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        renderToString(
          <SsrProvider value={{ status: 200, origin: '', seed }}>
            <Shuffled />
          </SsrProvider>,
        ),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});
