import { Button, Stack, Text } from '@chakra-ui/react';
import { bookingText } from '@evbazaar/common/src/i18n/text/booking.generated';
import { useRef, useState } from 'react';
import { useRescheduleTestDriveMutation } from './test-drives.generated';
import type { RideCanceller, TestDriveStatus } from '../../gql/graphql';
import { readFailure } from '../../lib/errors';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toaster';
import { useSlotFormat } from './slot-format';
import { SlotPicker } from './slot-picker';

type SlotFields = { status: TestDriveStatus; slotStart: string | null; slotEnd: string | null; cancelledBy: RideCanceller | null; cancelReason: string | null };

/** Who cancelled, as each side reads it ("Cancelled by you" only to the one who did it): the kernel's words, in the catalog. */
const CANCELLED_BY = {
  customer: { CUSTOMER: 'cancelledBy.you', DEALER: 'cancelledBy.shop', SYSTEM: 'cancelledBy.evBazaar' },
  dealer: { CUSTOMER: 'cancelledBy.customer', DEALER: 'cancelledBy.you', SYSTEM: 'cancelledBy.evBazaar' },
} as const satisfies Record<'customer' | 'dealer', Record<RideCanceller, string>>;

/** A ride's time (or that the shop will call to agree one) and, when cancelled, by whom and why. */
export function RideSlotLine({ ride, viewer = 'customer' }: { ride: SlotFields; viewer?: 'customer' | 'dealer' }) {
  const t = useT(bookingText);
  const { slotLabel } = useSlotFormat();
  return (
    <>
      <Text fontSize="sm" fontWeight="medium" data-testid="ride-slot">
        {ride.slotStart ? slotLabel(ride.slotStart, ride.slotEnd) : viewer === 'customer' ? t('ride.toBeAgreed') : t('ride.noTimeSet')}
      </Text>
      {ride.status === 'CANCELLED' && ride.cancelledBy && (
        <Text fontSize="sm" color="red.700" data-testid="ride-cancel-reason">
          {t(CANCELLED_BY[viewer][ride.cancelledBy])}
          {ride.cancelReason ? `: ${ride.cancelReason}` : ''}
        </Text>
      )}
    </>
  );
}

/**
 * "Change time": the free slots of the ride's shop, then a move to the chosen one. The keyboard's
 * focus goes into the times when they open and back to "Change time" when they close (a move,
 * "Keep the current time" or Escape), never to the page's start.
 */
export function RescheduleRide({ ride }: { ride: { id: string; slotStart: string | null; product: { id: string; name: string }; shop: { id: string } } }) {
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<string | null>(null);
  const [{ fetching }, reschedule] = useRescheduleTestDriveMutation();
  const t = useT(bookingText);
  const { slotLabel } = useSlotFormat();
  // which of the two faces takes the focus when it shows: set by a change of face, not by the first render
  const focusNext = useRef(false);
  const takeFocus = (element: HTMLElement | null) => {
    if (!element || !focusNext.current) return;
    focusNext.current = false;
    element.focus();
  };
  const show = (next: boolean) => {
    focusNext.current = true;
    setOpen(next);
  };

  const move = async () => {
    if (!slot) return;
    const result = await reschedule({ id: ride.id, slotStart: slot }, { additionalTypenames: ['TestDrive', 'RideSlotDay'] });
    if (result.error) {
      notify.error(readFailure(result.error).message ?? t('reschedule.failed'));
      return;
    }
    notify.success(t('reschedule.movedTo', { slot: slotLabel(slot) }));
    show(false);
    setSlot(null);
  };

  if (!open)
    return (
      <Button ref={takeFocus} size="sm" variant="outline" onClick={() => show(true)} aria-label={t('reschedule.changeTimeOf', { name: ride.product.name })}>
        {ride.slotStart ? t('reschedule.change') : t('reschedule.choose')}
      </Button>
    );
  return (
    <Stack
      ref={takeFocus}
      role="group"
      aria-label={t('reschedule.newTimeOf', { name: ride.product.name })}
      tabIndex={-1}
      focusVisibleRing="outside"
      gap="2"
      borderWidth="1px"
      rounded="md"
      p="3"
      w="full"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        show(false);
      }}
    >
      <SlotPicker shopId={ride.shop.id} productId={ride.product.id} value={slot} onChange={setSlot} label={t('reschedule.pickerLabel')} />
      <Stack direction="row" gap="2">
        <Button size="sm" colorPalette="brand" disabled={!slot} loading={fetching} onClick={() => void move()}>
          {t('reschedule.move')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => show(false)}>
          {t('reschedule.keep')}
        </Button>
      </Stack>
    </Stack>
  );
}
