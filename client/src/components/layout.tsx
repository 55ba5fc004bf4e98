import { Box } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { hidesChrome } from '../lib/roles';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Header } from './header';
import { Loading } from './states';

/** The shell: header, page, footer; bare on the auth pages and the dashboard. */
export function Layout() {
  const { pathname } = useLocation();
  const bare = hidesChrome(pathname);
  // a new page starts at the top (block body: newer browsers return a promise from scrollTo)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      {!bare && <Header />}
      <Box as="main" flex="1">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
      {!bare && <Footer />}
      {!bare && <BackToTop />}
    </Box>
  );
}
