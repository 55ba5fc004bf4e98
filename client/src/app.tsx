import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { LazyToaster } from './components/toaster-lazy';
import { SessionProvider, useSession } from './lib/session';
import { system } from './lib/theme';
import { createUrqlClient } from './lib/urql';

function SessionUrql({ children }: { children: ReactNode }) {
  const { token } = useSession();
  // keyed on the token on purpose: a fresh client (and cache) per session
  const client = useMemo(() => createUrqlClient(token), [token]);
  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}

/** Theme, session, GraphQL client and toasts around the app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>
        <SessionUrql>{children}</SessionUrql>
      </SessionProvider>
      <LazyToaster />
    </ChakraProvider>
  );
}
