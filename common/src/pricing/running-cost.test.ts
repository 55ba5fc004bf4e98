import { commuteCheck, realWorldRange, runningCost } from './running-cost';

describe('running cost', () => {
  it('compares a month of charging with a month of petrol', () => {
    // 30 km a day, 3 kWh for 100 km at ₹8/kWh; petrol ₹104/L at 45 km/L
    const cost = runningCost({ dailyKm: 30, batteryKwh: 3, rangeKm: 100, tariff: 8, petrolPrice: 104, petrolMileage: 45 });
    expect(cost.monthlyKm).toBe(900);
    expect(cost.ev).toBeCloseTo(216, 6); // 900 km × 0.03 kWh/km × ₹8
    expect(cost.petrol).toBeCloseTo(2080, 6); // 900 km / 45 km/L × ₹104
    expect(cost.saving).toBeCloseTo(1864, 6);
  });

  it('costs nothing for no riding', () => {
    expect(runningCost({ dailyKm: 0, batteryKwh: 3, rangeKm: 100, tariff: 8, petrolPrice: 104, petrolMileage: 45 })).toMatchObject({
      ev: 0,
      petrol: 0,
      saving: 0,
    });
  });
});

describe('real-world range', () => {
  it('is the minimum range when the maker states one', () => {
    expect(realWorldRange({ rangeMin: 90, range: 146, rangeMax: 150 })).toBe(90);
  });
  it('is 75 % of the claimed range otherwise, and unknown without any range', () => {
    expect(realWorldRange({ range: 120 })).toBe(90);
    expect(realWorldRange({ rangeMax: 200 })).toBe(150);
    expect(realWorldRange({})).toBeNull();
  });
});

describe('commute check', () => {
  it('says how much range is left, how often to charge and for how long', () => {
    // 38 km of 82.6: 54 % left; 2 such days per charge; 76/82.6 of a 6.2 h charge = 5.7 h
    const check = commuteCheck(38, 82.6, 6.2);
    expect(check).toMatchObject({ fits: true, sparePercent: 54, chargeEveryDays: 2, chargeHours: 5.7 });
    expect(check.text).toBe('fits your 38 km day with 54 % to spare; charge every 2 days (5.7 h each)');
  });

  it('charges every 3 days on a long range', () => {
    expect(commuteCheck(38, 120, 5).text).toBe('fits your 38 km day with 68 % to spare; charge every 3 days (4.8 h each)');
  });

  it('says "charge every day" when one day uses most of the range, and leaves out unknown hours', () => {
    expect(commuteCheck(60, 80, null).text).toBe('fits your 60 km day with 25 % to spare; charge every day');
  });

  it('says clearly when the day does not fit', () => {
    const check = commuteCheck(150, 82.6, 6);
    expect(check.fits).toBe(false);
    expect(check.text).toBe('does not fit your 150 km day: the real-world range is 82.6 km');
  });
});
