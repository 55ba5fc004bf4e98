import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../test/render';
import { AnimatedBackground } from './animated-background';
import { BackgroundVideo } from './background-video';

function reducedMotion(reduce: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
}

// WCAG 2.2.2: a background that moves by itself can be paused; with reduced motion it does not move
describe('the auth pages’ moving backgrounds', () => {
  afterEach(() => jest.restoreAllMocks());

  it('the login gradient has a button that pauses and plays it', async () => {
    reducedMotion(false);
    renderAt('/login', [{ path: '/login', element: <AnimatedBackground>form</AnimatedBackground> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause background' }));
    expect(screen.getByRole('button', { name: 'Play background' })).toBeInTheDocument();
  });

  it('the login gradient is still and has no button for a visitor who asked for less motion', () => {
    reducedMotion(true);
    renderAt('/login', [{ path: '/login', element: <AnimatedBackground>form</AnimatedBackground> }]);
    expect(screen.queryByRole('button', { name: /background/ })).not.toBeInTheDocument();
  });

  it('the background video, once it plays, can be paused and played again', async () => {
    jest.useFakeTimers();
    reducedMotion(false);
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    renderAt('/register', [{ path: '/register', element: <BackgroundVideo>form</BackgroundVideo> }]);
    expect(screen.queryByRole('button', { name: /background video/ })).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(2000));
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalled();
  });

  it('the background video never starts for a visitor who asked for less motion', () => {
    jest.useFakeTimers();
    reducedMotion(true);
    renderAt('/register', [{ path: '/register', element: <BackgroundVideo>form</BackgroundVideo> }]);
    act(() => void jest.advanceTimersByTime(2000));
    jest.useRealTimers();
    expect(screen.queryByTestId('auth-background-video')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /background video/ })).not.toBeInTheDocument();
  });
});
