import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppSsr } from './app';
import { nextTask } from './lib/next-task';
import { SSR_DATA_ID } from './lib/ssr-payload';
import { getSystem } from './lib/theme';

async function loadRenderedNamespaces(names: readonly string[]) {
  const [{ localeOfPath }, { loadMessages }, { translationLoaders }] = await Promise.all([
    import('@evbazaar/common/src/i18n/locale-path'),
    import('@evbazaar/common/src/i18n/namespace'),
    import('@evbazaar/common/src/i18n/text/loaders.generated'),
  ]);
  const locale = localeOfPath(window.location.pathname);
  const loaders = translationLoaders[locale];
  if (!loaders) return;
  await Promise.all(names.flatMap((name) => (loaders[name] ? [loadMessages(name, locale, loaders[name])] : [])));
}

/** The server's render of a public page leaves its state in a JSON block (not a script: the CSP allows no inline code). */
function readSsr(): AppSsr | undefined {
  const block = document.getElementById(SSR_DATA_ID);
  if (!block?.textContent) return undefined;
  return JSON.parse(block.textContent) as AppSsr;
}

/**
 * Start-up in steps, each its own task, so a phone's main thread is never blocked for the whole
 * of it: this module with React and Chakra's runtime, then the theme's system (building its CSS
 * variables is the largest single piece), then the app's modules, then hydration, which React
 * itself splits (a transition). `main.tsx` loads this module.
 */
export async function start() {
  const ssr = readSsr();
  await nextTask();
  getSystem();
  await nextTask();
  const { appElement } = await import('./app-element');
  // a Hindi page's texts, the namespaces its server render used, before hydration (so it matches)
  if (ssr?.state.namespaces?.length) await loadRenderedNamespaces(ssr.state.namespaces);
  await nextTask();
  const root = document.getElementById('root')!;
  const app = appElement(ssr);
  // a server-rendered page is hydrated; the back-office and signed-in pages are rendered here.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // blocking a phone's main thread for the whole tree.
  if (ssr) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
