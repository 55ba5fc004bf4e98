import { Button, HStack } from '@chakra-ui/react';
import { Sheet } from '../../components/sheet';
import type { ReactNode } from 'react';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import { useT } from '../../lib/i18n';

// Loaded when a phone first opens its filters: wide screens never download the drawer's code.

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
  const t = useT(productListText);
  const show = total === undefined ? t('showResults') : t('showCount', { count: total });
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      placement="bottom"
      title={t('filters')}
      content={{ roundedTop: 'l3', maxH: '85dvh' }}
      footer={
        <HStack w="full" gap="3">
          {onClear && (
            <Button variant="outline" flex="1" onClick={onClear}>
              {t('clearFilters')}
            </Button>
          )}
          <Button colorPalette="brand" flex="2" onClick={() => onOpenChange(false)}>
            {show}
          </Button>
        </HStack>
      }
    >
      {children}
    </Sheet>
  );
}
