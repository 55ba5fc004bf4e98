import { DELHI_RATES as delhi } from '../../test/state-rates';
import { compareRows, effectiveCostRow, onRoadRow } from './compare-rows';
import { vehicle } from './test-vehicle';

const ather = vehicle({ id: 'a', name: 'Ather 450X', price: 146999, range: 111, charging: 5.7, topSpeed: 90, battery: 2.9 });
const ola = vehicle({ id: 'o', name: 'Ola S1 Pro', price: 129999, range: 195, charging: 6.5, topSpeed: 120, battery: 4 });
const tvs = vehicle({ id: 't', name: 'TVS iQube', price: 94999, range: 100, effectiveRange: null, charging: 4.5, topSpeed: 78, battery: 2.2 });

const row = (label: string, rows = compareRows([ather, ola, tvs])) => rows.find((r) => r.label === label)!;

describe('the compare rows', () => {
  it('show values with the product page units', () => {
    expect(row('True Range').cells).toEqual(['111 km', '195 km', '100 km']);
    expect(row('Charging').cells).toEqual(['5.7 Hr', '6.5 Hr', '4.5 Hr']);
    expect(row('Top Speed').cells).toEqual(['90 km/hr', '120 km/hr', '78 km/hr']);
    expect(row('Price (ex-showroom)').cells[0]).toBe('₹1,46,999.00');
  });

  it('show the range the list sorts on (Product.effectiveRange), never the span or the minimum', () => {
    // before: "90 - 150 km" shown and 90 compared for a product the list ranked by 150
    const span = vehicle({ range: null, rangeMin: 90, rangeMax: 150, effectiveRange: 150 });
    const onlyMin = vehicle({ range: null, rangeMin: 140, rangeMax: null, effectiveRange: 140 });
    const rows = compareRows([span, onlyMin, tvs]);
    expect(row('True Range', rows).cells).toEqual(['150 km', '140 km', '100 km']);
    expect(row('True Range', rows).best).toEqual([0]);
  });

  it('mark the best value per row: lowest price and charging, highest range and speed', () => {
    expect(row('Price (ex-showroom)').best).toEqual([2]);
    expect(row('Charging').best).toEqual([2]);
    expect(row('True Range').best).toEqual([1]);
    expect(row('Top Speed').best).toEqual([1]);
  });

  it('mark no best when the values are equal, or when fewer than two state one', () => {
    expect(row('Warranty').best).toEqual([]);
    expect(row('Rated Motor Power').best).toEqual([]);
    expect(compareRows([ather, vehicle({ battery: null })]).find((r) => r.label === 'Battery Capacity')!.best).toEqual([]);
  });

  it('marks every vehicle sharing the best value', () => {
    expect(row('Top Speed', compareRows([ather, vehicle({ topSpeed: 90 }), tvs])).best).toEqual([0, 1]);
  });

  it('leave out the rows where every vehicle is the same with "show only differences"', () => {
    const labels = compareRows([ather, ola, tvs], true).map((r) => r.label);
    expect(labels).toContain('True Range');
    expect(labels).not.toContain('Brand');
    expect(labels).not.toContain('Warranty');
    expect(labels).not.toContain('Rated Motor Power');
  });
});

describe('the on-road price row', () => {
  it("names the state and computes each vehicle's on-road price, the lowest marked best", () => {
    const row = onRoadRow([ather, ola, tvs], delhi);
    expect(row.label).toBe('On-road price in Delhi');
    // decision 0030: paid at the counter; PM E-DRIVE is inside ex-showroom, Delhi's subsidy paid later
    // 1,46,999 + 400 + 7,350
    expect(row.cells[0]).toBe('₹1,54,749.00');
    // 94,999 + 400 + 4,750
    expect(row.cells[2]).toBe('₹1,00,149.00');
    expect(row.best).toEqual([2]);
  });

  it('gives the effective cost after a state subsidy reimbursed later, and no row without one', () => {
    const row = effectiveCostRow([ather, ola, tvs], delhi)!;
    expect(row.label).toBe('After state subsidy in Delhi');
    // 1,54,749 - 14,500 (₹5,000/kWh × 2.9); 1,00,149 - 11,000 (× 2.2)
    expect(row.cells[0]).toBe('₹1,40,249.00');
    expect(row.cells[2]).toBe('₹89,149.00');
    expect(row.best).toEqual([2]);
    const noSubsidy = { ...delhi, rates: delhi.rates.map((r) => ({ ...r, stateSubsidy: null })) };
    expect(effectiveCostRow([ather, tvs], noSubsidy)).toBeNull();
  });

  it('shows "-" where the state has no rates for the type or the price is unknown', () => {
    const car = vehicle({ id: 'c', vehicleType: 'FOUR_WHEELER', price: 1_500_000 });
    const unpriced = vehicle({ id: 'u', price: null });
    const row = onRoadRow([ather, car, unpriced], delhi);
    expect(row.cells.slice(1)).toEqual(['-', '-']);
    expect(row.best).toEqual([]);
  });
});
