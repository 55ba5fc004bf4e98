import { DEFAULT_STATE_SUBSIDY_APPLIES_TO, type RateRule, type StateSubsidyAppliesTo } from '@evbazaar/common';
import type { Executor } from '../client';
import { pricingRates, pricingStates, VEHICLE_TYPES, type VehicleType } from '../schema';

/**
 * Indicative on-road rates for the demo (issue 12.8): plausible figures for 14 states, each line
 * naming the policy or schedule it follows. They are examples for the calculator, not quotes;
 * admins correct them in the back-office (/dashboard/pricing).
 */
const VERIFIED = '2026-11-01';

const rule = (kind: RateRule['kind'], value: number, source: string, caps: Partial<Pick<RateRule, 'cap' | 'capPercent' | 'maxExShowroom'>> = {}): RateRule => ({
  kind,
  value,
  cap: caps.cap ?? null,
  capPercent: caps.capPercent ?? null,
  maxExShowroom: caps.maxExShowroom ?? null,
  source,
  verifiedOn: VERIFIED,
});

const PM_E_DRIVE = 'PM E-DRIVE Scheme (MHI notification, FY 2025-26 rates)';
/** The central incentive per vehicle type: e-2W and e-3W only, with the scheme's price ceilings. */
const CENTRAL: Record<VehicleType, RateRule | null> = {
  scooter: rule('per-kwh', 2500, PM_E_DRIVE, { cap: 5000, maxExShowroom: 150_000 }),
  bike: rule('per-kwh', 2500, PM_E_DRIVE, { cap: 5000, maxExShowroom: 150_000 }),
  'four-wheeler': null,
  commercial: rule('per-kwh', 2500, PM_E_DRIVE, { cap: 12_500, maxExShowroom: 250_000 }),
};

const INSURANCE_SOURCE = 'Indicative first-year premium: IRDAI third-party tariff plus own damage';
const INSURANCE: Record<VehicleType, number> = { scooter: 5, bike: 5, 'four-wheeler': 3.5, commercial: 4 };
const REGISTRATION: Record<VehicleType, number> = { scooter: 800, bike: 800, 'four-wheeler': 1500, commercial: 2000 };
/** Fees that remain where the state waives registration: number plate (HSRP) and smart card. */
const PLATE_AND_CARD: Record<VehicleType, number> = { scooter: 400, bike: 400, 'four-wheeler': 800, commercial: 1000 };

const MILEAGE_SOURCE = 'ARAI-certified mileage of comparable petrol models, rounded (indicative)';
export const DEFAULT_PETROL_MILEAGE: Record<VehicleType, number> = { scooter: 45, bike: 55, 'four-wheeler': 17, commercial: 15 };

interface StateSeed {
  stateId: string;
  stateName: string;
  policy: string;
  tariff: number;
  tariffSource: string;
  petrol: number;
  /** road tax: percent of the ex-showroom price (0 = exempt) */
  roadTax: number;
  registrationWaived: boolean;
  /** the state's purchase subsidy per vehicle type, when it has one */
  subsidy?: Partial<Record<VehicleType, RateRule>>;
  /** how the state pays its subsidy: deducted by the dealer, or into the buyer's account later (decision 0030) */
  subsidyPaid?: StateSubsidyAppliesTo;
}

const S = (s: StateSeed) => s;

