import { SSR_DATA_ID } from './lib/ssr-payload';

// The entry: small on purpose. A server-rendered page is complete without scripts, so its
// JavaScript (React, Chakra, the app and the page's chunks: ~160 KB gz) is asked for only once the
// page and the images of its first screen have painted, and on a phone's connection does not compete with them;
// links work as plain links until then. Pages the browser renders itself (the
// back-office, account pages) start at once. Decision record 0027.

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

/** Fetches every chunk of the start-up and the page in parallel, instead of one import after another. */
function preloadDeferredModules() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_MODULES_META}"]`);
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

async function main() {
  if (document.getElementById(SSR_DATA_ID)) {
    await firstScreenImagesLoaded();
    await afterFirstPaint();
    preloadDeferredModules();
  }
  const { start } = await import('./boot');
  await start();
}

void main();
