import { Button, Wrap } from '@chakra-ui/react';
import type { FilterChip } from './filter-chips';

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
