import { act, render, screen } from '@testing-library/react';
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
  afterEach(() => sessionStorage.clear());

  it('decodes the stored token once on start and clears the loading flag', () => {
    sessionStorage.setItem(TOKEN_KEY, fakeToken(payload));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('USER:user@example.com');
  });

  it('treats an undecodable token as no user and logs an invalid-token message', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(TOKEN_KEY, 'garbage');
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('guest');
    expect(log).toHaveBeenCalledWith('Invalid token', expect.any(Error));
    log.mockRestore();
  });

  it('removes the token on sign-out', () => {
    sessionStorage.setItem(TOKEN_KEY, fakeToken(payload));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    act(() => screen.getByText('out').click());
    expect(screen.getByTestId('state')).toHaveTextContent('guest');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
