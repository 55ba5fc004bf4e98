import { Field, NativeSelect } from '@chakra-ui/react';
import { useChosenState } from './chosen-state';
import { usePricingStateListQuery } from './pricing-rates.generated';

/**
 * The visitor's state for prices: chosen once, kept for every page (local storage); the profile's
 * state until then. The product page shows it as a labelled field ("Your state"); a compare row
 * shows the bare select under its own name.
 */
export function StatePicker({
  label = 'Your state',
  placeholder = 'Choose your state',
  hideLabel = false,
}: {
  label?: string;
  placeholder?: string;
  hideLabel?: boolean;
}) {
  const { stateId, choose } = useChosenState();
  const [{ data }] = usePricingStateListQuery();
  const states = data?.pricingStates ?? [];
  return (
    <Field.Root maxW={{ base: 'full', sm: 'xs' }}>
      {!hideLabel && <Field.Label>{label}</Field.Label>}
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={stateId ?? ''} onChange={(e) => e.target.value && choose(e.target.value)}>
          <option value="">{placeholder}</option>
          {/* a profile state without rates yet stays shown, so the choice is not silently changed */}
          {stateId && data && !states.some((s) => s.stateId === stateId) && <option value={stateId}>Your state (no rates yet)</option>}
          {states.map((s) => (
            <option key={s.stateId} value={s.stateId}>
              {s.stateName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
