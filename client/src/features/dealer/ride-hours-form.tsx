import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, RIDE_CALENDAR_DEFAULTS, WEEKDAY_NAMES, rideHoursSchema } from '@evbazaar/common';
import { useState } from 'react';
import { SelectField, TextField } from '../../components/form-fields';
import { useSetShopRideHoursMutation, type RideHoursFieldsFragment } from './dealer.generated';
import { readFailure } from '../../lib/errors';
import { useSchemaForm } from '../../lib/form';
import { notify } from '../../lib/toaster';

/** Until a dealer saves hours: the rides kernel's default week (Monday to Saturday, 10:00 to 19:00). */
const DEFAULT_DAYS = RIDE_CALENDAR_DEFAULTS.weekly.map((day) => day ?? { open: '', close: '' });

/**
 * The shop's test-ride calendar (India time): opening hours per weekday (both times empty =
 * closed), closed dates, slot length, rides at once, minimum notice and how far ahead customers
 * may book. Without saved hours customers send requests without a time.
 */
export function RideHoursForm({ hours }: { hours: RideHoursFieldsFragment | null }) {
  const form = useSchemaForm(rideHoursSchema, {
    weekly: hours ? hours.days.map((d) => ({ open: d.open ?? '', close: d.close ?? '' })) : DEFAULT_DAYS,
    slotMinutes: String(hours?.slotMinutes ?? RIDE_CALENDAR_DEFAULTS.slotMinutes),
    capacity: String(hours?.capacity ?? RIDE_CALENDAR_DEFAULTS.capacity),
    minNoticeMinutes: String(hours?.minNoticeMinutes ?? RIDE_CALENDAR_DEFAULTS.minNoticeMinutes),
    horizonDays: String(hours?.horizonDays ?? RIDE_CALENDAR_DEFAULTS.horizonDays),
  });
  const [closedText, setClosedText] = useState((hours?.closedDates ?? []).join(', '));
  const [{ fetching }, save] = useSetShopRideHoursMutation();

  const submit = form.handleSubmit(async (v) => {
    const closedDates = closedText
      .split(/[\s,]+/)
      .map((d) => d.trim())
      .filter(Boolean);
    const result = await save({
      input: {
        weekly: v.weekly.map((d) => (d.open || d.close ? { open: d.open || null, close: d.close || null } : null)),
        closedDates,
        slotMinutes: Number(v.slotMinutes),
        capacity: Number(v.capacity),
        minNoticeMinutes: Number(v.minNoticeMinutes),
        horizonDays: Number(v.horizonDays),
      },
    });
    if (result.error || !result.data) {
      form.showServerErrors(result.error);
      notify.error(readFailure(result.error).message ?? MESSAGES.rides.hoursSaveFailed);
    } else notify.success(MESSAGES.rides.hoursSaved);
  });

  return (
    <Stack asChild gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="white">
      <form onSubmit={submit} noValidate aria-label="Test-ride hours">
        <Heading as="h2" size="md">
          Test-ride hours
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          India time. Leave both times empty on a day the shop is closed. Customers see the free slots and book one.
        </Text>
        <Stack gap="2">
          {WEEKDAY_NAMES.map((day, i) => (
            <HStack key={day} gap="3" align="end" wrap="wrap">
              <Text w="24" fontWeight="medium" pb="2">
                {day}
              </Text>
              <HStack gap="2" flex="1" minW="56">
                <TextField label={`${day} opens`} type="time" {...form.field(`weekly.${i}.open`)} />
                <TextField label={`${day} closes`} type="time" {...form.field(`weekly.${i}.close`)} />
              </HStack>
              {form.errorOf(`weekly.${i}`) && (
                <Text color="red.600" fontSize="sm" w="full">
                  {form.errorOf(`weekly.${i}`)}
                </Text>
              )}
            </HStack>
          ))}
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField label="Slot length" placeholder="Choose" {...form.field('slotMinutes')} error={form.errorOf('slotMinutes')}>
            <option value="30">30 minutes</option>
            <option value="45">45 minutes</option>
            <option value="60">60 minutes</option>
          </SelectField>
          <TextField label="Rides at once (demo vehicles)" type="number" {...form.field('capacity')} error={form.errorOf('capacity')} />
          <TextField label="Minimum notice (minutes)" type="number" {...form.field('minNoticeMinutes')} error={form.errorOf('minNoticeMinutes')} />
          <TextField label="Bookable days ahead" type="number" {...form.field('horizonDays')} error={form.errorOf('horizonDays')} />
          <TextField
            label="Closed dates (YYYY-MM-DD, comma separated)"
            name="closedDates"
            placeholder="2026-12-25, 2027-01-26"
            value={closedText}
            onChange={(e) => setClosedText(e.target.value)}
          />
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={fetching || form.busy}>
          Save hours
        </Button>
      </form>
    </Stack>
  );
}
