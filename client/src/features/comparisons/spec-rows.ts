import type { ComparisonVehicleFragment } from './comparisons.generated';

type Vehicle = ComparisonVehicleFragment;

export const NA = 'N/A';

const unit = (value: number | null | undefined, suffix: string) =>
  value === null || value === undefined ? NA : `${value} ${suffix}`;
const textOf = (value: string | null | undefined) => (value ? value : NA);
const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? NA : value ? 'Yes' : 'No';

export interface SpecSection {
  title: string;
  rows: readonly { label: string; value: (v: Vehicle) => string }[];
}

/** The comparison tables in the spec's order; a missing value shows N/A. */
export const SPEC_SECTIONS: readonly SpecSection[] = [
  {
    title: 'General',
    rows: [
      { label: 'Top Speed', value: (v) => unit(v.topSpeed, 'km/h') },
      { label: 'True Range', value: (v) => unit(v.range ?? v.rangeMax, 'km') },
      { label: 'Acceleration 0-40 km/h', value: (v) => unit(v.acceleration, 's') },
      { label: 'Transmission', value: (v) => textOf(v.transmission) },
    ],
  },
  {
    title: 'Power And Performance',
    rows: [
      { label: 'Rated Motor Power', value: (v) => unit(v.motorPower, 'W') },
      { label: 'Torque', value: (v) => unit(v.torque, 'Nm') },
      { label: 'Battery Capacity', value: (v) => unit(v.battery, 'kWh') },
      { label: 'Charger Type', value: (v) => textOf(v.chargerType) },
    ],
  },
  {
    title: 'Features',
    rows: [
      { label: 'Cruise Control', value: (v) => yesNo(v.cruiseControl) },
      { label: 'Navigation', value: (v) => yesNo(v.navigation) },
      { label: 'Mobile App Support', value: (v) => yesNo(v.mobileApp) },
    ],
  },
];
