import { MESSAGES } from '../messages';
import {
  bestOf,
  CARD_SPECS,
  COMPARISON_SECTIONS,
  effectiveRange,
  PRODUCT_PAGE_SPECS,
  SPEC_BLANK,
  SPEC_ROWS,
  specText,
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
    for (const row of [...PRODUCT_PAGE_SPECS, ...CARD_SPECS, ...COMPARISON_SECTIONS.flatMap((s) => s.rows)]) expect(specText(row, {})).toBe('N/A');
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
