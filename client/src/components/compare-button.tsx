import { Button, type ButtonProps } from '@chakra-ui/react';
import { compareTrayText } from '@evbazaar/common/src/i18n/text/compare-tray.generated';
import { addToTray, removeFromTray, useCompareTray, type TrayVehicle } from '../lib/compare-tray';
import { useT } from '../lib/i18n';
import { notify } from '../lib/toaster';

/** "Add to compare" on cards and product pages; pressed again it takes the vehicle out of the tray. */
export function CompareButton({ vehicle, ...props }: { vehicle: TrayVehicle } & Omit<ButtonProps, 'onClick'>) {
  const tray = useCompareTray();
  const added = tray.has(vehicle.id);
  const t = useT(compareTrayText);
  return (
    <Button
      size="sm"
      variant={added ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-pressed={added}
      onClick={(e) => {
        // a card is one big link: the button must not open the product
        e.preventDefault();
        e.stopPropagation();
        if (added) removeFromTray(vehicle.id);
        else if (!addToTray(vehicle)) notify.info(t('full'));
      }}
      {...props}
    >
      {added ? t('button.added') : t('button.add')}
    </Button>
  );
}
