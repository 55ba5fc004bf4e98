import { Field, NativeSelect } from '@chakra-ui/react';
import { useChosenState } from '../../components/chosen-state';
import { usePricingStateListQuery } from '../../components/pricing-rates.generated';

/** "Your state": chosen once, kept for every page (local storage); the profile's state until then. */
export function StatePicker() {
  const { stateId, choose } = useChosenState();
  const [{ data }] = usePricingStateListQuery();
  const states = data?.pricingStates ?? [];
  return (
    <Field.Root maxW={{ base: 'full', sm: 'xs' }}>
      <Field.Label>Your state</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label="Your state" value={stateId ?? ''} onChange={(e) => e.target.value && choose(e.target.value)}>
          <option value="">Choose your state</option>
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
