import { IconButton } from '@chakra-ui/react';
import { useCompareTray } from '../lib/compare-tray';
import { scrollBehavior } from '../lib/motion';
import { useScrolledPast } from '../lib/use-scrolled';

/** Appears after 200 px of scrolling. */
export function BackToTop() {
  const visible = useScrolledPast(200);
  // above the compare tray's bar while it shows
  const trayShown = useCompareTray().vehicles.length > 0;
  if (!visible) return null;
  return (
    <IconButton
      aria-label="Back to top"
      position="fixed"
      bottom={trayShown ? '20' : '6'}
      right="6"
      zIndex="docked"
      rounded="full"
      colorPalette="brand"
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </IconButton>
  );
}
