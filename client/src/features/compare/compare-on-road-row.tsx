import { NativeSelect, Text } from '@chakra-ui/react';
import { chooseState, useChosenStateRates } from '../../components/chosen-state';
import { usePricingStateListQuery } from '../../components/pricing-rates.generated';
import { CompareCell, CompareRowLabel, CompareRowView } from './compare-table';
import { onRoadRow, type ComparedVehicle } from './compare-rows';

const ROW = 'On-road price';

/**
 * The on-road price row for the visitor's state (issue 12 item 6), right under the ex-showroom
 * price, the lowest highlighted like the other rows. Without a chosen state the row offers the
 * choice (kept for every page, as on the product page).
 */
export function CompareOnRoadRow({ vehicles }: { vehicles: readonly ComparedVehicle[] }) {
  const { stateId, rates, fetching } = useChosenStateRates();
  if (rates) {
    const row = onRoadRow(vehicles, rates);
    return <CompareRowView rowKey={ROW} label={row.label} cells={row.cells} best={row.best} />;
  }
  return (
    <tr data-row={ROW}>
      <CompareRowLabel>{ROW}</CompareRowLabel>
      <CompareCell colSpan={vehicles.length}>
        {stateId && fetching ? <Text color="fg.muted">Loading…</Text> : <StateChoice />}
      </CompareCell>
    </tr>
  );
}

function StateChoice() {
  const [{ data }] = usePricingStateListQuery();
  return (
    <NativeSelect.Root size="sm" maxW="xs">
      <NativeSelect.Field
        aria-label="Choose a state"
        value=""
        onChange={(e) => e.target.value && chooseState(e.target.value)}
      >
        <option value="">Choose a state</option>
        {(data?.pricingStates ?? []).map((s) => (
          <option key={s.stateId} value={s.stateId}>
            {s.stateName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
