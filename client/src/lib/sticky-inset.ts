import { useCallback } from 'react';

/** The window edge a bar sticks to. */
export type StickyEdge = 'top' | 'bottom';

/** The custom properties `html`'s scroll padding reads (theme.ts): the heights of the bars stuck to each edge. */
export const STICKY_INSET_PROPERTY: Record<StickyEdge, string> = { top: '--sticky-inset-top', bottom: '--sticky-inset-bottom' };

/**
 * A ref for a bar stuck to an edge of the window (the site's header, the dashboard's header, the
 * compare tray): while the bar is on the page its height is in `html`'s scroll padding, so the
 * browser scrolls an element that gets the focus clear of the bar instead of leaving it underneath
 * (WCAG 2.4.11, focus not obscured). The height follows the bar's content (the header's search
 * row, the tray's wrapped chips).
 */
export function useStickyInset(edge: StickyEdge): (bar: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (bar: HTMLElement | null) => {
      if (!bar || typeof ResizeObserver === 'undefined') return undefined;
      const root = document.documentElement;
      const property = STICKY_INSET_PROPERTY[edge];
      // no reading of the layout here: the observer reports the bar's size once it is laid out
      const observer = new ResizeObserver(([entry]) => {
        if (!entry) return;
        const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
        root.style.setProperty(property, `${Math.ceil(height)}px`);
      });
      observer.observe(bar);
      return () => {
        observer.disconnect();
        root.style.removeProperty(property);
      };
    },
    [edge],
  );
}
