import { CloseButton, Drawer, Portal, type DrawerContentProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A drawer with a title, a close button and an optional footer: the site's menus and panels on small screens. */
export function Sheet({
  open,
  onOpenChange,
  placement,
  title,
  footer,
  content,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: 'end' | 'bottom';
  title: string;
  footer?: ReactNode;
  /** the panel's own size and shape */
  content?: DrawerContentProps;
  children: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement={placement} lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content {...content}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
