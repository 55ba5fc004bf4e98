import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { MESSAGES } from '../messages';
import {
  bestOf,
  CARD_SPECS,
  COMPARE_PAGE_SPECS,
  COMPARISON_SECTIONS,
  effectiveRange,
  offerLine,
  PRODUCT_PAGE_SECTIONS,
  SPEC_BLANK,
  SPEC_FIELDS,
  SPEC_GROUPS,
  SPEC_ROWS,
  specFieldsOf,
  specText,
  statedSections,
  type SpecRow,
  VEHICLE_TYPE_VALUES,
  VEHICLE_TYPES,
  vehicleTypeLabel,
  vehicleTypeOf,
  vehicleTypePath,
} from './catalogue';

describe('vehicle types', () => {
  it('are the spec four, with its labels and lower-case URL words', () => {
    expect(VEHICLE_TYPES.map((t) => t.label)).toEqual(['Scooter', 'Bike', 'Four-wheeler', 'Commercial']);
    expect(VEHICLE_TYPES.map(vehicleTypePath)).toEqual(['/e_vehicles/scooter', '/e_vehicles/bike', '/e_vehicles/four-wheeler', '/e_vehicles/commercial']);
    expect(VEHICLE_TYPE_VALUES).toEqual(VEHICLE_TYPES.map((t) => t.value));
    // the admin stats' keys and the stat cards, as the back-office spec writes them
    expect(VEHICLE_TYPES.map((t) => t.statKey)).toEqual(['scooter', 'bike', 'four-wheeler', 'commercials']);
    expect(VEHICLE_TYPES.map((t) => t.statLabel)).toEqual(['Scooters', 'Bikes', 'Four Wheelers', 'Commercials']);
  });

  it('each GraphQL enum is its stored word in upper case with _ for -', () => {
    for (const t of VEHICLE_TYPES) expect(t.enum).toBe(t.value.toUpperCase().replace(/-/g, '_'));
  });

  it('are found by URL word, stored word, label or enum', () => {
    expect(vehicleTypeOf('Four-wheeler')?.value).toBe('four-wheeler');
    expect(vehicleTypeOf('FOUR_WHEELER')?.value).toBe('four-wheeler');
    expect(vehicleTypeOf('scooter')?.enum).toBe('SCOOTER');
    expect(vehicleTypeOf('truck')).toBeUndefined();
    expect(vehicleTypeLabel('COMMERCIAL')).toBe('Commercial');
  });

  it('the messages that list the types name every one of them', () => {
    for (const t of VEHICLE_TYPES) expect(MESSAGES.catalogue.vehicleTypeInvalid).toContain(t.value);
    // the product form's category: the spec's labels, in order
    const labels = VEHICLE_TYPES.map((t) => t.label);
    expect(MESSAGES.catalogue.categoryInvalid).toBe(`Category must be ${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`);
  });
});

describe('effectiveRange', () => {
  it('is the certified range when the product has one', () => {
    expect(effectiveRange({ range: 146, rangeMin: 90, rangeMax: 150 })).toBe(146);
    expect(effectiveRange({ range: 0, rangeMax: 150 })).toBe(0);
  });

  it('else the highest claimed range, never the minimum when a higher one is claimed', () => {
    expect(effectiveRange({ rangeMin: 90, rangeMax: 150 })).toBe(150);
    expect(effectiveRange({ range: null, rangeMin: 90, rangeMax: null })).toBe(90);
    expect(effectiveRange({ rangeMax: 150 })).toBe(150);
  });

  it('is null when the product states no range', () => {
    expect(effectiveRange({})).toBeNull();
    expect(effectiveRange({ range: null, rangeMin: null, rangeMax: null })).toBeNull();
  });
});

describe('specification rows', () => {
  it('use the spec units: range km, charging Hr, top speed km/hr, battery kWh, motor W, weight kg, warranty years', () => {
    const units = Object.fromEntries(Object.values(SPEC_ROWS).flatMap((r) => (r.kind === 'number' ? [[r.key, r.unit]] : [])));
    expect(units).toMatchObject({ effectiveRange: 'km', charging: 'Hr', topSpeed: 'km/hr', battery: 'kWh', motorPower: 'W', weight: 'kg', warranty: 'years' });
  });

  it('the comparison tables carry the spec labels in order', () => {
    expect(COMPARISON_SECTIONS.map((s) => [s.title, s.rows.map((r) => r.label)])).toEqual([
      ['General', ['Top Speed', 'True Range', 'Acceleration 0-40 km/h', 'Transmission']],
      ['Power And Performance', ['Rated Motor Power', 'Torque', 'Battery Capacity', 'Charger Type']],
      ['Features', ['Cruise Control', 'Navigation', 'Mobile App Support']],
    ]);
  });

  it('show N/A for a value the vehicle does not state, on every table', () => {
    expect(SPEC_BLANK).toBe('N/A');
    for (const row of [...Object.values(SPEC_ROWS), ...CARD_SPECS, ...COMPARE_PAGE_SPECS, ...COMPARISON_SECTIONS.flatMap((s) => s.rows)])
      expect(specText(row, {})).toBe('N/A');
  });

  it('write a value with its unit, Yes/No for features, the effective range for True Range', () => {
    expect(specText(SPEC_ROWS.topSpeed, { topSpeed: 90 })).toBe('90 km/hr');
    expect(specText(SPEC_ROWS.cruiseControl, { cruiseControl: false })).toBe('No');
    expect(specText(SPEC_ROWS.transmission, { transmission: 'Automatic' })).toBe('Automatic');
    expect(specText(SPEC_ROWS.effectiveRange, { effectiveRange: 146 })).toBe('146 km');
  });

  it('bestOf marks the best only when two or more differ', () => {
    expect(bestOf([100, 150, null], 'higher')).toEqual([1]);
    expect(bestOf([100, 150], 'lower')).toEqual([0]);
    expect(bestOf([100, null], 'higher')).toEqual([]);
    expect(bestOf([100, 100], 'higher')).toEqual([]);
    expect(bestOf([100, 150], null)).toEqual([]);
  });
});

