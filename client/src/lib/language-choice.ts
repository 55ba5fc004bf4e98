import type { Locale } from '@evbazaar/common/src/format/locale';

import { LANGUAGE_COOKIE } from '@evbazaar/common/src/i18n/locale-path';
const SCROLL_KEY = 'evb:language-switch-scroll';

/**
 * Before the language switch loads the same page in the other language: the choice (a year,
 * the whole site) and where the visitor was on the page, which the new page restores.
 */
export function rememberLanguageChoice(locale: Locale, target: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ target, y: Math.round(window.scrollY) }));
  } catch {
    // private mode without storage: the page opens at the top
  }
}

/** After the switch: back to where the visitor was, once the page is there (a list may still be loading). */
export function restoreScrollAfterSwitch() {
  let saved: { target?: string; y?: number } | null;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as { target?: string; y?: number } | null;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (!saved || saved.target !== `${window.location.pathname}${window.location.search}` || !saved.y) return;
  const y = saved.y;
  // a page that grows as its data arrives is scrolled again for a moment, never after the visitor scrolls
  let tries = 0;
  const stop = () => {
    tries = 20;
  };
  window.addEventListener('wheel', stop, { once: true, passive: true });
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  const step = () => {
    if (tries++ >= 20) return;
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 2) setTimeout(step, 100);
  };
  step();
}
