import { Text } from '@chakra-ui/react';
import { MESSAGES } from '@evbazaar/common';
import { useChosenStateRates } from '../../components/chosen-state';
import { StatePicker } from '../../components/state-picker';
import { CompareCell, CompareRowLabel, CompareRowView } from './compare-table';
import { effectiveCostRow, onRoadRow, type ComparedVehicle } from './compare-rows';

const ROW = MESSAGES.pricing.onRoad;
const AFTER_ROW = MESSAGES.pricing.effectiveCost;

/**
 * The on-road price row for the visitor's state (issue 12 item 6), right under the ex-showroom
 * price, the lowest highlighted like the other rows, then the cost after a state subsidy reimbursed
 * after purchase where one applies. Without a chosen state the row offers the
 * choice (kept for every page, as on the product page).
 */
export function CompareOnRoadRow({ vehicles }: { vehicles: readonly ComparedVehicle[] }) {
  const { stateId, rates, fetching } = useChosenStateRates();
  if (rates) {
    const row = onRoadRow(vehicles, rates);
    const after = effectiveCostRow(vehicles, rates);
    return (
      <CompareRowView rowKey={ROW} label={row.label} cells={row.cells} best={row.best}>
        {after && <CompareRowView rowKey={AFTER_ROW} label={after.label} cells={after.cells} best={after.best} />}
      </CompareRowView>
    );
  }
  return (
    <tr data-row={ROW}>
      <CompareRowLabel>{ROW}</CompareRowLabel>
      <CompareCell colSpan={vehicles.length}>
        {stateId && fetching ? <Text color="fg.muted">Loading…</Text> : <StatePicker label="Choose a state" placeholder="Choose a state" hideLabel />}
      </CompareCell>
    </tr>
  );
}
