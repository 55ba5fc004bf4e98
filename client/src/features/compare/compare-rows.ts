import { MESSAGES } from '@evbazaar/common';
import { onRoadPrice } from '@evbazaar/common/src/pricing/on-road';
import { ratesFor, type StateRates } from '../../components/chosen-state';
import type { CompareProductsQuery } from './compare.generated';
import { formatPrice, withUnit } from '../../lib/format';
import { VEHICLE_TYPES } from '../../lib/vehicle-types';

export type ComparedVehicle = CompareProductsQuery['compareProducts'][number];

/** One row of the compare table: a shown text per vehicle and which of them hold the best value. */
export interface CompareRow {
  label: string;
  cells: string[];
  /** indexes of the cells with the best value; empty when the row has no better or worse */
  best: number[];
  /** every vehicle shows the same text */
  same: boolean;
}

type Better = 'higher' | 'lower' | null;

interface RowSpec {
  label: string;
  /** the number the best value is judged on; null when the vehicle does not state it */
  value?: (v: ComparedVehicle) => number | null | undefined;
  text: (v: ComparedVehicle) => string;
  better: Better;
}

/** The range the product page shows: certified range, else the stated span, else either end. */
function rangeText(v: ComparedVehicle): string {
  if (v.range !== null && v.range !== undefined) return withUnit(v.range, 'km');
  if (v.rangeMin !== null && v.rangeMin !== undefined && v.rangeMax !== null && v.rangeMax !== undefined)
    return `${v.rangeMin} - ${v.rangeMax} km`;
  return withUnit(v.rangeMax ?? v.rangeMin, 'km');
}

const typeLabel = (value: string) => VEHICLE_TYPES.find((t) => t.value === value)?.label ?? value;

// the units the product page shows (features/products/spec-grid)
const ROWS: RowSpec[] = [
  { label: 'Brand', text: (v) => v.brand?.name ?? '-', better: null },
  { label: 'Vehicle type', text: (v) => typeLabel(v.vehicleType), better: null },
  { label: 'Price (ex-showroom)', value: (v) => v.price, text: (v) => formatPrice(v.price), better: 'lower' },
  { label: 'Range', value: (v) => v.range ?? v.rangeMax ?? v.rangeMin, text: rangeText, better: 'higher' },
  { label: 'Charging', value: (v) => v.charging, text: (v) => withUnit(v.charging, 'Hr'), better: 'lower' },
  { label: 'Top Speed', value: (v) => v.topSpeed, text: (v) => withUnit(v.topSpeed, 'km/hr'), better: 'higher' },
  { label: 'Battery', value: (v) => v.battery, text: (v) => withUnit(v.battery, 'kWh'), better: 'higher' },
  { label: 'Motor Power', value: (v) => v.motorPower, text: (v) => withUnit(v.motorPower, 'W'), better: 'higher' },
  {
    label: 'Acceleration (0-40 km/h)',
    value: (v) => v.acceleration,
    text: (v) => withUnit(v.acceleration, 's'),
    better: 'lower',
  },
  { label: 'Torque', value: (v) => v.torque, text: (v) => withUnit(v.torque, 'Nm'), better: 'higher' },
  // lighter is not plainly better across vehicle kinds, so weight has no best
  { label: 'Weight', value: (v) => v.weight, text: (v) => withUnit(v.weight, 'kg'), better: null },
  { label: 'Warranty', value: (v) => v.warranty, text: (v) => withUnit(v.warranty, 'years'), better: 'higher' },
];

/** Which vehicles hold the best value of a row: only when at least two state it and they differ. */
export function bestOf(values: (number | null | undefined)[], better: Better): number[] {
  if (!better) return [];
  const stated = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (stated.length < 2 || stated.every((v) => v === stated[0])) return [];
  const target = better === 'higher' ? Math.max(...stated) : Math.min(...stated);
  return values.flatMap((v, i) => (v === target ? [i] : []));
}

/** The compare table's rows; with `differencesOnly`, rows where every vehicle shows the same are left out. */
export function compareRows(vehicles: readonly ComparedVehicle[], differencesOnly = false): CompareRow[] {
  const rows = ROWS.map((spec) => {
    const cells = vehicles.map(spec.text);
    return {
      label: spec.label,
      cells,
      best: spec.value ? bestOf(vehicles.map(spec.value), spec.better) : [],
      same: cells.every((c) => c === cells[0]),
    };
  });
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
export function effectiveCostRow(
  vehicles: readonly ComparedVehicle[],
  rates: StateRates,
): Omit<CompareRow, 'same'> | null {
  const prices = onRoadPrices(vehicles, rates);
  if (!prices.some((p) => p && p.effectiveCost < p.onRoad)) return null;
  return row(
    `${MESSAGES.pricing.effectiveCost} in ${rates.stateName}`,
    prices.map((p) => p?.effectiveCost ?? null),
  );
}
