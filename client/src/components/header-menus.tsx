import { Link, Menu, Portal, Button, Stack } from '@chakra-ui/react';
import { Sheet } from './sheet';
import { NavLink, Link as RouterLink } from 'react-router';
import { dropdownItemFor, type NavItem } from '../lib/roles';
import type { SessionUser } from '../lib/session-token';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';
import { LanguageSwitch } from './language-switch';
import { useNavLabel } from './nav-label';

// Loaded on demand by the header: guests on a wide screen never download the menu or drawer code.

/** Signed in: name (or e-mail) -> /profile, Dashboard or Wishlist, Logout. */
export function ProfileMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const second = dropdownItemFor(user.role);
  const t = useT(layoutText);
  const navLabel = useNavLabel();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" maxW="48" truncate>
          {user.name || user.email}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="profile" asChild>
              <RouterLink to="/profile">{user.name || user.email}</RouterLink>
            </Menu.Item>
            <Menu.Item value="second" asChild>
              <RouterLink to={second.to}>{navLabel(second)}</RouterLink>
            </Menu.Item>
            <Menu.Item value="logout" onSelect={onLogout}>
              {t('header.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The small-screen menu; choosing an item closes it. */
export function MobileDrawer({ open, onOpenChange, items }: { open: boolean; onOpenChange: (open: boolean) => void; items: NavItem[] }) {
  const t = useT(layoutText);
  const navLabel = useNavLabel();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} placement="end" title={t('header.menu')} content={{ maxW: '72' }}>
      <Stack as="nav" aria-label={t('header.mobileNav')} gap="4">
        {items.map((item) => (
          <Link key={item.to} asChild fontWeight="medium" _currentPage={{ color: 'brand.fg' }} onClick={() => onOpenChange(false)}>
            <NavLink to={item.to} end={item.to === '/'}>
              {navLabel(item)}
            </NavLink>
          </Link>
        ))}
        <LanguageSwitch full />
      </Stack>
    </Sheet>
  );
}
