import { onRoadPrice, ruleAmount, type RateRule, type VehicleRates } from './on-road';

const rule = (r: Partial<RateRule>): RateRule => ({ kind: 'fixed', value: 0, source: 'Test policy', verifiedOn: '2026-10-01', ...r });

describe('on-road price', () => {
  // issue 20.3 / decision 0030: the central incentive is inside ex-showroom and no longer subtracted;
  // a state subsidy is deducted at the counter or reimbursed after purchase, as its rates record
  const rates: VehicleRates = {
    roadTax: rule({ kind: 'percent', value: 4 }),
    registration: rule({ kind: 'fixed', value: 800, source: 'RTO fees' }),
    insurance: rule({ kind: 'percent', value: 5 }),
    stateSubsidy: rule({ kind: 'per-kwh', value: 5000, cap: 10_000 }),
    centralIncentive: rule({ kind: 'per-kwh', value: 2500, cap: 5000, maxExShowroom: 150_000, source: 'PM E-DRIVE' }),
  };

  it('adds tax, registration and insurance at the counter, shows the central incentive as included and the subsidy reimbursed later', () => {
    const price = onRoadPrice(120_000, rates, 3.7);
    expect(price.lines).toEqual([
      { label: 'Road tax / RTO', amount: 4800, appliesTo: 'COUNTER', source: 'Test policy', verifiedOn: '2026-10-01' },
      { label: 'Registration', amount: 800, appliesTo: 'COUNTER', source: 'RTO fees', verifiedOn: '2026-10-01' },
      { label: 'Insurance', amount: 6000, appliesTo: 'COUNTER', source: 'Test policy', verifiedOn: '2026-10-01' },
      { label: 'State EV subsidy', amount: -10_000, appliesTo: 'AFTER_PURCHASE', source: 'Test policy', verifiedOn: '2026-10-01' },
      { label: 'Central incentive', amount: -5000, appliesTo: 'INCLUDED', source: 'PM E-DRIVE', verifiedOn: '2026-10-01' },
    ]);
    expect(price.onRoad).toBe(120_000 + 4800 + 800 + 6000);
    expect(price.effectiveCost).toBe(120_000 + 4800 + 800 + 6000 - 10_000);
  });

  it('deducts a state subsidy paid at the counter from the on-road price', () => {
    const price = onRoadPrice(120_000, { ...rates, stateSubsidyAppliesTo: 'COUNTER' }, 3.7);
    expect(price.lines.find((l) => l.label === 'State EV subsidy')).toMatchObject({ amount: -10_000, appliesTo: 'COUNTER' });
    expect(price.onRoad).toBe(120_000 + 4800 + 800 + 6000 - 10_000);
    expect(price.effectiveCost).toBe(price.onRoad);
  });

  it('prices the Ather 450X in Maharashtra above its ex-showroom ₹1,46,999 (it was ₹1,39,749 with the incentive taken twice)', () => {
    const maharashtra: VehicleRates = {
      roadTax: rule({ kind: 'percent', value: 0 }),
      registration: rule({ kind: 'fixed', value: 400 }),
      insurance: rule({ kind: 'percent', value: 5 }),
      stateSubsidy: rule({ kind: 'percent', value: 10, cap: 10_000 }),
      stateSubsidyAppliesTo: 'AFTER_PURCHASE',
      centralIncentive: rule({ kind: 'per-kwh', value: 2500, cap: 5000, maxExShowroom: 150_000 }),
    };
    const price = onRoadPrice(146_999, maharashtra, 3.7);
    expect(price.onRoad).toBe(146_999 + 400 + 7350);
    expect(price.onRoad).toBeGreaterThan(146_999);
    expect(price.effectiveCost).toBe(146_999 + 400 + 7350 - 10_000);
    expect(price.lines.find((l) => l.appliesTo === 'INCLUDED')).toMatchObject({ label: 'Central incentive', amount: -5000 });
  });

  it('leaves out a subsidy or incentive that does not apply', () => {
    const price = onRoadPrice(1_500_000, { roadTax: rule({}), registration: rule({ value: 600 }), insurance: rule({ kind: 'percent', value: 3 }) });
    expect(price.lines.map((l) => l.label)).toEqual(['Road tax / RTO', 'Registration', 'Insurance']);
    expect(price.onRoad).toBe(1_500_000 + 600 + 45_000);
    expect(price.effectiveCost).toBe(price.onRoad);
  });

  it('leaves out a subsidy or incentive that gives nothing for this vehicle (above its price ceiling)', () => {
    const price = onRoadPrice(160_000, rates, 3.7);
    expect(price.lines.map((l) => l.label)).toEqual(['Road tax / RTO', 'Registration', 'Insurance', 'State EV subsidy']);
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
      stateSubsidyAppliesTo: 'COUNTER',
    });
    expect(price.onRoad).toBe(0);
    expect(price.effectiveCost).toBe(0);
  });
});
