import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { never } from 'wonka';
import { Provider as UrqlProvider, type Client } from 'urql';
import { SessionProvider } from '../lib/session';
import { getSystem } from '../lib/theme';

/** A urql client whose operations never answer (screens stay in their loading state). */
export const idleClient = { executeQuery: () => never, executeMutation: () => never, executeSubscription: () => never } as unknown as Client;

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `ui` at `path` inside the app's providers, with a probe showing the current location. */
export function renderAt(path: string, routes: { path: string; element: ReactElement }[], client: Client = idleClient) {
  return render(
    <ChakraProvider value={getSystem()}>
      <SessionProvider>
        <UrqlProvider value={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </UrqlProvider>
      </SessionProvider>
    </ChakraProvider>,
  );
}

/** An unsigned JWT-shaped token with the given payload (the client never checks signatures). */
export function fakeToken(payload: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}.signature`;
}
