import type { StateRates } from '../components/chosen-state';

/** A rate rule as the pricing query answers it: no cap unless given. */
export const rateRule = (kind: 'PERCENT' | 'FIXED' | 'PER_KWH', value: number, extra: { cap?: number; maxExShowroom?: number } = {}) => ({
  kind,
  value,
  cap: null,
  capPercent: null,
  maxExShowroom: null,
  source: 's',
  verifiedOn: '2026-11-01',
  ...extra,
});

/** Delhi's rates for scooters (the fixture of the on-road figure, row and compare tests). */
export const DELHI_RATES: StateRates = {
  stateId: 'IN-DL',
  stateName: 'Delhi',
  policy: 'Delhi EV Policy',
  electricityTariff: 8,
  tariffSource: 's',
  tariffVerifiedOn: '2026-11-01',
  petrolPrice: 95,
  petrolSource: 's',
  petrolVerifiedOn: '2026-11-01',
  rates: [
    {
      vehicleType: 'SCOOTER',
      roadTax: rateRule('PERCENT', 0),
      registration: rateRule('FIXED', 400),
      insurance: rateRule('PERCENT', 5),
      stateSubsidy: rateRule('PER_KWH', 5000, { cap: 30_000 }),
      stateSubsidyAppliesTo: 'AFTER_PURCHASE',
      centralIncentive: rateRule('PER_KWH', 2500, { cap: 5000, maxExShowroom: 150_000 }),
      petrolMileage: 45,
      petrolMileageSource: 'ARAI',
    },
  ],
};
