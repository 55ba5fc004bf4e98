import { Button, Stack, Text } from '@chakra-ui/react';
import { bookTestDriveSchema } from '@evbazaar/common';
import { toIndiaIso } from '@evbazaar/common/src/ride-time';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readBookingPreset } from '../../lib/booking-link';
import { SelectField } from '../../components/form-fields';
import { useBookTestDriveMutation, useProductAvailabilityQuery } from './test-drives.generated';
import { useLocationsQuery } from '../../components/locations.generated';
import { readFailure } from '../../lib/errors';
import { bookingText } from '@evbazaar/common/src/i18n/text/booking.generated';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { groupByState } from './group-locations';
import { useSlotFormat } from './slot-format';
import { SlotPicker } from './slot-picker';

/**
 * Role User: choose a location (grouped by state) and a shop that has the product available; the
 * colour chosen on the product page goes with the request. A booking opens its confirmation.
 */
export function BookTestDriveForm({ productId, color }: { productId: string; color?: { id: string; name: string } }) {
  const form = useSchemaForm(bookTestDriveSchema, { productId, locationId: '', shopId: '' });
  const t = useT(bookingText);
  const { slotLabel } = useSlotFormat();
  // how soon a shop usually confirms, from its median (the server's label says the same in English)
  const responseText = (minutes: number) => {
    if (minutes <= 60) return t('response.withinHour');
    const hours = Math.ceil(minutes / 60);
    return hours < 48 ? t('response.withinHours', { hours: String(hours) }) : t('response.withinDays', { days: String(Math.ceil(hours / 24)) });
  };
  const { locationId, shopId } = form.values;
  const [locations] = useLocationsQuery();
  const [availability] = useProductAvailabilityQuery({ variables: { locationId, productId }, pause: !locationId });
  const [{ fetching }, book] = useBookTestDriveMutation();
  const shops = useMemo(() => (locationId ? (availability.data?.productAvailability ?? []) : []), [locationId, availability.data]);
  const noShops = Boolean(locationId) && !availability.fetching && availability.data !== undefined && shops.length === 0;
  // the chosen slot of the chosen shop; none keeps the spec's request without a time
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const response = shops.find((entry) => entry.shop.id === shopId)?.shop.rideResponse;
  const navigate = useNavigate();

  // "Book this slot" from the dealer finder: location, shop and slot chosen, once each list has loaded
  const { hash } = useLocation();
  const [preset, setPreset] = useState(() => readBookingPreset(hash));
  const locationsLoaded = Boolean(locations.data);
  const { setValue } = form;
  useEffect(() => {
    if (preset && locationsLoaded && !locationId) setValue('locationId', preset.locationId);
  }, [preset, locationsLoaded, locationId, setValue]);
  useEffect(() => {
    if (!preset || locationId !== preset.locationId || availability.fetching || !availability.data) return;
    if (shops.some((entry) => entry.shop.id === preset.shopId)) {
      setValue('shopId', preset.shopId);
      // the slot picker names slots in India time (as testRideSlots answers them)
      setSlotStart(preset.slotStart ? toIndiaIso(new Date(preset.slotStart)) : null);
    }
    setPreset(null);
  }, [preset, locationId, availability.fetching, availability.data, shops, setValue]);

  const submit = form.handleSubmit(async (values) => {
    const result = await book(
      { input: { productId, locationId: values.locationId, shopId: values.shopId, slotStart, colorId: color?.id ?? null } },
      { additionalTypenames: ['TestDrive'] },
    );
    if (result.data?.bookTestDrive) {
      const at = result.data.bookTestDrive.slotStart;
      notify.success(at ? t('form.bookedFor', { slot: slotLabel(at) }) : t('form.booked'));
      // the booking confirmation: the time, the shop's address, phone, hours and the calendar event
      navigate(`/book_ride/${result.data.bookTestDrive.id}`);
      return;
    }
    // the spec: a 409 shows the server's message, other failures are only logged
    const failure = readFailure(result.error);
    form.showServerErrors(result.error);
    if (failure.code === 'CONFLICT' && failure.message) notify.error(failure.message);
    else console.error(result.error);
  });

  return (
    <Stack asChild gap="3" borderWidth="1px" rounded="lg" p="4">
      <form onSubmit={submit} noValidate aria-label={t('form.label')}>
        <Text fontWeight="semibold">{t('form.heading')}</Text>
        {color && (
          <Text fontSize="sm" data-testid="ride-colour">
            {t('colour', { name: color.name })}
          </Text>
        )}
        <SelectField
          label={t('form.location')}
          placeholder={locations.fetching ? t('form.loadingLocations') : t('form.selectLocation')}
          {...form.field('locationId')}
          onChange={(e) => {
            form.setValue('locationId', e.target.value);
            form.setValue('shopId', '');
            setSlotStart(null);
          }}
          error={form.errorOf('locationId')}
        >
          {groupByState(locations.data?.locations ?? []).map(([state, list]) => (
            <optgroup key={state} label={state}>
              {list.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.cityName}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          label={t('form.shop')}
          placeholder={availability.fetching ? t('form.loadingShops') : t('form.selectShop')}
          disabled={!locationId || shops.length === 0}
          {...form.field('shopId', { onChange: () => setSlotStart(null) })}
          error={form.errorOf('shopId')}
        >
          {shops.map((entry) => (
            <option key={entry.id} value={entry.shop.id}>
              {entry.shop.shopName}
            </option>
          ))}
        </SelectField>
        {response && (
          <Text fontSize="sm" color="green.700" data-testid="response-badge">
            {t('form.shopResponse', { response: responseText(response.medianMinutes) })}
          </Text>
        )}
        {!shopId && shops.some((entry) => entry.shop.rideResponse) && (
          <Stack as="ul" gap="0" fontSize="sm" color="green.700" listStyleType="none" aria-label={t('form.responseTimes')}>
            {shops.map(
              (entry) =>
                entry.shop.rideResponse && (
                  <li key={entry.id}>
                    {entry.shop.shopName} {responseText(entry.shop.rideResponse.medianMinutes)}
                  </li>
                ),
            )}
          </Stack>
        )}
        {shopId && <SlotPicker shopId={shopId} productId={productId} value={slotStart} onChange={setSlotStart} />}
        {noShops && (
          <Text color="orange.600" fontSize="sm" role="status">
            {t('form.noShops')}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" disabled={!locationId || !shopId || shops.length === 0 || fetching} loading={fetching}>
          {t('form.submit')}
        </Button>
      </form>
    </Stack>
  );
}
