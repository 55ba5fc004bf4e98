/**
 * The catalogue's vocabulary, written once (docs/decisions/0031): the vehicle types with their
 * labels, spec strings and URL slugs; a vehicle's effective range; the specification rows every
 * spec table shows. The Drizzle schema, zod, the server's REST and GraphQL answers and the
 * client's labels, links and tables import from here; server/test/catalogue-guard.test.ts checks
 * the GraphQL enum against this list.
 */
import { MESSAGES } from '../messages';

/** The vehicle types as the catalogue stores them: lower case, as in /e_vehicles/{type}. */
export const VEHICLE_TYPE_VALUES = ['scooter', 'bike', 'four-wheeler', 'commercial'] as const;
export type VehicleTypeValue = (typeof VEHICLE_TYPE_VALUES)[number];

/** The GraphQL enum of a vehicle type (four-wheeler -> FOUR_WHEELER). */
export type VehicleTypeEnum = 'SCOOTER' | 'BIKE' | 'FOUR_WHEELER' | 'COMMERCIAL';

export interface VehicleTypeInfo {
  /** stored value and the word of /e_vehicles/{slug} */
  value: VehicleTypeValue;
  /** GraphQL enum value */
  enum: VehicleTypeEnum;
  /** the spec's name ("Vehicle types: Scooter, Bike, Four-wheeler, Commercial") */
  label: string;
  /** the admin dashboard's stat card ("Scooters, Bikes, Four Wheelers, Commercials") */
  statLabel: string;
  /** the key of the REST admin stats (`vehicleTypeCounts`: scooter, bike, four-wheeler, commercials) */
  statKey: string;
  /** the GraphQL `VehicleTypeCounts` field */
  countField: 'scooter' | 'bike' | 'fourWheeler' | 'commercial';
  /** the landing tile's picture */
  image: string;
}

/** The four vehicle types in the spec's order. */
export const VEHICLE_TYPES: readonly VehicleTypeInfo[] = [
  { value: 'scooter', enum: 'SCOOTER', label: 'Scooter', statLabel: 'Scooters', statKey: 'scooter', countField: 'scooter', image: '/images/types/scooter.svg' },
  { value: 'bike', enum: 'BIKE', label: 'Bike', statLabel: 'Bikes', statKey: 'bike', countField: 'bike', image: '/images/types/bike.svg' },
  {
    value: 'four-wheeler',
    enum: 'FOUR_WHEELER',
    label: 'Four-wheeler',
    statLabel: 'Four Wheelers',
    statKey: 'four-wheeler',
    countField: 'fourWheeler',
    image: '/images/types/four-wheeler.svg',
  },
  {
    value: 'commercial',
    enum: 'COMMERCIAL',
    label: 'Commercial',
    statLabel: 'Commercials',
    statKey: 'commercials',
    countField: 'commercial',
    image: '/images/types/commercial.svg',
  },
];

/** The GraphQL enum values, in order. */
export const VEHICLE_TYPE_ENUMS: readonly VehicleTypeEnum[] = VEHICLE_TYPES.map((t) => t.enum);

/** The address of a vehicle type's list. */
export const vehicleTypePath = (type: Pick<VehicleTypeInfo, 'value'>) => `/e_vehicles/${type.value}`;

/** A vehicle type by its URL word (any case), stored value or GraphQL enum; undefined for anything else. */
export function vehicleTypeOf(word: string | null | undefined): VehicleTypeInfo | undefined {
  if (!word) return undefined;
  return VEHICLE_TYPES.find((t) => t.value === word.toLowerCase() || t.enum === word.toUpperCase());
}

/** A vehicle type by its URL word (/e_vehicles/{slug}, any case); undefined for anything else. */
export const vehicleTypeBySlug = (slug: string | null | undefined): VehicleTypeInfo | undefined =>
  slug ? VEHICLE_TYPES.find((t) => t.value === slug.toLowerCase()) : undefined;

/** The spec's name of a vehicle type given as a stored value or a GraphQL enum; the word itself when unknown. */
export const vehicleTypeLabel = (word: string) => vehicleTypeOf(word)?.label ?? word;

/** The figures a vehicle's range is read from (km). */
export interface RangeFigures {
  /** the certified range */
  range?: number | null;
  /** the lower and upper claimed ranges */
  rangeMin?: number | null;
  rangeMax?: number | null;
}

const stated = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The range a shopper compares (km): the certified range when the product has one, else the
 * highest claimed range; null when it states none. The database computes the same as the stored
 * column products.effective_range (`coalesce(range, greatest(range_min, range_max))`), which the
 * list sorts and filters on. The commute check's real-world range is another fact
 * (pricing/running-cost.ts realWorldRange).
 */
export function effectiveRange({ range, rangeMin, rangeMax }: RangeFigures): number | null {
  if (stated(range)) return range;
  const claimed = [rangeMin, rangeMax].filter(stated);
  return claimed.length ? Math.max(...claimed) : null;
}

/** Which value of a specification is the better one when vehicles are compared; null: neither. */
export type Better = 'higher' | 'lower' | null;

/** The product fields a specification row reads. */
export interface SpecFacts {
  effectiveRange?: number | null;
  topSpeed?: number | null;
  charging?: number | null;
  battery?: number | null;
  motorPower?: number | null;
  weight?: number | null;
  warranty?: number | null;
  acceleration?: number | null;
  torque?: number | null;
  transmission?: string | null;
  chargerType?: string | null;
  cruiseControl?: boolean | null;
  navigation?: boolean | null;
  mobileApp?: boolean | null;
}