export const PRICING_STATES: StateSeed[] = [
  S({
    stateId: 'IN-MH',
    stateName: 'Maharashtra',
    policy: 'Maharashtra Electric Vehicle Policy 2025',
    tariff: 9.8,
    tariffSource: 'MSEDCL residential tariff order (101-300 units slab)',
    petrol: 103.5,
    roadTax: 0,
    registrationWaived: true,
    // paid into the buyer's bank account after registration (the 2021 policy: within 30 days)
    subsidyPaid: 'AFTER_PURCHASE',
    subsidy: {
      scooter: rule('percent', 10, 'Maharashtra Electric Vehicle Policy 2025', { cap: 10_000 }),
      bike: rule('percent', 10, 'Maharashtra Electric Vehicle Policy 2025', { cap: 10_000 }),
      commercial: rule('percent', 10, 'Maharashtra Electric Vehicle Policy 2025', { cap: 30_000 }),
    },
  }),
  S({
    stateId: 'IN-DL',
    stateName: 'Delhi',
    policy: 'Delhi Electric Vehicle Policy 2020 (extended)',
    tariff: 6.5,
    tariffSource: 'DERC tariff order, domestic 201-400 units slab',
    petrol: 94.77,
    roadTax: 0,
    registrationWaived: true,
    // the dealer files the claim; the Transport Department credits the buyer's bank account
    subsidyPaid: 'AFTER_PURCHASE',
    subsidy: {
      scooter: rule('per-kwh', 5000, 'Delhi Electric Vehicle Policy 2020', { cap: 30_000 }),
      bike: rule('per-kwh', 5000, 'Delhi Electric Vehicle Policy 2020', { cap: 30_000 }),
      'four-wheeler': rule('per-kwh', 10_000, 'Delhi Electric Vehicle Policy 2020', { cap: 150_000, maxExShowroom: 1_500_000 }),
      commercial: rule('fixed', 30_000, 'Delhi Electric Vehicle Policy 2020'),
    },
  }),
  S({
    stateId: 'IN-KA',
    stateName: 'Karnataka',
    policy: 'Karnataka Clean Mobility Policy 2025-30',
    tariff: 7.2,
    tariffSource: 'KERC tariff order, BESCOM domestic',
    petrol: 102.9,
    roadTax: 0,
    registrationWaived: false,
  }),
  S({
    stateId: 'IN-TN',
    stateName: 'Tamil Nadu',
    policy: 'Tamil Nadu Electric Vehicles Policy 2023',
    tariff: 6.6,
    tariffSource: 'TNERC tariff order, domestic 401-500 units slab',
    petrol: 100.8,
    roadTax: 0,
    registrationWaived: false,
  }),
  S({
    stateId: 'IN-GJ',
    stateName: 'Gujarat',
    policy: 'Gujarat Electric Vehicle Policy 2021',
    tariff: 5.9,
    tariffSource: 'GERC tariff order, residential',
    petrol: 94.5,
    roadTax: 1,
    registrationWaived: false,
    // credited to the buyer's bank account by direct benefit transfer after registration
    subsidyPaid: 'AFTER_PURCHASE',
    subsidy: {
      scooter: rule('per-kwh', 10_000, 'Gujarat Electric Vehicle Policy 2021', { cap: 20_000, maxExShowroom: 150_000 }),
      bike: rule('per-kwh', 10_000, 'Gujarat Electric Vehicle Policy 2021', { cap: 20_000, maxExShowroom: 150_000 }),
      'four-wheeler': rule('per-kwh', 10_000, 'Gujarat Electric Vehicle Policy 2021', { cap: 150_000, maxExShowroom: 1_500_000 }),
      commercial: rule('per-kwh', 10_000, 'Gujarat Electric Vehicle Policy 2021', { cap: 50_000, maxExShowroom: 500_000 }),
    },
  }),
  S({
    stateId: 'IN-UP',
    stateName: 'Uttar Pradesh',
    policy: 'Uttar Pradesh EV Manufacturing and Mobility Policy 2022',
    tariff: 6.5,
    tariffSource: 'UPERC tariff order, domestic urban',
    petrol: 94.6,
    roadTax: 0,
    registrationWaived: true,
    // claimed on the state's subsidy portal after registration, paid into the buyer's account
    subsidyPaid: 'AFTER_PURCHASE',
    subsidy: {
      scooter: rule('percent', 15, 'Uttar Pradesh EV Manufacturing and Mobility Policy 2022', { cap: 5000 }),
      bike: rule('percent', 15, 'Uttar Pradesh EV Manufacturing and Mobility Policy 2022', { cap: 5000 }),
      'four-wheeler': rule('percent', 15, 'Uttar Pradesh EV Manufacturing and Mobility Policy 2022', { cap: 100_000 }),
      commercial: rule('percent', 15, 'Uttar Pradesh EV Manufacturing and Mobility Policy 2022', { cap: 12_000 }),
    },
  }),
  S({
    stateId: 'IN-TG',
    stateName: 'Telangana',
    policy: 'Telangana EV and ESS Policy 2020-2030 (G.O. 41 of 2024)',
    tariff: 7.8,
    tariffSource: 'TGERC tariff order, domestic',
    petrol: 107.4,
    roadTax: 0,
    registrationWaived: true,
  }),
  S({
    stateId: 'IN-KL',
    stateName: 'Kerala',
    policy: 'Kerala Motor Vehicles Taxation rules (EVs at 5 % one-time tax)',
    tariff: 6.8,
    tariffSource: 'KSERC tariff order, domestic',
    petrol: 107.5,
    roadTax: 5,
    registrationWaived: false,
  }),
  S({
    stateId: 'IN-WB',
    stateName: 'West Bengal',
    policy: 'West Bengal Electric Vehicle Policy 2021',
    tariff: 8.9,
    tariffSource: 'WBERC tariff order, CESC domestic',
    petrol: 105.0,
    roadTax: 0,
    registrationWaived: true,
  }),
  S({
    stateId: 'IN-RJ',
    stateName: 'Rajasthan',
    policy: 'Rajasthan Electric Vehicle Policy 2022',
    tariff: 7.9,
    tariffSource: 'RERC tariff order, domestic',
    petrol: 104.7,
    roadTax: 0,
    registrationWaived: false,
    // claimed by the owner on the Vahan portal after registration, paid into the owner's account
    subsidyPaid: 'AFTER_PURCHASE',
    subsidy: {
      scooter: rule('per-kwh', 2500, 'Rajasthan Electric Vehicle Policy 2022', { cap: 10_000 }),
      bike: rule('per-kwh', 2500, 'Rajasthan Electric Vehicle Policy 2022', { cap: 10_000 }),
      commercial: rule('per-kwh', 2500, 'Rajasthan Electric Vehicle Policy 2022', { cap: 20_000 }),
    },
  }),
  S({
    stateId: 'IN-BR',
    stateName: 'Bihar',
    policy: 'Bihar Electric Vehicle Policy 2023',
    tariff: 7.4,
    tariffSource: 'BERC tariff order, domestic urban',
    petrol: 105.5,
    roadTax: 2,
    registrationWaived: false,
    // claimed after registration; no point-of-sale deduction found in the policy, so reimbursed
    subsidyPaid: 'AFTER_PURCHASE',
    subsidy: {
      scooter: rule('per-kwh', 5000, 'Bihar Electric Vehicle Policy 2023', { cap: 10_000 }),
      bike: rule('per-kwh', 5000, 'Bihar Electric Vehicle Policy 2023', { cap: 10_000 }),
      'four-wheeler': rule('per-kwh', 10_000, 'Bihar Electric Vehicle Policy 2023', { cap: 75_000 }),
    },
  }),
  S({
    stateId: 'IN-PB',
    stateName: 'Punjab',
    policy: 'Punjab Electric Vehicle Policy 2023',
    tariff: 6.6,
    tariffSource: 'PSERC tariff order, domestic',
    petrol: 97.0,
    roadTax: 0,
    registrationWaived: false,
  }),
  S({
    stateId: 'IN-HR',
    stateName: 'Haryana',
    policy: 'Haryana Electric Vehicle Policy 2022',
    tariff: 6.8,
    tariffSource: 'HERC tariff order, domestic',
    petrol: 95.2,
    roadTax: 0,
    registrationWaived: false,
  }),
  S({
    stateId: 'IN-MP',
    stateName: 'Madhya Pradesh',
    policy: 'Madhya Pradesh Electric Vehicle Policy 2025',
    tariff: 7.3,
    tariffSource: 'MPERC tariff order, domestic',
    petrol: 106.5,
    roadTax: 0,
    registrationWaived: true,
  }),
];

