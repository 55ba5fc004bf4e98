import { date, doublePrecision, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { DEFAULT_STATE_SUBSIDY_APPLIES_TO, STATE_SUBSIDY_APPLIES_TO, type RateRule } from '@evbazaar/common';
import { updatedAt } from './columns';
import { VEHICLE_TYPES } from './catalogue';

/**
 * A state's own pricing figures (issue 12.3, 12.5): the policy its rates come from, the electricity
 * tariff and petrol price the running cost starts from, each with its source and "last verified" date.
 * Keyed by the geo dataset's state id (IN-MH); all figures are indicative.
 */
export const pricingStates = pgTable('pricing_states', {
  stateId: text('state_id').primaryKey(),
  stateName: text('state_name').notNull(),
  policy: text('policy').notNull(),
  electricityTariff: doublePrecision('electricity_tariff').notNull(),
  tariffSource: text('tariff_source').notNull(),
  tariffVerifiedOn: date('tariff_verified_on', { mode: 'string' }).notNull(),
  petrolPrice: doublePrecision('petrol_price').notNull(),
  petrolSource: text('petrol_source').notNull(),
  petrolVerifiedOn: date('petrol_verified_on', { mode: 'string' }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * The on-road rates of one state for one vehicle type. Each line is a rule (percent of the price,
 * rupees, or rupees per kWh, with caps) carrying its source and date, kept as JSON because the
 * lines are always read and written whole (docs/decisions/0021).
 */
export const pricingRates = pgTable(
  'pricing_rates',
  {
    stateId: text('state_id')
      .notNull()
      .references(() => pricingStates.stateId, { onDelete: 'cascade' }),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    roadTax: jsonb('road_tax').$type<RateRule>().notNull(),
    registration: jsonb('registration').$type<RateRule>().notNull(),
    insurance: jsonb('insurance').$type<RateRule>().notNull(),
    stateSubsidy: jsonb('state_subsidy').$type<RateRule>(),
    /** COUNTER: the dealer deducts the state subsidy; AFTER_PURCHASE: the state pays it later (decision 0030) */
    stateSubsidyAppliesTo: text('state_subsidy_applies_to', { enum: STATE_SUBSIDY_APPLIES_TO }).notNull().default(DEFAULT_STATE_SUBSIDY_APPLIES_TO),
    centralIncentive: jsonb('central_incentive').$type<RateRule>(),
    /** km/L of a comparable petrol vehicle, for the running-cost comparison */
    petrolMileage: doublePrecision('petrol_mileage').notNull(),
    petrolMileageSource: text('petrol_mileage_source').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.stateId, t.vehicleType] })],
);
