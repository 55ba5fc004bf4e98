import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { Writable } from 'node:stream';
import { ssrExchange } from 'urql';
import { AppProviders, type AppSsr } from './app';
import { pageModules } from './lib/lazy-page';
import { pageUrl as pageUrlOf, type RouteHandle } from './lib/page-url';
import { jsonForHtml, SSR_DATA_ID } from './lib/ssr-payload';
import { hoistEmotionStyles } from './lib/ssr-styles';
import { createUrqlClient } from './lib/urql';
import { AppRoutes, routes } from './router';
import type { RenderOptions, RenderResult } from '@evbazaar/common/src/ssr';
import { localePrefix, localeOfPath, localizedPath, stripLocale } from '@evbazaar/common/src/i18n/locale-path';
import { loadMessages } from '@evbazaar/common/src/i18n/namespace';
import { translationLoaders } from '@evbazaar/common/src/i18n/text/loaders.generated';
import { LocaleProvider } from './lib/i18n';

export type { RenderOptions, RenderResult } from '@evbazaar/common/src/ssr';

// the elements React Fizz hoists ahead of the content when the root is not a whole document
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** The lazy page components an element (or a guard around one) renders. */
function modulesOf(element: unknown, into: Set<string>) {
  if (!element || typeof element !== 'object' || !('type' in element)) return;
  const id = pageModules.get(element.type as object);
  if (id) into.add(id);
  const props = (element as { props?: { children?: unknown } }).props;
  if (props?.children) modulesOf(props.children, into);
}

/** The address a page is cached and rendered under: its path and the query parameters its route declares. */
export function pageUrl(url: string): string {
  // the route table is one for every language: matched without the prefix, which is kept
  return localizedPath(localeOfPath(url), pageUrlOf(routes, stripLocale(url)));
}

/**
 * Renders a public page as a guest with its data: the urql client suspends on each query and
 * answers through `options.fetch`; resolves when everything (lazy routes, data) is ready.
 * Routes marked `handle: { clientOnly: true }` (the back-office, signed-in pages) are left to the browser.
 */
export async function render(address: string, options: RenderOptions): Promise<RenderResult> {
  // what the page does not read never reaches it, so its render is the one cached for the address
  const locale = localeOfPath(address);
  const url = pageUrl(address);
  const matches = matchRoutes(routes, stripLocale(url)) ?? [];
  if (matches.some((m) => (m.route.handle as RouteHandle | undefined)?.clientOnly)) return { clientOnly: true };
  const modules = new Set<string>();
  // a Hindi page links the Devanagari font's stylesheet in its head (lib/devanagari-font.ts)
  if (locale !== 'en') modules.add('src/lib/devanagari-font.ts');
  for (const m of matches) modulesOf(m.route.element, modules);

  const ssr = ssrExchange({ isClient: false });
  const client = createUrqlClient(null, { ssr, fetch: options.fetch, suspense: true });
  // a Hindi page renders with every Hindi namespace at hand (loaded once per process) and lists those it used
  await Promise.all(Object.entries(translationLoaders[locale] ?? {}).map(([name, load]) => loadMessages(name, locale, load)));
  const state = { status: 200, origin: options.origin, seed: Math.floor(Math.random() * 2 ** 31), namespaces: [] as string[] };
  const appSsr: AppSsr = { state, client };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const markup = await new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <LocaleProvider value={locale}>
          <AppProviders ssr={appSsr}>
            <StaticRouter location={url} basename={localePrefix(locale) || undefined}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </LocaleProvider>
      </StrictMode>,
      {
        // everything in one piece, in place: a large boundary is otherwise sent after its
        // fallback and swapped in by an inline script, which the CSP (script-src 'self') blocks
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          // an error inside a boundary: that part is rendered by the browser instead
          console.error('server render error', url, error instanceof Error ? error.message : error);
        },
      },
    );
    timer = setTimeout(() => stream.abort(new Error('server render timed out')), options.timeoutMs ?? 10_000);
  }).finally(() => clearTimeout(timer));

  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  const { styles, body } = hoistEmotionStyles(markup.slice(hoisted.length));
  const head = hoisted + styles;
  const payload: AppSsr = { state: { ...state, status: 200 }, data: ssr.extractData() };
  const data = `<script type="application/json" id="${SSR_DATA_ID}">${jsonForHtml(payload)}</script>`;
  return { clientOnly: false, status: state.status, lang: locale, head, body, data, modules: [...modules] };
}
