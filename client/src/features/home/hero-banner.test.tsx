import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import { BANNER_INTERVAL_MS, BANNERS, HeroBanner } from './hero-banner';

/** Makes the next matchMedia('(prefers-reduced-motion: reduce)') answer `reduce`. */
function reducedMotion(reduce: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
}

const title = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the home banner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('rotates every 5000 ms without announcing each title, and the Pause button stops it (WCAG 2.2.2)', async () => {
    reducedMotion(false);
    renderAt('/', [{ path: '/', element: <HeroBanner /> }]);
    expect(title()).toBe(BANNERS[0].title);
    act(() => void jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(title()).toBe(BANNERS[1].title);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('aria-live', 'off');

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Pause banners' }));
    // pressed: the pointer left, the focus too
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => void jest.advanceTimersByTime(3 * BANNER_INTERVAL_MS));
    expect(title()).toBe(BANNERS[1].title);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Play banners' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => void jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(title()).toBe(BANNERS[2].title);
  });

  it('holds still while the focus is in it', () => {
    reducedMotion(false);
    renderAt('/', [{ path: '/', element: <HeroBanner /> }]);
    act(() => screen.getByRole('button', { name: 'Show banner 2' }).focus());
    act(() => void jest.advanceTimersByTime(2 * BANNER_INTERVAL_MS));
    expect(title()).toBe(BANNERS[0].title);
  });

  it('does not rotate for a visitor who asked for less motion, who can still pick a banner', async () => {
    reducedMotion(true);
    renderAt('/', [{ path: '/', element: <HeroBanner /> }]);
    act(() => void jest.advanceTimersByTime(3 * BANNER_INTERVAL_MS));
    expect(title()).toBe(BANNERS[0].title);
    expect(screen.getByRole('button', { name: 'Play banners' })).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(title()).toBe(BANNERS[2].title);
  });
});
