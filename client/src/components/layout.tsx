import { Box } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { hidesChrome, ownsMain } from '../lib/roles';
import { BackToTop } from './back-to-top';
import { CompareTray } from './compare-tray';
import { Footer } from './footer';
import { Header } from './header';
import { focusMain, MAIN_ID, SkipLink } from './skip-link';
import { Loading } from './states';

/** The shell: skip link, header, page, footer; bare on the auth pages and the dashboard (whose shell has its own `main`). */
export function Layout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const navigation = useRef(navigationType);
  navigation.current = navigationType;
  const firstPath = useRef(pathname);
  const bare = hidesChrome(pathname);
  const shellMain = ownsMain(pathname);
  // a new page starts at the top (block body: newer browsers return a promise from scrollTo);
  // Back and Forward keep the position, which the browser or the page itself (a list) restores
  useEffect(() => {
    if (navigation.current !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  // a new page also takes the focus to its content: the control that led there is gone or belongs
  // to the page before, and the next Tab should start in the new page (its skip link is one Shift+Tab away)
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    focusMain({ preventScroll: true });
  }, [pathname]);
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <SkipLink />
      {!bare && <Header />}
      {/* at least a screen tall: while a page's code or data loads, the footer stays below the
          fold instead of showing and then jumping down (it was the whole CLS of every page) */}
      <Box
        as={shellMain ? 'div' : 'main'}
        id={shellMain ? undefined : MAIN_ID}
        tabIndex={shellMain ? undefined : -1}
        // the skip link's target: focused by script, never a Tab stop, so no ring around the page
        outline="none"
        flex="1"
        minH="100dvh"
      >
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
      {!bare && <Footer />}
      {!bare && <BackToTop />}
      {!bare && <CompareTray />}
    </Box>
  );
}
