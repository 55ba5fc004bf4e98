import { Box, Button, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router';
import { navItemsFor } from '../lib/roles';
import { useSession } from '../lib/session';
import { useStickyInset } from '../lib/sticky-inset';
import { useScrolledPast } from '../lib/use-scrolled';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { useNavLabel } from './nav-label';

const ProfileMenu = lazy(() => import('./header-menus').then((m) => ({ default: m.ProfileMenu })));
const MobileDrawer = lazy(() => import('./header-menus').then((m) => ({ default: m.MobileDrawer })));

export function Logo() {
  const t = useT(layoutText);
  return (
    <RouterLink to="/" aria-label={t('header.homeLink')}>
      <img src="/images/logo.svg" alt="EV Bazaar" width={148} height={36} decoding="async" />
    </RouterLink>
  );
}

/** Sticky bar: shadow after 50 px, a drawer on small screens, role items and the profile menu. */
export function Header() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const scrolled = useScrolledPast(50);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const items = navItemsFor(user?.role);
  const t = useT(layoutText);
  const navLabel = useNavLabel();
  // focused elements scroll clear of the bar
  const stuckToTop = useStickyInset('top');

  const logout = () => {
    signOut();
    navigate('/');
  };

  return (
    <Box
      as="header"
      ref={stuckToTop}
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white"
      boxShadow={scrolled ? 'md' : 'none'}
      transition="box-shadow 0.2s"
      data-scrolled={scrolled || undefined}
    >
      <Flex maxW="7xl" mx="auto" px="4" h="16" align="center" justify="space-between" gap="4">
        <Logo />
        <HStack as="nav" aria-label={t('header.mainNav')} gap="6" display={{ base: 'none', lg: 'flex' }}>
          {items.map((item) => (
            <Link key={item.to} asChild fontWeight="medium" color="gray.700" _currentPage={{ color: 'brand.fg' }}>
              <NavLink to={item.to} end={item.to === '/'}>
                {navLabel(item)}
              </NavLink>
            </Link>
          ))}
        </HStack>
        <Box flex="1" maxW="xs" display={{ base: 'none', xl: 'block' }}>
          <HeaderSearch />
        </Box>
        <HStack gap="2">
          <LanguageSwitch />
          {user ? (
            <Suspense fallback={<Button variant="outline" size="sm" loading />}>
              <ProfileMenu user={user} onLogout={logout} />
            </Suspense>
          ) : (
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/login">{t('header.login')}</RouterLink>
            </Button>
          )}
          <IconButton
            aria-label={t('header.openMenu')}
            variant="ghost"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </svg>
          </IconButton>
          {drawerUsed && (
            <Suspense fallback={null}>
              <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} items={items} />
            </Suspense>
          )}
        </HStack>
      </Flex>
      {/* narrower screens: the search box gets a row of its own under the bar */}
      <Box display={{ base: 'block', xl: 'none' }} px="4" pb="2" maxW="7xl" mx="auto">
        <HeaderSearch />
      </Box>
    </Box>
  );
}
