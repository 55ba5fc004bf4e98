import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { onRadioGroupKeyDown, radioTabStop } from '../../lib/radio-group-keys';
import { useTestRideSlotsQuery } from './test-drives.generated';
import { bookingText } from '@evbazaar/common/src/i18n/text/booking.generated';
import { useT } from '../../lib/i18n';
import { useSlotFormat } from './slot-format';

/**
 * A date strip and the free times of the chosen day at one shop. Renders nothing when the shop
 * has no hours (the booking stays a request without a time). `value` is the chosen slot's start.
 */
export function SlotPicker({
  shopId,
  productId,
  value,
  onChange,
  label,
}: {
  shopId: string;
  productId: string;
  value: string | null;
  onChange: (start: string | null) => void;
  label?: string;
}) {
  const t = useT(bookingText);
  const { clockLabel, dayLabel } = useSlotFormat();
  const shown = label ?? t('picker.label');
  const [result] = useTestRideSlotsQuery({ variables: { shopId, productId, days: 14 }, requestPolicy: 'cache-and-network' });
  const days = result.data?.testRideSlots ?? [];
  const [date, setDate] = useState<string | null>(null);
  const firstOpen = days.find((d) => d.slots.length > 0)?.date ?? null;
  const chosen = date ?? firstOpen;
  useEffect(() => setDate(null), [shopId]);

  if (result.fetching && !result.data) return <Text fontSize="sm">{t('picker.loading')}</Text>;
  if (days.length === 0) return null;
  const slots = days.find((d) => d.date === chosen)?.slots ?? [];
  // each strip is one Tab stop; the arrow keys move along it (the ARIA radio group)
  const dateStop = radioTabStop(
    days,
    (d) => d.date === chosen,
    (d) => d.slots.length === 0,
  );
  const timeStop = radioTabStop(slots, (s) => s.start === value);

  return (
    <Stack gap="2" role="group" aria-label={shown}>
      <Text fontSize="sm" fontWeight="medium">
        {shown}
      </Text>
      {/* inline-size containment: the strip scrolls inside the form instead of widening it (and the page) */}
      <Flex gap="2" overflowX="auto" pb="1" role="radiogroup" aria-label={t('picker.date')} css={{ contain: 'inline-size' }} onKeyDown={onRadioGroupKeyDown}>
        {days.map((d, i) => (
          <Button
            key={d.date}
            size="xs"
            flexShrink={0}
            role="radio"
            aria-checked={d.date === chosen}
            tabIndex={i === dateStop ? 0 : -1}
            variant={d.date === chosen ? 'solid' : 'outline'}
            colorPalette="brand"
            disabled={d.slots.length === 0}
            data-date={d.date}
            onClick={() => {
              setDate(d.date);
              onChange(null);
            }}
          >
            {dayLabel(d.date)}
          </Button>
        ))}
      </Flex>
      {slots.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('picker.noFreeTimes')}
        </Text>
      ) : (
        <Flex gap="2" wrap="wrap" role="radiogroup" aria-label={t('picker.time')} onKeyDown={onRadioGroupKeyDown}>
          {slots.map((s, i) => (
            <Button
              key={s.start}
              size="xs"
              role="radio"
              aria-checked={s.start === value}
              tabIndex={i === timeStop ? 0 : -1}
              variant={s.start === value ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={() => onChange(s.start === value ? null : s.start)}
            >
              {clockLabel(s.start)}
            </Button>
          ))}
        </Flex>
      )}
      <Text fontSize="xs" color="fg.muted">
        {t('picker.note')}
      </Text>
    </Stack>
  );
}
