import { Link, Menu, Portal, Button, Stack } from '@chakra-ui/react';
import { Sheet } from './sheet';
import { NavLink, Link as RouterLink } from 'react-router';
import { dropdownItemFor, type NavItem } from '../lib/roles';
import type { SessionUser } from '../lib/session-token';

// Loaded on demand by the header: guests on a wide screen never download the menu or drawer code.

/** Signed in: name (or e-mail) -> /profile, Dashboard or Wishlist, Logout. */
export function ProfileMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const second = dropdownItemFor(user.role);
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
              <RouterLink to={second.to}>{second.label}</RouterLink>
            </Menu.Item>
            <Menu.Item value="logout" onSelect={onLogout}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The small-screen menu; choosing an item closes it. */
export function MobileDrawer({ open, onOpenChange, items }: { open: boolean; onOpenChange: (open: boolean) => void; items: NavItem[] }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} placement="end" title="Menu" content={{ maxW: '72' }}>
      <Stack as="nav" aria-label="Mobile" gap="4">
        {items.map((item) => (
          <Link key={item.to} asChild fontWeight="medium" _currentPage={{ color: 'brand.fg' }} onClick={() => onOpenChange(false)}>
            <NavLink to={item.to} end={item.to === '/'}>
              {item.label}
            </NavLink>
          </Link>
        ))}
      </Stack>
    </Sheet>
  );
}
