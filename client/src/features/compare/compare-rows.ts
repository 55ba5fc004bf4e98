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

/**
 * The on-road price row for the chosen state's rates (the shared calculation the cards and the
 * server use); "-" where the price or the state's rates for the vehicle type are missing.
 */
export function onRoadRow(vehicles: readonly ComparedVehicle[], rates: StateRates): Omit<CompareRow, 'same'> {
  const values = vehicles.map((v) => {
    const typeRates = ratesFor(rates, v.vehicleType);
    return typeRates && typeof v.price === 'number' ? onRoadPrice(v.price, typeRates, v.battery).onRoad : null;
  });
  return {
    label: `On-road price in ${rates.stateName}`,
    cells: values.map((value) => (value === null ? '-' : formatPrice(value))),
    best: bestOf(values, 'lower'),
  };
}
