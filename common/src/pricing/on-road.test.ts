import { onRoadPrice, ruleAmount, type RateRule, type VehicleRates } from './on-road';

const rule = (r: Partial<RateRule>): RateRule => ({
  kind: 'fixed',
  value: 0,
  source: 'Test policy',
  verifiedOn: '2026-10-01',
  ...r,
});

describe('on-road price', () => {
  it('adds tax, registration and insurance and takes off the subsidies, line by line', () => {
    const rates: VehicleRates = {
      roadTax: rule({ kind: 'percent', value: 4 }),
      registration: rule({ kind: 'fixed', value: 800, source: 'RTO fees' }),
      insurance: rule({ kind: 'percent', value: 5 }),
      stateSubsidy: rule({ kind: 'per-kwh', value: 5000, cap: 10_000 }),
      centralIncentive: rule({ kind: 'per-kwh', value: 2500, cap: 5000, maxExShowroom: 150_000, source: 'PM E-DRIVE' }),
    };
    const price = onRoadPrice(120_000, rates, 3.7);
    expect(price.lines).toEqual([
      { label: 'Road tax / RTO', amount: 4800, source: 'Test policy', verifiedOn: '2026-10-01' },
      { label: 'Registration', amount: 800, source: 'RTO fees', verifiedOn: '2026-10-01' },
      { label: 'Insurance', amount: 6000, source: 'Test policy', verifiedOn: '2026-10-01' },
      { label: 'State EV subsidy', amount: -10_000, source: 'Test policy', verifiedOn: '2026-10-01' },
      { label: 'Central incentive', amount: -5000, source: 'PM E-DRIVE', verifiedOn: '2026-10-01' },
    ]);
    expect(price.onRoad).toBe(120_000 + 4800 + 800 + 6000 - 10_000 - 5000);
  });

  it('leaves out a subsidy or incentive that does not apply', () => {
    const price = onRoadPrice(1_500_000, {
      roadTax: rule({}),
      registration: rule({ value: 600 }),
      insurance: rule({ kind: 'percent', value: 3 }),
    });
    expect(price.lines.map((l) => l.label)).toEqual(['Road tax / RTO', 'Registration', 'Insurance']);
    expect(price.onRoad).toBe(1_500_000 + 600 + 45_000);
  });

  it('applies the cap rules: rupee cap, percent-of-price cap and the price ceiling', () => {
    expect(ruleAmount(rule({ kind: 'per-kwh', value: 10_000, cap: 20_000 }), 100_000, 3)).toBe(20_000);
    expect(ruleAmount(rule({ kind: 'per-kwh', value: 10_000, capPercent: 15 }), 100_000, 3)).toBe(15_000);
    expect(ruleAmount(rule({ kind: 'fixed', value: 5000, maxExShowroom: 150_000 }), 150_001)).toBe(0);
    expect(ruleAmount(rule({ kind: 'fixed', value: 5000, maxExShowroom: 150_000 }), 150_000)).toBe(5000);
  });

  it('counts a per-kWh line as nothing when the battery is unknown', () => {
    expect(ruleAmount(rule({ kind: 'per-kwh', value: 5000 }), 100_000, null)).toBe(0);
  });

  it('rounds to whole rupees and never goes below zero', () => {
    expect(ruleAmount(rule({ kind: 'percent', value: 2.5 }), 99_999)).toBe(2500);
    const price = onRoadPrice(1000, {
      roadTax: rule({}),
      registration: rule({}),
      insurance: rule({}),
      stateSubsidy: rule({ value: 5000 }),
    });
    expect(price.onRoad).toBe(0);
  });
});
