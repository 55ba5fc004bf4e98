import { z } from 'zod';
import { MESSAGES } from '../messages';
import { DEFAULT_STATE_SUBSIDY_APPLIES_TO, RATE_KINDS, STATE_SUBSIDY_APPLIES_TO } from '../domain/pricing';
import { isCalendarDate, optionalNumber, requiredNumber, requiredText, TEXT_MAX } from './fields';

const M = MESSAGES.pricing;

/** Largest rupee figure a rate line takes (road tax of a costly four-wheeler fits easily). */
export const MAX_RATE_RUPEES = 100_000_000;

const requiredDate = (required: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.slice(0, 10) : v),
    z.string({ error: required }).min(1, required).refine(isCalendarDate, M.dateInvalid),
  );

const rupees = (required: string) => requiredNumber(required).pipe(z.number().min(0, M.notNegative).max(MAX_RATE_RUPEES, M.tooLarge));
const optionalRupees = () => optionalNumber(M.numberInvalid).pipe(z.number().min(0, M.notNegative).max(MAX_RATE_RUPEES, M.tooLarge).optional());
const percent = () => optionalNumber(M.numberInvalid).pipe(z.number().min(0, M.notNegative).max(100, M.percentTooLarge).optional());

/** One line of the rates: how it is computed, its cap rules, where the figure comes from and when it was checked. */
export const rateRuleSchema = z
  .object({
    kind: z.enum(RATE_KINDS, { error: M.kindInvalid }),
    value: rupees(M.valueRequired),
    cap: optionalRupees(),
    capPercent: percent(),
    maxExShowroom: optionalRupees(),
    source: requiredText(M.sourceRequired, TEXT_MAX.line),
    verifiedOn: requiredDate(M.verifiedOnRequired),
  })
  .refine((r) => r.kind !== 'percent' || r.value <= 100, { message: M.percentTooLarge, path: ['value'] });

const optionalRule = z.preprocess((v) => (v === undefined ? null : v), rateRuleSchema.nullable());

/** The rates of one state for one vehicle type, with the petrol mileage the running cost compares with. */
export const vehicleRatesSchema = z.object({
  roadTax: rateRuleSchema,
  registration: rateRuleSchema,
  insurance: rateRuleSchema,
  stateSubsidy: optionalRule,
  /** deducted by the dealer or reimbursed after purchase; unstated means reimbursed (docs/decisions/0030) */
  stateSubsidyAppliesTo: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? DEFAULT_STATE_SUBSIDY_APPLIES_TO : v),
    z.enum(STATE_SUBSIDY_APPLIES_TO, { error: M.appliesToInvalid }),
  ),
  centralIncentive: optionalRule,
  petrolMileage: requiredNumber(M.mileageRequired).pipe(z.number().gt(0, M.mileageRequired).max(200, M.mileageTooLarge)),
  petrolMileageSource: requiredText(M.sourceRequired, TEXT_MAX.line),
});
export type VehicleRatesInput = z.output<typeof vehicleRatesSchema>;

/** A state's own figures: the policy its rates come from, its electricity tariff and petrol price. */
export const pricingStateSchema = z.object({
  policy: requiredText(M.policyRequired, TEXT_MAX.line),
  electricityTariff: requiredNumber(M.tariffRequired).pipe(z.number().gt(0, M.tariffRequired).max(100, M.tariffTooLarge)),
  tariffSource: requiredText(M.sourceRequired, TEXT_MAX.line),
  tariffVerifiedOn: requiredDate(M.verifiedOnRequired),
  petrolPrice: requiredNumber(M.petrolPriceRequired).pipe(z.number().gt(0, M.petrolPriceRequired).max(1000, M.petrolPriceTooLarge)),
  petrolSource: requiredText(M.sourceRequired, TEXT_MAX.line),
  petrolVerifiedOn: requiredDate(M.verifiedOnRequired),
});
export type PricingStateInput = z.output<typeof pricingStateSchema>;

/** The on-road price question: a product, one of its colours (the cheapest when absent) and a state. */
export const onRoadQuerySchema = z.object({
  productId: requiredText(M.productRequired, TEXT_MAX.id),
  stateId: requiredText(M.stateRequired, TEXT_MAX.id),
  colorId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(TEXT_MAX.id, MESSAGES.validation.idInvalid).optional()),
});
