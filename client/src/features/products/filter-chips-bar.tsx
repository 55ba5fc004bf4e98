import { Button, Wrap } from '@chakra-ui/react';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import { useT } from '../../lib/i18n';
import type { FilterChip } from './filter-chips';

/** The active filters above the list, each removable on its own. */
export function FilterChips({ chips, onRemove }: { chips: FilterChip[]; onRemove: (chip: FilterChip) => void }) {
  const t = useT(productListText);
  return (
    <Wrap gap="2" mb="3" as="ul" listStyleType="none" aria-label={t('chips.label')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Button
            size="xs"
            variant="subtle"
            colorPalette="brand"
            rounded="full"
            aria-label={t('chips.remove', { label: chip.label })}
            onClick={() => onRemove(chip)}
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
    </Wrap>
  );
}
