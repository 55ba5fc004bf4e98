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

/** A product's offer as the admin states it: what it is and from when to when (YYYY-MM-DD). */
export interface OfferFacts {
  offerText?: string | null;
  offerStartDate?: string | null;
  offerEndDate?: string | null;
}

/**
 * The product page's offer line: what the offer is, then its dates ("Offer valid from 2026-05-01
 * to 2026-05-31"; an unstated end shows -); null when the product has no offer.
 */
export function offerLine({ offerText, offerStartDate, offerEndDate }: OfferFacts): string | null {
  const text = offerText?.trim();
  const dates = offerStartDate || offerEndDate ? MESSAGES.catalogue.offerValid(offerStartDate?.slice(0, 10) || '-', offerEndDate?.slice(0, 10) || '-') : null;
  if (text && dates) return MESSAGES.catalogue.offerLine(text, dates);
  return text || dates;
}

/** Which value of a specification is the better one when vehicles are compared; null: neither. */
export type Better = 'higher' | 'lower' | null;

/** The product fields the specification rows read: every specification the catalogue holds. */
export interface SpecFacts {
  effectiveRange?: number | null;
  range?: number | null;
  rangeMin?: number | null;
  rangeMax?: number | null;
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
  size?: string | null;
  accessoriesDesc?: string | null;
  cruiseControl?: boolean | null;
  navigation?: boolean | null;
  mobileApp?: boolean | null;
  additionalFeatures?: readonly string[] | null;
}
export type SpecField = keyof SpecFacts;

type FieldOf<T> = { [K in SpecField]-?: NonNullable<SpecFacts[K]> extends T ? K : never }[SpecField];
/** the claimed range's low and high figures: one row (claimedRange) reads both */
type RangeEnd = 'rangeMin' | 'rangeMax';
type NumberKey = Exclude<FieldOf<number>, RangeEnd>;
type TextKey = FieldOf<string>;
type YesNoKey = FieldOf<boolean>;
type ListKey = FieldOf<readonly string[]>;

/** The product page's groups of specifications, in the order the page shows them. */
export const SPEC_GROUPS = [
  { key: 'battery', title: 'Battery and Charging' },
  { key: 'performance', title: 'Performance' },
  { key: 'practicality', title: 'Dimensions and Practicality' },
  { key: 'features', title: 'Features and Connectivity' },
] as const;
export type SpecGroup = (typeof SPEC_GROUPS)[number]['key'];

interface RowBase {
  label: string;
  group: SpecGroup;
}

/**
 * One specification row. `number`: a figure with its unit; `span`: a low and a high figure read
 * from two fields (the claimed range); `text`: a stated word; `yes-no`: a feature the vehicle has
 * or lacks; `list`: several words (the additional features).
 */
export type SpecRow = RowBase &
  (
    | { key: NumberKey; kind: 'number'; unit: string; better: Better }
    | { key: 'claimedRange'; kind: 'span'; from: RangeEnd; to: RangeEnd; unit: string; better: null }
    | { key: TextKey; kind: 'text'; better: null }
    | { key: YesNoKey; kind: 'yes-no'; better: null }
    | { key: ListKey; kind: 'list'; better: null }
  );
export type SpecKey = SpecRow['key'];

/**
 * Every specification the catalogue holds, once, in the product page's order: the spec's label
 * (the comparison page's where it names one), its group, the spec's unit ("range in km, charging
 * in Hr, top speed in km/hr, battery in kWh, motor power in W, weight in kg, warranty in years")
 * and which value is better. catalogue.test.ts fails when a spec field of the GraphQL Product has
 * no row here.
 */
export const SPEC_ROWS = {
  effectiveRange: { key: 'effectiveRange', group: 'battery', kind: 'number', label: 'True Range', unit: 'km', better: 'higher' },
  range: { key: 'range', group: 'battery', kind: 'number', label: 'Certified Range', unit: 'km', better: 'higher' },
  claimedRange: { key: 'claimedRange', group: 'battery', kind: 'span', from: 'rangeMin', to: 'rangeMax', label: 'Claimed Range', unit: 'km', better: null },
  battery: { key: 'battery', group: 'battery', kind: 'number', label: 'Battery Capacity', unit: 'kWh', better: 'higher' },
  charging: { key: 'charging', group: 'battery', kind: 'number', label: 'Charging', unit: 'Hr', better: 'lower' },
  chargerType: { key: 'chargerType', group: 'battery', kind: 'text', label: 'Charger Type', better: null },
  topSpeed: { key: 'topSpeed', group: 'performance', kind: 'number', label: 'Top Speed', unit: 'km/hr', better: 'higher' },
  acceleration: { key: 'acceleration', group: 'performance', kind: 'number', label: 'Acceleration 0-40 km/h', unit: 's', better: 'lower' },
  motorPower: { key: 'motorPower', group: 'performance', kind: 'number', label: 'Rated Motor Power', unit: 'W', better: 'higher' },
  torque: { key: 'torque', group: 'performance', kind: 'number', label: 'Torque', unit: 'Nm', better: 'higher' },
  transmission: { key: 'transmission', group: 'performance', kind: 'text', label: 'Transmission', better: null },
  size: { key: 'size', group: 'practicality', kind: 'text', label: 'Size', better: null },
  // lighter is not plainly better across vehicle kinds, so weight has no best
  weight: { key: 'weight', group: 'practicality', kind: 'number', label: 'Weight', unit: 'kg', better: null },
  warranty: { key: 'warranty', group: 'practicality', kind: 'number', label: 'Warranty', unit: 'years', better: 'higher' },
  accessoriesDesc: { key: 'accessoriesDesc', group: 'practicality', kind: 'text', label: 'Accessories', better: null },
  cruiseControl: { key: 'cruiseControl', group: 'features', kind: 'yes-no', label: 'Cruise Control', better: null },
  navigation: { key: 'navigation', group: 'features', kind: 'yes-no', label: 'Navigation', better: null },
  mobileApp: { key: 'mobileApp', group: 'features', kind: 'yes-no', label: 'Mobile App Support', better: null },
  additionalFeatures: { key: 'additionalFeatures', group: 'features', kind: 'list', label: 'Additional Features', better: null },
} as const satisfies { [K in SpecKey]: SpecRow & { key: K } };

