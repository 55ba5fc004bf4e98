import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders, type AppSsr } from './app';
import { AppRoutes } from './router';

/** The whole app in the browser: providers, router and route table (loaded by `main.tsx` as one chunk). */
export function appElement(ssr: AppSsr | undefined) {
  return (
    <StrictMode>
      <AppProviders ssr={ssr}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
