import { Text } from '@chakra-ui/react';
import { MESSAGES } from '@evbazaar/common';
import { useChosenStateRates } from '../../components/chosen-state';
import { compareText } from '@evbazaar/common/src/i18n/text/compare.generated';
import { StatePicker } from '../../components/state-picker';
import { useLocale, useT } from '../../lib/i18n';
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
  const t = useT(compareText);
  const locale = useLocale();
  if (rates) {
    const row = onRoadRow(vehicles, rates);
    const after = effectiveCostRow(vehicles, rates);
    // the rows' labels: compareRows' English words, or the catalog's in Hindi
    const rowLabel = locale === 'en' ? row.label : t('row.onRoadIn', { state: rates.stateName });
    const afterLabel = after && (locale === 'en' ? after.label : t('row.effectiveCostIn', { state: rates.stateName }));
    return (
      <CompareRowView rowKey={ROW} label={rowLabel} cells={row.cells} best={row.best}>
        {after && <CompareRowView rowKey={AFTER_ROW} label={afterLabel} cells={after.cells} best={after.best} />}
      </CompareRowView>
    );
  }
  return (
    <tr data-row={ROW}>
      <CompareRowLabel>{t('row.onRoad')}</CompareRowLabel>
      <CompareCell colSpan={vehicles.length}>
        {stateId && fetching ? <Text color="fg.muted">{t('loading')}</Text> : <StatePicker label={t('chooseState')} placeholder={t('chooseState')} hideLabel />}
      </CompareCell>
    </tr>
  );
}
