import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, type AppSsr } from './app';
import { AppRoutes } from './router';
import { SSR_DATA_ID } from './lib/ssr-payload';

/** The server's render of a public page leaves its state in a JSON block (not a script: the CSP allows no inline code). */
function readSsr(): AppSsr | undefined {
  const block = document.getElementById(SSR_DATA_ID);
  if (!block?.textContent) return undefined;
  return JSON.parse(block.textContent) as AppSsr;
}

const ssr = readSsr();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders ssr={ssr}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// a server-rendered page is hydrated; the back-office and signed-in pages are rendered here.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// blocking a phone's main thread for the whole tree (Lighthouse's blocking time: ~500 ms to ~0).
if (ssr) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