/** The GraphQL Product's fields that are no specification: who and what it is, its price, offer, links and the viewer's facts. */
const NOT_SPECS = [
  'id',
  'name',
  'slug',
  'description',
  // the Hindi texts (issue 26): the description's and the key features' twins, and the languages whole
  'descriptionHi',
  'additionalFeaturesHi',
  'locales',
  'images',
  'vehicleType',
  'brand',
  'colors',
  'price',
  'variants',
  'parentProduct',
  'offerStartDate',
  'offerEndDate',
  'offerText',
  'wishlisted',
  'createdAt',
  'rating',
];

describe('the whole specification sheet', () => {
  const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8'));
  const productFields = Object.keys((schema.getType('Product') as GraphQLObjectType).getFields());
  const rows: SpecRow[] = Object.values(SPEC_ROWS);

  it('has a row for every specification the GraphQL Product answers (a new field needs a row, or a place in NOT_SPECS)', () => {
    const withoutRow = productFields.filter((f) => !NOT_SPECS.includes(f) && !(SPEC_FIELDS as string[]).includes(f));
    expect(withoutRow).toEqual([]);
  });

  it('reads only fields the GraphQL Product answers', () => {
    expect(SPEC_FIELDS.filter((f) => !productFields.includes(f))).toEqual([]);
    for (const f of NOT_SPECS) expect(productFields).toContain(f);
  });

  it('puts every row in one of the four groups, shown in the order battery, performance, practicality, features', () => {
    expect(PRODUCT_PAGE_SECTIONS.map((s) => s.title)).toEqual([
      'Battery and Charging',
      'Performance',
      'Dimensions and Practicality',
      'Features and Connectivity',
    ]);
    expect(PRODUCT_PAGE_SECTIONS.flatMap((s) => s.rows)).toEqual(SPEC_GROUPS.flatMap((g) => rows.filter((r) => r.group === g.key)));
    expect(PRODUCT_PAGE_SECTIONS.flatMap((s) => s.rows)).toHaveLength(rows.length);
    expect(new Set(rows.map((r) => r.label)).size).toBe(rows.length);
  });

  it('gives every figure a unit, and the claimed range both its ends', () => {
    for (const row of rows) if (row.kind === 'number' || row.kind === 'span') expect(row.unit).toMatch(/\S/);
    expect(specFieldsOf(SPEC_ROWS.claimedRange)).toEqual(['rangeMin', 'rangeMax']);
    expect(specText(SPEC_ROWS.claimedRange, { rangeMin: 150, rangeMax: 195 })).toBe('150–195 km');
    expect(specText(SPEC_ROWS.claimedRange, { rangeMin: null, rangeMax: 195 })).toBe('195 km');
    expect(specText(SPEC_ROWS.claimedRange, { rangeMin: 120, rangeMax: 120 })).toBe('120 km');
    expect(specText(SPEC_ROWS.additionalFeatures, { additionalFeatures: ['Hill hold', ' ', 'Reverse mode'] })).toBe('Hill hold, Reverse mode');
    expect(specText(SPEC_ROWS.additionalFeatures, { additionalFeatures: [] })).toBe('N/A');
  });

  it("a vehicle's sheet leaves out the rows it does not state and the groups left empty, but keeps a feature it lacks", () => {
    const facts = { battery: 3.7, charging: 5.7, transmission: '', size: '  ', cruiseControl: false, additionalFeatures: [] };
    const sheet = statedSections(PRODUCT_PAGE_SECTIONS, facts);
    expect(sheet.map((s) => [s.title, s.rows.map((r) => `${r.label}: ${specText(r, facts)}`)])).toEqual([
      ['Battery and Charging', ['Battery Capacity: 3.7 kWh', 'Charging: 5.7 Hr']],
      ['Features and Connectivity', ['Cruise Control: No']],
    ]);
    expect(statedSections(PRODUCT_PAGE_SECTIONS, {})).toEqual([]);
  });
});

describe('the offer line', () => {
  it('says what the offer is, then its dates', () => {
    expect(offerLine({ offerText: 'Free home charger', offerStartDate: '2026-05-01', offerEndDate: '2026-05-31' })).toBe(
      'Free home charger · Offer valid from 2026-05-01 to 2026-05-31',
    );
  });

  it('keeps the dates alone, or the text alone, and is null without an offer', () => {
    expect(offerLine({ offerStartDate: '2026-05-01', offerEndDate: null })).toBe('Offer valid from 2026-05-01 to -');
    expect(offerLine({ offerText: ' ₹5,000 off ', offerStartDate: null, offerEndDate: null })).toBe('₹5,000 off');
    expect(offerLine({ offerText: '', offerStartDate: null })).toBeNull();
    expect(offerLine({})).toBeNull();
  });
});
