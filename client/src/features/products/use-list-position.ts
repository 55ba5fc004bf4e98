import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FIRST_PAGE } from './use-growing-list';

interface SavedPosition {
  count: number;
  scrollY: number;
}

const storageKey = (entryKey: string, path: string) => `list-position:${entryKey}:${path}`;

function readSaved(key: string): SavedPosition | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as SavedPosition | null;
    const valid = saved && Number.isInteger(saved.count) && saved.count >= FIRST_PAGE && Number.isFinite(saved.scrollY);
    return valid ? saved : null;
  } catch {
    return null;
  }
}

function writeSaved(key: string, position: SavedPosition) {
  try {
    sessionStorage.setItem(key, JSON.stringify(position));
  } catch {
    // storage full or disabled: the list simply starts fresh next time
  }
}

/**
 * The loaded count and scroll position of a Load More list, kept per history entry: going
 * Back to the entry brings both back, while a fresh visit (a new entry) starts at FIRST_PAGE.
 * Call `restoreScroll` once the cards are on screen.
 */
export function useListPosition() {
  const location = useLocation();
  const key = storageKey(location.key, `${location.pathname}${location.search}`);
  const [saved] = useState(() => readSaved(key));
  const [count, setCount] = useState(saved?.count ?? FIRST_PAGE);
  const countRef = useRef(count);
  countRef.current = count;
  const scrollY = useRef(saved?.scrollY ?? 0);
  // until the saved position is back, scroll events (the page still short) must not overwrite it
  const restored = useRef(!saved || saved.scrollY === 0);

  useEffect(() => writeSaved(key, { count, scrollY: scrollY.current }), [key, count]);

  // a layout effect so the listener is gone before the next screen shortens the page
  useLayoutEffect(() => {
    const record = () => {
      if (!restored.current) return;
      scrollY.current = window.scrollY;
      writeSaved(key, { count: countRef.current, scrollY: scrollY.current });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [key]);

  const restoreScroll = useCallback(() => {
    if (restored.current) return;
    restored.current = true;
    window.scrollTo(0, scrollY.current);
  }, []);

  return { count, setCount, restoreScroll };
}