/** The product fields a row reads. */
export const specFieldsOf = (row: SpecRow): SpecField[] => (row.kind === 'span' ? [row.from, row.to] : [row.key]);

/** Every product field some specification row reads. */
export const SPEC_FIELDS: readonly SpecField[] = [...new Set(Object.values(SPEC_ROWS).flatMap((row: SpecRow) => specFieldsOf(row)))];

/** What a table shows for a value the vehicle does not state (the spec: "Missing values show N/A"). */
export const SPEC_BLANK = MESSAGES.catalogue.specBlank;

/** A row's value for a vehicle, as the server answers it (the range row reads Product.effectiveRange); null when not stated. */
export function specValue(row: SpecRow, facts: SpecFacts): number | string | boolean | null {
  if (row.kind === 'span') {
    const ends = [facts[row.from], facts[row.to]].filter(stated);
    if (ends.length === 0) return null;
    const [low, high] = [Math.min(...ends), Math.max(...ends)];
    return low === high ? low : `${low}–${high}`;
  }
  if (row.kind === 'list') {
    const words = (facts[row.key] ?? []).map((w) => w.trim()).filter(Boolean);
    return words.length ? words.join(', ') : null;
  }
  const value = facts[row.key] ?? null;
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** Whether the vehicle states a row's value (the product page leaves out the rows it does not). */
export const specStated = (row: SpecRow, facts: SpecFacts): boolean => specValue(row, facts) !== null;

/** The number a row's best value is judged on; null when the vehicle does not state it or the row has no number. */
export function specNumber(row: SpecRow, facts: SpecFacts): number | null {
  const value = specValue(row, facts);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A row's shown text: the value with the row's unit, Yes/No, the words, or the blank text. */
export function specText(row: SpecRow, facts: SpecFacts): string {
  const value = specValue(row, facts);
  if (value === null) return SPEC_BLANK;
  if (row.kind === 'number' || row.kind === 'span') return `${value} ${row.unit}`;
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

/** A titled list of specification rows. */
export interface SpecSection {
  title: string;
  rows: readonly SpecRow[];
}

/** The product page's whole specification sheet: every row, under its group's title. */
export const PRODUCT_PAGE_SECTIONS: readonly SpecSection[] = SPEC_GROUPS.map((g) => ({
  title: g.title,
  rows: Object.values(SPEC_ROWS).filter((row: SpecRow) => row.group === g.key),
}));

/** The sections as a vehicle's sheet shows them: only the rows it states, and only sections left with a row. */
export function statedSections(sections: readonly SpecSection[], facts: SpecFacts): SpecSection[] {
  return sections.map((s) => ({ title: s.title, rows: s.rows.filter((row) => specStated(row, facts)) })).filter((s) => s.rows.length > 0);
}

/** The compare page's specifications, after brand, type and price. */
export const COMPARE_PAGE_SPECS = rows('effectiveRange', 'charging', 'topSpeed', 'battery', 'motorPower', 'acceleration', 'torque', 'weight', 'warranty');

/** A product card's key figures (the spec: "top speed, range and charging time"). */
export const CARD_SPECS = rows('topSpeed', 'effectiveRange', 'charging');

/** The public comparison page's tables, in the spec's order and words. */
export const COMPARISON_SECTIONS: readonly SpecSection[] = [
  { title: 'General', rows: rows('topSpeed', 'effectiveRange', 'acceleration', 'transmission') },
  { title: 'Power And Performance', rows: rows('motorPower', 'torque', 'battery', 'chargerType') },
  { title: 'Features', rows: rows('cruiseControl', 'navigation', 'mobileApp') },
];
