import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CLIENT_MESSAGES } from './messages';
import { decodeToken, TOKEN_KEY, type SessionUser } from './session-token';

export interface Session {
  user: SessionUser | null;
  token: string | null;
  /** true until the stored token has been checked once on start */
  loading: boolean;
  signIn: (token: string, user?: Partial<SessionUser>) => void;
  signOut: () => void;
  /** after a profile save the locally held user takes the saved fields */
  updateUser: (fields: Partial<SessionUser>) => void;
}

const SessionContext = createContext<Session | null>(null);

export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ user: SessionUser | null; token: string | null; loading: boolean }>({ user: null, token: null, loading: true });

  useEffect(() => {
    // every screen reads the session, so its first answer re-renders most of the page: as a
    // transition that work is split into short pieces instead of blocking the phone in one go
    const settle = (next: typeof state) => startTransition(() => setState(next));
    const token = readStoredToken();
    if (!token) {
      settle({ user: null, token: null, loading: false });
      return;
    }
    try {
      settle({ user: decodeToken(token), token, loading: false });
    } catch (error) {
      console.error(CLIENT_MESSAGES.invalidToken, error);
      sessionStorage.removeItem(TOKEN_KEY);
      settle({ user: null, token: null, loading: false });
    }
  }, []);

  const signIn = useCallback((token: string, user?: Partial<SessionUser>) => {
    sessionStorage.setItem(TOKEN_KEY, token);
    setState({ user: { ...decodeToken(token), ...user }, token, loading: false });
  }, []);

  const signOut = useCallback(() => {
    sessionStorage.removeItem(TOKEN_KEY);
    setState({ user: null, token: null, loading: false });
  }, []);

  const updateUser = useCallback((fields: Partial<SessionUser>) => {
    setState((s) => (s.user ? { ...s, user: { ...s.user, ...fields } } : s));
  }, []);

  const value = useMemo(() => ({ ...state, signIn, signOut, updateUser }), [state, signIn, signOut, updateUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
