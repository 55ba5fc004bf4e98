import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/**
 * A box whose content may be wider than the screen (a table on a phone) and scrolls sideways.
 * While it does, it is a named region the keyboard can focus and scroll with the arrow keys
 * (WCAG 2.1.1: axe's scrollable-region-focusable); when everything fits it is a plain box, not
 * one more stop for the Tab key.
 */
export function ScrollRegion({ label, children, ...box }: BoxProps & { label?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // the content grows too (rows arrive, a column appears)
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={ref}
      overflowX="auto"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label ? `${label} (scrolls sideways)` : 'Scrolls sideways' } : {})}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      {...box}
    >
      {children}
    </Box>
  );
}
