import { Box, Button, CloseButton, Drawer, Flex, IconButton, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { startTransition, Suspense, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/header';
import { MAIN_ID } from '../../components/skip-link';
import { HelpLinks } from '../../components/help-links';
import { Loading } from '../../components/states';
import { useStickyInset } from '../../lib/sticky-inset';
import { useSession } from '../../lib/session';
import { dashboardMenuFor, isActiveEntry } from './menu';

const SIDEBAR_WIDTH = '64';

/** Logo, the role's menu and Logout at the bottom; `onChoose` closes the small-screen drawer. */
function SideMenu({ onChoose }: { onChoose?: () => void }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = dashboardMenuFor(user?.role);

  const logout = () => {
    onChoose?.();
    // one transition with the router's own: signing out alone on a dashboard page would
    // make its guard send us to /login before the navigation to / lands
    startTransition(() => {
      navigate('/');
      signOut();
    });
  };

  return (
    <Flex direction="column" h="full" gap="6" py="5" px="4">
      <Box px="2">
        <Logo />
      </Box>
      <Stack as="nav" aria-label="Dashboard" gap="1" flex="1" overflowY="auto">
        {entries.map((entry) => {
          const active = isActiveEntry(entry, pathname);
          return (
            <Link
              key={entry.to}
              asChild
              px="3"
              py="2"
              rounded="md"
              fontWeight="medium"
              color={active ? 'brand.fg' : 'gray.700'}
              bg={active ? 'brand.subtle' : undefined}
              _hover={{ bg: 'gray.100', textDecoration: 'none' }}
              aria-current={active ? 'page' : undefined}
              onClick={onChoose}
            >
              <RouterLink to={entry.to}>{entry.label}</RouterLink>
            </Link>
          );
        })}
      </Stack>
      <Button variant="outline" colorPalette="red" onClick={logout}>
        Logout
      </Button>
    </Flex>
  );
}

/** The back-office frame: a drawer that stays open on large screens and toggles on small ones. */
export function DashboardShell() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  // focused elements scroll clear of the bar
  const stuckToTop = useStickyInset('top');

  return (
    <Flex minH="100dvh" bg="gray.50">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w={SIDEBAR_WIDTH}
        flexShrink={0}
        bg="white"
        borderRightWidth="1px"
        position="sticky"
        top="0"
        h="100dvh"
        // a long admin menu scrolls inside the bar, which always runs the full height of the screen
        overflowY="auto"
        data-testid="dashboard-sidebar"
      >
        <SideMenu />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" ref={stuckToTop} h="14" px="4" align="center" gap="3" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
          <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton aria-label="Open dashboard menu" variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
                <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M3 6h18M3 12h18M3 18h18" />
                </svg>
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW="72">
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" position="absolute" top="3" right="3" aria-label="Close dashboard menu" />
                  </Drawer.CloseTrigger>
                  <SideMenu onChoose={() => setOpen(false)} />
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Text fontWeight="semibold" truncate>
            {user?.name || user?.email}
          </Text>
        </Flex>
        {/* the page's main: the skip link's target, beside the menu rather than around it */}
        <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" flex="1" p={{ base: '3', md: '6' }} minW="0">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Box>
        {/* the help line every page has, after the content (the spec hides the site footer here) */}
        <Box as="footer" py="3" px="4" borderTopWidth="1px" bg="white">
          <HelpLinks />
        </Box>
      </Flex>
    </Flex>
  );
}
