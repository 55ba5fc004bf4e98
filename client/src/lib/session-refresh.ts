/**
 * The browser's side of sessions that outlive a tab (docs/decisions/0043). The tab keeps a
 * short-lived access token (the spec's `userToken` in session storage); the server's HttpOnly
 * refresh cookie renews it. Scripts cannot see that cookie, so a flag in local storage says that
 * this browser signed in: a guest's pages never ask for a refresh they cannot get.
 */
const SIGNED_IN_FLAG = 'evbSignedIn';
export const REFRESH_PATH = '/api/auth/refresh';
export const LOGOUT_PATH = '/api/auth/logout';

export function signedInFlag(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_FLAG) === '1';
  } catch {
    return false;
  }
}

export function setSignedInFlag(on: boolean) {
  try {
    if (on) localStorage.setItem(SIGNED_IN_FLAG, '1');
    else localStorage.removeItem(SIGNED_IN_FLAG);
  } catch {
    // storage refused (private mode): the session then lasts as long as the tab
  }
}

/** Calls `onSignedOut` when another tab of this browser signs out. */
export function onSignOutElsewhere(onSignedOut: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === SIGNED_IN_FLAG && event.newValue === null) onSignedOut();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** 'ended': the server refused the cookie (sign in again); 'unreachable': try again later, keep the flag. */
export type RefreshOutcome = { token: string } | 'ended' | 'unreachable';

let inFlight: Promise<RefreshOutcome> | null = null;

async function askServer(): Promise<RefreshOutcome> {
  try {
    const response = await fetch(REFRESH_PATH, { method: 'POST', credentials: 'same-origin' });
    if (response.ok) return { token: ((await response.json()) as { token: string }).token };
    return response.status === 401 || response.status === 403 ? 'ended' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/**
 * One refresh at a time: within the tab (callers share the answer) and across the browser's tabs
 * (Web Locks), because the server rotates the cookie at each refresh and takes a second use of the
 * same cookie as theft, ending the session.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  if (!inFlight) {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const asked = (locks ? locks.request('evb-session-refresh', askServer) : askServer()) as Promise<RefreshOutcome>;
    inFlight = asked.finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** Ends the browser's session on the server (its cookie stops working); fire and forget. */
export function endServerSession() {
  void fetch(LOGOUT_PATH, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => {});
}
