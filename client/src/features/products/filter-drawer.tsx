import { Button, CloseButton, Drawer, HStack, Portal, Wrap } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { FilterChip } from './list-filters';

/** Below Chakra's `lg` breakpoint the filters live in a drawer instead of beside the list. */
const NARROW_QUERY = '(max-width: 61.99em)';

/** True on a phone or small tablet; false on the server and before the first effect, so hydration matches. */
export function useIsNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(NARROW_QUERY);
    if (!query) return;
    setNarrow(query.matches);
    const listener = (event: MediaQueryListEvent) => setNarrow(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, []);
  return narrow;
}

/** The phone's filter panel: a sheet from the bottom whose button goes back to the list with its count. */
export function FilterDrawer({
  open,
  onOpenChange,
  total,
  onClear,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: number | undefined;
  onClear?: () => void;
  children: ReactNode;
}) {
  const show = total === undefined ? 'Show results' : total === 1 ? 'Show 1 result' : `Show ${total} results`;
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="bottom" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxH="85dvh">
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              <HStack w="full" gap="3">
                {onClear && (
                  <Button variant="outline" flex="1" onClick={onClear}>
                    Clear filters
                  </Button>
                )}
                <Button colorPalette="brand" flex="2" onClick={() => onOpenChange(false)}>
                  {show}
                </Button>
              </HStack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The active filters above the list, each removable on its own. */
export function FilterChips({ chips, onRemove }: { chips: FilterChip[]; onRemove: (chip: FilterChip) => void }) {
  return (
    <Wrap gap="2" mb="3" as="ul" listStyleType="none" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Button size="xs" variant="subtle" colorPalette="brand" rounded="full" aria-label={`Remove filter ${chip.label}`} onClick={() => onRemove(chip)}>
            {chip.label}
            <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
    </Wrap>
  );
}
