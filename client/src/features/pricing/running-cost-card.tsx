import { Box, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { REAL_WORLD_RANGE_SHARE, commuteCheck, realWorldRange, runningCost, type CommuteCheck } from '@evbazaar/common/src/pricing/running-cost';
import { formatDistanceKm, formatHours } from '@evbazaar/common/src/format';
import { productText } from '@evbazaar/common/src/i18n/text/product.generated';
import { ratesFor, type StateRates } from '../../components/chosen-state';
import { FieldError, useFieldIds } from '../../components/form-fields';
import type { VehicleType } from '../../gql/graphql';
import { formatPrice } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';

const numberOf = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
const rupees = (value: number | null) => (value === null ? '-' : formatPrice(Math.round(value)));

export interface RunningCostVehicle {
  vehicleType: VehicleType;
  battery: number | null;
  charging: number | null;
  rangeMin: number | null;
  range: number | null;
  rangeMax: number | null;
}

function NumberField({ label, unit, value, onChange, max }: { label: string; unit?: string; value: string; onChange: (v: string) => void; max: number }) {
  const n = numberOf(value);
  const invalid = value.trim() !== '' && (n === null || n < 0 || n > max);
  const { ids, describedBy } = useFieldIds(invalid);
  const t = useT(productText);
  return (
    <Field.Root ids={ids} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
        aria-describedby={describedBy}
        placeholder={unit}
      />
      <FieldError>{t('running.fieldError', { max: String(max) })}</FieldError>
    </Field.Root>
  );
}

/**
 * Running cost of this EV against a comparable petrol vehicle, and whether a day's riding fits its
 * real-world range. The tariff, petrol price and mileage start from the chosen state's figures
 * (remount with a new state to start again from its own).
 */
export function RunningCostCard({ vehicle, state }: { vehicle: RunningCostVehicle; state: StateRates | null }) {
  const t = useT(productText);
  const locale = useLocale();
  /** The commute check's line: the kernel's English words, or the same facts in Hindi. */
  const commuteText = (c: CommuteCheck) => {
    if (locale === 'en') return c.text.charAt(0).toUpperCase() + c.text.slice(1);
    const daily = formatDistanceKm(c.dailyKm, locale);
    if (!c.fits || !c.chargeEveryDays) return t('commute.doesNotFit', { daily, range: formatDistanceKm(c.rangeKm, locale) });
    const facts = { daily, spare: String(c.sparePercent ?? 0), days: c.chargeEveryDays };
    return c.chargeHours ? t('commute.fitsWithHours', { ...facts, hours: formatHours(c.chargeHours, locale) }) : t('commute.fits', facts);
  };
  const rates = state ? ratesFor(state, vehicle.vehicleType) : null;
  const [daily, setDaily] = useState('30');
  const [tariff, setTariff] = useState(state ? String(state.electricityTariff) : '');
  const [petrolPrice, setPetrolPrice] = useState(state ? String(state.petrolPrice) : '');
  const [mileage, setMileage] = useState(rates ? String(rates.petrolMileage) : '');

  const dailyKm = numberOf(daily);
  const rangeKm = realWorldRange(vehicle);
  const values = { tariff: numberOf(tariff), petrolPrice: numberOf(petrolPrice), petrolMileage: numberOf(mileage) };
  const cost =
    dailyKm !== null &&
    dailyKm >= 0 &&
    dailyKm <= 1000 &&
    rangeKm &&
    vehicle.battery &&
    values.tariff !== null &&
    values.petrolPrice !== null &&
    values.petrolMileage
      ? runningCost({
          dailyKm,
          batteryKwh: vehicle.battery,
          rangeKm,
          tariff: values.tariff,
          petrolPrice: values.petrolPrice,
          petrolMileage: values.petrolMileage,
        })
      : null;
  const check = dailyKm !== null && dailyKm > 0 && rangeKm ? commuteCheck(dailyKm, rangeKm, vehicle.charging) : null;

  return (
    <Stack gap="3" role="group" aria-label={t('running.label')}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <NumberField label={t('running.daily')} value={daily} onChange={setDaily} max={1000} />
        <NumberField label={t('running.tariff')} unit={t('running.tariffUnit')} value={tariff} onChange={setTariff} max={100} />
        <NumberField label={t('running.petrolPrice')} unit={t('running.petrolPriceUnit')} value={petrolPrice} onChange={setPetrolPrice} max={1000} />
        <NumberField label={t('running.mileage')} unit={t('running.mileageUnit')} value={mileage} onChange={setMileage} max={200} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" bg="gray.50" rounded="md" p="3" aria-live="polite">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('running.evMonthly')}
          </Text>
          <Text fontWeight="semibold" data-testid="ev-monthly-cost">
            {rupees(cost?.ev ?? null)}
          </Text>
        </Box>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('running.petrolMonthly')}
          </Text>
          <Text fontWeight="semibold">{rupees(cost?.petrol ?? null)}</Text>
        </Box>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('running.saving')}
          </Text>
          <Text fontWeight="bold" color="green.700">
            {rupees(cost?.saving ?? null)}
          </Text>
        </Box>
      </SimpleGrid>
      <Box aria-live="polite" data-testid="commute-check" p="3" rounded="md" bg={check?.fits ? 'green.50' : check ? 'red.50' : 'gray.50'}>
        <Text fontWeight="semibold">{t('running.commuteHeading')}</Text>
        <Text>{check ? commuteText(check) : rangeKm ? t('running.enterDaily') : t('running.noRange')}</Text>
        {rangeKm && (
          <Text fontSize="xs" color="fg.muted">
            {t('running.realWorld', {
              range: locale === 'en' ? `${Math.round(rangeKm * 10) / 10} km` : formatDistanceKm(rangeKm, locale),
              share: String(REAL_WORLD_RANGE_SHARE * 100),
            })}
          </Text>
        )}
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {state && rates
          ? t('running.defaults', {
              state: state.stateName,
              tariffSource: state.tariffSource,
              tariffVerifiedOn: state.tariffVerifiedOn,
              petrolSource: state.petrolSource,
              petrolVerifiedOn: state.petrolVerifiedOn,
              mileageSource: rates.petrolMileageSource,
            })
          : t('running.chooseState')}
      </Text>
    </Stack>
  );
}