/** Seeds the indicative rates of every state above for every vehicle type. */
export async function seedPricing(db: Executor) {
  await db
    .insert(pricingStates)
    .values(
      PRICING_STATES.map((s) => ({
        stateId: s.stateId,
        stateName: s.stateName,
        policy: s.policy,
        electricityTariff: s.tariff,
        tariffSource: s.tariffSource,
        tariffVerifiedOn: VERIFIED,
        petrolPrice: s.petrol,
        petrolSource: 'Oil marketing companies\u2019 retail selling price in the state capital',
        petrolVerifiedOn: VERIFIED,
      })),
    );
  await db
    .insert(pricingRates)
    .values(
      PRICING_STATES.flatMap((s) =>
        VEHICLE_TYPES.map((type) => ({
          stateId: s.stateId,
          vehicleType: type,
          roadTax: rule('percent', s.roadTax, s.roadTax === 0 ? `${s.policy}: road tax exempt for EVs` : `${s.policy}: road tax on EVs`),
          registration: s.registrationWaived
            ? rule('fixed', PLATE_AND_CARD[type], `${s.policy}: registration fee waived; number plate and smart card only`)
            : rule('fixed', REGISTRATION[type], 'RTO fees under the Central Motor Vehicles Rules, with plate and smart card'),
          insurance: rule('percent', INSURANCE[type], INSURANCE_SOURCE),
          stateSubsidy: s.subsidy?.[type] ?? null,
          stateSubsidyAppliesTo: s.subsidyPaid ?? DEFAULT_STATE_SUBSIDY_APPLIES_TO,
          centralIncentive: CENTRAL[type],
          petrolMileage: DEFAULT_PETROL_MILEAGE[type],
          petrolMileageSource: MILEAGE_SOURCE,
        })),
      ),
    );
}
