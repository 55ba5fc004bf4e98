import { Button, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { FilterChip } from './filter-chips';

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
