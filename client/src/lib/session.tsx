import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CLIENT_MESSAGES } from './messages';
import { endServerSession, onSignOutElsewhere, refreshSession, setSignedInFlag, signedInFlag } from './session-refresh';
import { decodeToken, secondsLeft, TOKEN_KEY, type SessionUser } from './session-token';

export interface Session {
  user: SessionUser | null;
  token: string | null;
  /** true until the stored token (or, without one, the browser's session cookie) has been checked once on start */
  loading: boolean;
  signIn: (token: string, user?: Partial<SessionUser>) => void;
  /** Logout: ends the session in this browser, every tab, and on the server */
  signOut: () => void;
  /** after a profile save the locally held user takes the saved fields */
  updateUser: (fields: Partial<SessionUser>) => void;
  /** the current access token, at the moment of asking (for requests made outside React's render) */
  currentToken: () => string | null;
  /** an access token good for the next minute, renewed from the session cookie when needed; null once signed out */
  freshToken: () => Promise<string | null>;
}

/** A token with less than this left is renewed before it is used. */
const RENEW_BEFORE_S = 60;

const SessionContext = createContext<Session | null>(null);

export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

type State = { user: SessionUser | null; token: string | null; loading: boolean };
const GUEST: State = { user: null, token: null, loading: false };

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ user: null, token: null, loading: true });
  const tokenRef = useRef<string | null>(null);

  const apply = useCallback((next: State, quietly = false) => {
    tokenRef.current = next.token;
    if (next.token) sessionStorage.setItem(TOKEN_KEY, next.token);
    else sessionStorage.removeItem(TOKEN_KEY);
    // every screen reads the session, so its first answer re-renders most of the page: as a
    // transition that work is split into short pieces instead of blocking the phone in one go
    if (quietly) startTransition(() => setState(next));
    else setState(next);
  }, []);

  /** A renewed token for the same user (or, if the session ended, a guest). */
  const renew = useCallback(async (): Promise<string | null> => {
    const outcome = await refreshSession();
    if (outcome === 'unreachable') return tokenRef.current;
    if (outcome === 'ended') {
      setSignedInFlag(false);
      apply(GUEST);
      return null;
    }
    try {
      apply({ user: decodeToken(outcome.token), token: outcome.token, loading: false }, true);
      return outcome.token;
    } catch {
      apply(GUEST);
      return null;
    }
  }, [apply]);

  useEffect(() => {
    const stored = readStoredToken();
    let user: SessionUser | null = null;
    if (stored) {
      try {
        user = decodeToken(stored);
      } catch (error) {
        // expired tokens are renewed below; anything else is the spec's invalid token
        if (secondsLeft(stored) === 0 || !signedInFlag()) console.error(CLIENT_MESSAGES.invalidToken, error);
      }
    }
    if (stored && user) {
      apply({ user, token: stored, loading: false }, true);
      if (secondsLeft(stored) <= RENEW_BEFORE_S && signedInFlag()) void renew();
    } else if (signedInFlag()) {
      // a new tab, or the browser opened again: the session cookie signs it in
      void renew().then((token) => token ?? apply(GUEST, true));
    } else apply(GUEST, true);
    return onSignOutElsewhere(() => apply(GUEST));
  }, [apply, renew]);

  const signIn = useCallback(
    (token: string, user?: Partial<SessionUser>) => {
      setSignedInFlag(true);
      apply({ user: { ...decodeToken(token), ...user }, token, loading: false });
    },
    [apply],
  );

  const signOut = useCallback(() => {
    endServerSession();
    // other tabs hear the flag go and sign out too
    setSignedInFlag(false);
    apply(GUEST);
  }, [apply]);

  const updateUser = useCallback((fields: Partial<SessionUser>) => {
    setState((s) => (s.user ? { ...s, user: { ...s.user, ...fields } } : s));
  }, []);

  const currentToken = useCallback(() => tokenRef.current, []);
  const freshToken = useCallback(async () => {
    const token = tokenRef.current;
    if (!token || secondsLeft(token) > RENEW_BEFORE_S) return token;
    return renew();
  }, [renew]);

  const value = useMemo(
    () => ({ ...state, signIn, signOut, updateUser, currentToken, freshToken }),
    [state, signIn, signOut, updateUser, currentToken, freshToken],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
