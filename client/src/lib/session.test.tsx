import { act, render, screen, waitFor } from '@testing-library/react';
import { fakeToken } from '../test/render';
import { SessionProvider, useSession } from './session';
import { decodeToken, TOKEN_KEY } from './session-token';

const payload = { sub: 'u1', email: 'user@example.com', name: 'Asha', role: 'USER' };

describe('decodeToken', () => {
  it('reads the user out of the token payload', () => {
    expect(decodeToken(fakeToken(payload))).toEqual({ id: 'u1', email: 'user@example.com', name: 'Asha', role: 'USER' });
  });

  it('rejects malformed, incomplete and expired tokens', () => {
    expect(() => decodeToken('not-a-token')).toThrow();
    expect(() => decodeToken(fakeToken({ sub: 'u1' }))).toThrow();
    expect(() => decodeToken(fakeToken({ ...payload, exp: 1 }))).toThrow('expired');
  });
});

/** The provider around a probe of its state, as the app mounts it. */
const renderSession = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );

function Probe() {
  const { user, loading, signOut } = useSession();
  return (
    <div>
      <span data-testid="state">{loading ? 'loading' : user ? `${user.role}:${user.email}` : 'guest'}</span>
      <button onClick={signOut}>out</button>
    </div>
  );
}

describe('SessionProvider', () => {
  // the server's refresh and logout doors: the one outside edge of the session
  const serverAnswers = jest.fn<Promise<Response>, [string, RequestInit?]>();
  // jsdom has no fetch Response: an answer as the session code reads it
  const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
  beforeEach(() => {
    serverAnswers.mockReset();
    serverAnswers.mockResolvedValue(answer(401, { message: 'Your session has ended. Please log in again.' }));
    globalThis.fetch = serverAnswers as unknown as typeof fetch;
  });
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('decodes the stored token once on start and clears the loading flag', () => {
    sessionStorage.setItem(TOKEN_KEY, fakeToken(payload));
    renderSession();
    expect(screen.getByTestId('state')).toHaveTextContent('USER:user@example.com');
  });

  it('treats an undecodable token as no user and logs an invalid-token message', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(TOKEN_KEY, 'garbage');
    renderSession();
    expect(screen.getByTestId('state')).toHaveTextContent('guest');
    expect(log).toHaveBeenCalledWith('Invalid token', expect.any(Error));
    log.mockRestore();
  });

  it('removes the token on sign-out', () => {
    sessionStorage.setItem(TOKEN_KEY, fakeToken(payload));
    renderSession();
    act(() => screen.getByText('out').click());
    expect(screen.getByTestId('state')).toHaveTextContent('guest');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('tells the server at sign-out, and the other tabs through the signed-in flag', () => {
    localStorage.setItem('evbSignedIn', '1');
    sessionStorage.setItem(TOKEN_KEY, fakeToken(payload));
    renderSession();
    act(() => screen.getByText('out').click());
    expect(serverAnswers).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem('evbSignedIn')).toBeNull();
  });

  it('signs a new tab in from the session cookie when this browser signed in before', async () => {
    localStorage.setItem('evbSignedIn', '1');
    const token = fakeToken({ ...payload, exp: Math.floor(Date.now() / 1000) + 900 });
    serverAnswers.mockResolvedValueOnce(answer(200, { token, user: { email: 'user@example.com' } }));
    renderSession();
    // loading until the server answers: guarded pages wait instead of sending the person to login
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('USER:user@example.com'));
    expect(serverAnswers).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('stays a guest, and forgets the flag, when the session has ended; never asks without the flag', async () => {
    localStorage.setItem('evbSignedIn', '1');
    renderSession();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('guest'));
    expect(localStorage.getItem('evbSignedIn')).toBeNull();
    serverAnswers.mockClear();
    renderSession();
    expect(serverAnswers).not.toHaveBeenCalled();
  });

  it('signs out when another tab logs out', () => {
    localStorage.setItem('evbSignedIn', '1');
    sessionStorage.setItem(TOKEN_KEY, fakeToken(payload));
    renderSession();
    expect(screen.getByTestId('state')).toHaveTextContent('USER:user@example.com');
    act(() => {
      localStorage.removeItem('evbSignedIn');
      window.dispatchEvent(new StorageEvent('storage', { key: 'evbSignedIn', oldValue: '1', newValue: null }));
    });
    expect(screen.getByTestId('state')).toHaveTextContent('guest');
  });
});
