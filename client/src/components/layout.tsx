import { Box } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { hidesChrome } from '../lib/roles';
import { BackToTop } from './back-to-top';
import { CompareTray } from './compare-tray';
import { Footer } from './footer';
import { Header } from './header';
import { Loading } from './states';

/** The shell: header, page, footer; bare on the auth pages and the dashboard. */
export function Layout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const navigation = useRef(navigationType);
  navigation.current = navigationType;
  const bare = hidesChrome(pathname);
  // a new page starts at the top (block body: newer browsers return a promise from scrollTo);
  // Back and Forward keep the position, which the browser or the page itself (a list) restores
  useEffect(() => {
    if (navigation.current !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      {!bare && <Header />}
      {/* at least a screen tall: while a page's code or data loads, the footer stays below the
          fold instead of showing and then jumping down (it was the whole CLS of every page) */}
      <Box as="main" flex="1" minH="100dvh">
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
