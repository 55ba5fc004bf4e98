import { firstIntent, startsAtOnce } from './lib/first-intent';
import { holdInputUntil } from './lib/held-input';
import { pageLive } from './lib/page-live';
import { SSR_DATA_ID } from './lib/ssr-payload';

// The entry: small on purpose. A server-rendered page is complete without scripts, so its
// JavaScript (React, Chakra, the app and the page's chunks: ~200 KB gz) is fetched only once the
// page and the images of its first screen have painted, and on a phone's connection does not compete with them;
// links work as plain links until then (decision record 0027). On a first visit it runs at the
// visitor's first press, focus or hover on a control, and what they did meanwhile is handed to the
// page once it is live (0072). Pages the browser renders itself (the back-office, account pages)
// start at once.

/** The chunks to fetch before starting: the server lists them in this tag (server/src/http/ssr.ts). */
const DEFERRED_MODULES_META = 'evb:modules';

/**
 * The images on the first screen (the page's largest paint is one of them) once each has loaded
 * or failed, 3 s at most. Hidden images and those beside or below the screen are not waited for.
 */
function firstScreenImagesLoaded(): Promise<void> {
  const onScreen = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
  };
  const pending = [...document.images].filter((image) => !image.complete && onScreen(image));
  const loaded = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([Promise.all(loaded).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 3000))]);
}

/** After the browser has painted once (a frame, then a task), or after 1 s if no frame comes (hidden tab). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 1000);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** The chunks of the start-up and the page, which the server lists in a meta tag. */
function deferredModules(): string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_MODULES_META}"]`);
  return meta?.content.split(' ').filter(Boolean) ?? [];
}

function linkModule(rel: 'modulepreload' | 'prefetch', href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = '';
  link.href = href;
  if (rel === 'prefetch') link.as = 'script';
  document.head.append(link);
}

const preloadModules = () => deferredModules().forEach((href) => linkModule('modulepreload', href));

type IdleRequest = (callback: () => void) => void;

/**
 * Once the page has loaded, in the browser's idle time: the page's chunks are fetched into the
 * cache (a prefetch: nothing is compiled or run), so that a first tap starts them without waiting
 * for the network. One link per idle period: an insert costs ~0.5 ms here, so even a phone 12x
 * slower never gets a long task from it (filling each period made 10 ms tasks here, 120 ms there).
 */
function prefetchWhenIdle() {
  const pending = deferredModules();
  const requestIdle: IdleRequest = (window as { requestIdleCallback?: IdleRequest }).requestIdleCallback ?? ((callback) => setTimeout(callback, 50));
  const step = () => {
    const next = pending.shift();
    if (next) linkModule('prefetch', next);
    if (pending.length && document.documentElement.dataset.boot === 'on-intent') requestIdle(step);
  };
  const begin = () => requestIdle(step);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

/** Starts the app; a page's scripts that fail to load leave it as the server sent it, links working. */
async function startApp() {
  const { start } = await import('./boot');
  await start();
}

async function main() {
  if (!document.getElementById(SSR_DATA_ID)) return startApp();
  // the Devanagari face is registered after the page's load event whether or not the app starts
  if (document.documentElement.lang === 'hi') void import('./lib/devanagari-font');
  // listening for the first use before input is held, so that a held press still counts as one
  const intent = startsAtOnce() ? undefined : firstIntent();
  const stopHolding = holdInputUntil(pageLive());
  // journeys and tools read where the page is: waiting for a control to be used, or starting
  document.documentElement.dataset.boot = intent ? 'on-intent' : 'started';
  if (intent) {
    prefetchWhenIdle();
    await intent;
    document.documentElement.dataset.boot = 'started';
  } else {
    await firstScreenImagesLoaded();
    await afterFirstPaint();
  }
  // every chunk in parallel instead of one import after another
  preloadModules();
  try {
    await startApp();
  } catch (error) {
    stopHolding();
    throw error;
  }
}

void main();
