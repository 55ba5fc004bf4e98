import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { Provider as UrqlProvider, type Client, type SSRData } from 'urql';
import { LazyToaster } from './components/toaster-lazy';
import { pageLive } from './lib/page-live';
import { SessionProvider, useSession } from './lib/session';
import { replayUntilLive } from './lib/ssr-replay';
import { SsrProvider, type SsrState } from './lib/ssr-context';
import { getSystem } from './lib/theme';
import { createUrqlClient } from './lib/urql';

/** What a server-rendered page hands to the providers (on the server, or read from the page in the browser). */
export interface AppSsr {
  state: SsrState;
  /** server: the request's urql client (guest, suspense, in-process GraphQL) */
  client?: Client;
  /** browser: the answers the server rendered with, replayed so hydration matches */
  data?: SSRData;
}

function SessionUrql({ ssr, children }: { ssr?: AppSsr; children: ReactNode }) {
  const { user, currentToken, freshToken } = useSession();
  const userId = user?.id ?? null;
  // keyed on the user on purpose: a fresh client (and cache) per signed-in person; a renewed token keeps it
  const client = useMemo(() => {
    if (ssr?.client) return ssr.client;
    const tokens = { currentToken, freshToken };
    if (!ssr?.data) return createUrqlClient(tokens);
    // the guest client replays the server's answers; a signed-in one (the token is read after
    // hydration) shows them at once and refetches with the token (wishlist flags and the like)
    const replay = replayUntilLive(ssr.data, pageLive());
    return createUrqlClient(tokens, { ssr: replay, refetch: userId ? new Set(Object.keys(ssr.data)) : undefined });
  }, [userId, ssr, currentToken, freshToken]);
  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}

/** Theme, session, GraphQL client and toasts around the app. */
export function AppProviders({ children, ssr }: { children: ReactNode; ssr?: AppSsr }) {
  const tree = (
    <ChakraProvider value={getSystem()}>
      <SessionProvider>
        <SessionUrql ssr={ssr}>{children}</SessionUrql>
      </SessionProvider>
      <LazyToaster />
    </ChakraProvider>
  );
  return ssr ? <SsrProvider value={ssr.state}>{tree}</SsrProvider> : tree;
}
