import { chakra } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';

/** The id of the page's `main` element: the skip link's target, and where focus goes after a navigation. */
export const MAIN_ID = 'main';

/** Focuses the page's `main` (it carries tabindex -1), so the next Tab starts in the page's content. */
export function focusMain(options: FocusOptions = {}): boolean {
  const main = document.getElementById(MAIN_ID);
  if (!main) return false;
  main.focus(options);
  return document.activeElement === main;
}

/**
 * "Skip to main content": the first Tab stop of every page, hidden until it has the focus. The
 * link works before the page's scripts start (the browser follows `#main`); once they have, it
 * moves the focus itself, so the address and the router's history stay as they are.
 */
export function SkipLink() {
  const t = useT(layoutText);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusMain()) event.preventDefault();
  };
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      onClick={skip}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="white"
      color="brand.fg"
      fontWeight="semibold"
      boxShadow="lg"
      outlineWidth="2px"
      outlineStyle="solid"
      outlineColor="brand.solid"
      outlineOffset="2px"
      // off screen until focused (not display:none, which would take it out of the Tab order)
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
    >
      {t('skipLink')}
    </chakra.a>
  );
}
