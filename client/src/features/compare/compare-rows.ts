import { MESSAGES } from '@evbazaar/common';
import { bestOf, COMPARE_PAGE_SPECS, SPEC_BLANK, vehicleTypeLabel } from '@evbazaar/common/src/domain/catalogue';
import { onRoadPrice } from '@evbazaar/common/src/pricing/on-road';
import { ratesFor, type StateRates } from '../../components/chosen-state';
import type { CompareProductsQuery } from './compare.generated';
import { formatPrice } from '../../lib/format';
import { specTableRows, type SpecTableRow } from '../../components/spec-table';

export type ComparedVehicle = CompareProductsQuery['compareProducts'][number];

/** One row of the compare table: a shown text per vehicle and which of them hold the best value. */
export type CompareRow = SpecTableRow;

/** The compare page's rows before the specifications: who makes it, what it is, what it costs. */
function leadingRows(vehicles: readonly ComparedVehicle[]): CompareRow[] {
  const rows = [
    { label: 'Brand', cells: vehicles.map((v) => v.brand?.name ?? SPEC_BLANK), best: [] },
    { label: 'Vehicle type', cells: vehicles.map((v) => vehicleTypeLabel(v.vehicleType)), best: [] },
    {
      label: 'Price (ex-showroom)',
      cells: vehicles.map((v) => formatPrice(v.price)),
      best: bestOf(
        vehicles.map((v) => v.price),
        'lower',
      ),
    },
  ];
  return rows.map((r) => ({ ...r, same: r.cells.every((c) => c === r.cells[0]) }));
}

/** The compare table's rows; with `differencesOnly`, rows where every vehicle shows the same are left out. */
export function compareRows(vehicles: readonly ComparedVehicle[], differencesOnly = false): CompareRow[] {
  const rows = [...leadingRows(vehicles), ...specTableRows(COMPARE_PAGE_SPECS, vehicles)];
  return differencesOnly && vehicles.length > 1 ? rows.filter((r) => !r.same) : rows;
}

/** Each vehicle's on-road price in the chosen state; null where the price or the type's rates are missing. */
const onRoadPrices = (vehicles: readonly ComparedVehicle[], rates: StateRates) =>
  vehicles.map((v) => {
    const typeRates = ratesFor(rates, v.vehicleType);
    return typeRates && typeof v.price === 'number' ? onRoadPrice(v.price, typeRates, v.battery) : null;
  });

const row = (label: string, values: (number | null)[]): Omit<CompareRow, 'same'> => ({
  label,
  cells: values.map((value) => (value === null ? '-' : formatPrice(value))),
  best: bestOf(values, 'lower'),
});

/**
 * The on-road price row for the chosen state's rates (the shared calculation the cards and the
 * server use): what is paid at the counter; "-" where the price or the state's rates for the
 * vehicle type are missing.
 */
export function onRoadRow(vehicles: readonly ComparedVehicle[], rates: StateRates): Omit<CompareRow, 'same'> {
  return row(
    `${MESSAGES.pricing.onRoad} in ${rates.stateName}`,
    onRoadPrices(vehicles, rates).map((p) => p?.onRoad ?? null),
  );
}

/**
 * The effective cost row: the on-road price after a state subsidy reimbursed after purchase; null
 * (no row) when no compared vehicle has one in the chosen state.
 */
export function effectiveCostRow(vehicles: readonly ComparedVehicle[], rates: StateRates): Omit<CompareRow, 'same'> | null {
  const prices = onRoadPrices(vehicles, rates);
  if (!prices.some((p) => p && p.effectiveCost < p.onRoad)) return null;
  return row(
    `${MESSAGES.pricing.effectiveCost} in ${rates.stateName}`,
    prices.map((p) => p?.effectiveCost ?? null),
  );
}