type NumberKey = 'effectiveRange' | 'topSpeed' | 'charging' | 'battery' | 'motorPower' | 'weight' | 'warranty' | 'acceleration' | 'torque';
type TextKey = 'transmission' | 'chargerType';
type YesNoKey = 'cruiseControl' | 'navigation' | 'mobileApp';

export type SpecRow =
  | { key: NumberKey; kind: 'number'; label: string; unit: string; better: Better }
  | { key: TextKey; kind: 'text'; label: string; better: null }
  | { key: YesNoKey; kind: 'yes-no'; label: string; better: null };
export type SpecKey = SpecRow['key'];

/**
 * Every specification a table shows, once: the spec's label (the comparison page's where it names
 * one), the spec's unit ("range in km, charging in Hr, top speed in km/hr, battery in kWh, motor
 * power in W, weight in kg, warranty in years") and which value is better.
 */
export const SPEC_ROWS = {
  topSpeed: { key: 'topSpeed', kind: 'number', label: 'Top Speed', unit: 'km/hr', better: 'higher' },
  effectiveRange: { key: 'effectiveRange', kind: 'number', label: 'True Range', unit: 'km', better: 'higher' },
  charging: { key: 'charging', kind: 'number', label: 'Charging', unit: 'Hr', better: 'lower' },
  battery: { key: 'battery', kind: 'number', label: 'Battery Capacity', unit: 'kWh', better: 'higher' },
  motorPower: { key: 'motorPower', kind: 'number', label: 'Rated Motor Power', unit: 'W', better: 'higher' },
  acceleration: { key: 'acceleration', kind: 'number', label: 'Acceleration 0-40 km/h', unit: 's', better: 'lower' },
  torque: { key: 'torque', kind: 'number', label: 'Torque', unit: 'Nm', better: 'higher' },
  // lighter is not plainly better across vehicle kinds, so weight has no best
  weight: { key: 'weight', kind: 'number', label: 'Weight', unit: 'kg', better: null },
  warranty: { key: 'warranty', kind: 'number', label: 'Warranty', unit: 'years', better: 'higher' },
  transmission: { key: 'transmission', kind: 'text', label: 'Transmission', better: null },
  chargerType: { key: 'chargerType', kind: 'text', label: 'Charger Type', better: null },
  cruiseControl: { key: 'cruiseControl', kind: 'yes-no', label: 'Cruise Control', better: null },
  navigation: { key: 'navigation', kind: 'yes-no', label: 'Navigation', better: null },
  mobileApp: { key: 'mobileApp', kind: 'yes-no', label: 'Mobile App Support', better: null },
} as const satisfies { [K in SpecKey]: SpecRow & { key: K } };

/** What a table shows for a value the vehicle does not state (the spec: "Missing values show N/A"). */
export const SPEC_BLANK = MESSAGES.catalogue.specBlank;

/** A row's value for a vehicle, as the server answers it (the range row reads Product.effectiveRange). */
export function specValue(row: SpecRow, facts: SpecFacts): number | string | boolean | null {
  return facts[row.key] ?? null;
}

/** The number a row's best value is judged on; null when the vehicle does not state it or the row has no number. */
export function specNumber(row: SpecRow, facts: SpecFacts): number | null {
  const value = specValue(row, facts);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A row's shown text: the value with the row's unit, Yes/No, or the blank text. */
export function specText(row: SpecRow, facts: SpecFacts): string {
  const value = specValue(row, facts);
  if (value === null || value === '') return SPEC_BLANK;
  if (row.kind === 'number') return `${value} ${row.unit}`;
  if (row.kind === 'yes-no') return value ? MESSAGES.catalogue.specYes : MESSAGES.catalogue.specNo;
  return String(value);
}

/** Which vehicles hold the best value of a row: only when at least two state it and they differ. */
export function bestOf(values: readonly (number | null | undefined)[], better: Better): number[] {
  if (!better) return [];
  const numbers = values.filter(stated);
  if (numbers.length < 2 || numbers.every((v) => v === numbers[0])) return [];
  const target = better === 'higher' ? Math.max(...numbers) : Math.min(...numbers);
  return values.flatMap((v, i) => (v === target ? [i] : []));
}

const rows = (...keys: SpecKey[]): readonly SpecRow[] => keys.map((k) => SPEC_ROWS[k]);

/** The product page's specification grid (the spec's units). */
export const PRODUCT_PAGE_SPECS = rows('effectiveRange', 'charging', 'topSpeed', 'battery', 'motorPower', 'weight', 'warranty');

/** The compare page's specifications, after brand, type and price. */
export const COMPARE_PAGE_SPECS = rows('effectiveRange', 'charging', 'topSpeed', 'battery', 'motorPower', 'acceleration', 'torque', 'weight', 'warranty');

/** A product card's key figures (the spec: "top speed, range and charging time"). */
export const CARD_SPECS = rows('topSpeed', 'effectiveRange', 'charging');

/** The public comparison page's tables, in the spec's order and words. */
export const COMPARISON_SECTIONS: readonly { title: string; rows: readonly SpecRow[] }[] = [
  { title: 'General', rows: rows('topSpeed', 'effectiveRange', 'acceleration', 'transmission') },
  { title: 'Power And Performance', rows: rows('motorPower', 'torque', 'battery', 'chargerType') },
  { title: 'Features', rows: rows('cruiseControl', 'navigation', 'mobileApp') },
];
