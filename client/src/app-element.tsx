import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { localePrefix } from '@evbazaar/common/src/i18n/locale-path';
import { AppProviders, type AppSsr } from './app';
import { browserLocale, LocaleProvider } from './lib/i18n';
import { AppRoutes } from './router';

/** The whole app in the browser: providers, router and route table (loaded by `main.tsx` as one chunk). */
export function appElement(ssr: AppSsr | undefined) {
  // the URL decides the language; the router works under its prefix (lib/i18n.tsx)
  const locale = browserLocale();
  document.documentElement.lang = locale;
  // the Devanagari font (already linked by the server on a rendered Hindi page; Vite adds it once)
  if (locale !== 'en') void import('./lib/devanagari-font');
  return (
    <StrictMode>
      <LocaleProvider value={locale}>
        <AppProviders ssr={ssr}>
          <BrowserRouter basename={localePrefix(locale) || undefined}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </LocaleProvider>
    </StrictMode>
  );
}
