import { Box, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { REAL_WORLD_RANGE_NOTE, commuteCheck, realWorldRange, runningCost } from '@evbazaar/common/src/pricing/running-cost';
import { ratesFor, type StateRates } from '../../components/chosen-state';
import { FieldError, useFieldIds } from '../../components/form-fields';
import type { VehicleType } from '../../gql/graphql';
import { formatPrice } from '../../lib/format';

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
      <FieldError>From 0 to {max}</FieldError>
    </Field.Root>
  );
}

/**
 * Running cost of this EV against a comparable petrol vehicle, and whether a day's riding fits its
 * real-world range. The tariff, petrol price and mileage start from the chosen state's figures
 * (remount with a new state to start again from its own).
 */
export function RunningCostCard({ vehicle, state }: { vehicle: RunningCostVehicle; state: StateRates | null }) {
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
    <Stack gap="3" role="group" aria-label="Running cost">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <NumberField label="Daily distance (km)" value={daily} onChange={setDaily} max={1000} />
        <NumberField label="Electricity tariff (₹/kWh)" unit="₹/kWh" value={tariff} onChange={setTariff} max={100} />
        <NumberField label="Petrol price (₹/L)" unit="₹/L" value={petrolPrice} onChange={setPetrolPrice} max={1000} />
        <NumberField label="Petrol mileage (km/L)" unit="km/L" value={mileage} onChange={setMileage} max={200} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" bg="gray.50" rounded="md" p="3" aria-live="polite">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            This EV a month
          </Text>
          <Text fontWeight="semibold" data-testid="ev-monthly-cost">
            {rupees(cost?.ev ?? null)}
          </Text>
        </Box>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Petrol vehicle a month
          </Text>
          <Text fontWeight="semibold">{rupees(cost?.petrol ?? null)}</Text>
        </Box>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            You save a month
          </Text>
          <Text fontWeight="bold" color="green.700">
            {rupees(cost?.saving ?? null)}
          </Text>
        </Box>
      </SimpleGrid>
      <Box aria-live="polite" data-testid="commute-check" p="3" rounded="md" bg={check?.fits ? 'green.50' : check ? 'red.50' : 'gray.50'}>
        <Text fontWeight="semibold">Commute check</Text>
        <Text>
          {check ? check.text.charAt(0).toUpperCase() + check.text.slice(1) : rangeKm ? 'Enter your daily distance.' : 'This vehicle states no range.'}
        </Text>
        {rangeKm && (
          <Text fontSize="xs" color="fg.muted">
            Real-world range {Math.round(rangeKm * 10) / 10} km: {REAL_WORLD_RANGE_NOTE}.
          </Text>
        )}
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {state && rates
          ? `Defaults for ${state.stateName} (indicative): tariff from ${state.tariffSource}, verified ${state.tariffVerifiedOn}; petrol from ${state.petrolSource}, verified ${state.petrolVerifiedOn}; mileage from ${rates.petrolMileageSource}. A month is 30 days of riding; the EV uses a full battery per real-world range.`
          : 'Choose your state to start from its electricity tariff, petrol price and a comparable petrol mileage.'}
      </Text>
    </Stack>
  );
}
