/**
 * On-road price, line by line (issue 12.3, amended by issue 20.3 and docs/decisions/0030): the
 * ex-showroom price plus what is paid or deducted at the counter (road tax/RTO, registration,
 * insurance, a state subsidy the dealer deducts); a state subsidy reimbursed after purchase gives
 * the effective cost; the central incentive, already inside the maker's ex-showroom price, is shown
 * and never subtracted. Pure, so the server's pricing service and the cards' figure (computed from
 * a state's rates loaded once) give the same rupees.
 */
import {
  lineAppliesTo,
  isReduction,
  ON_ROAD_LABELS,
  RATE_LINES,
  type LineAppliesTo,
  type RateKind,
  type RateLine,
  type StateSubsidyAppliesTo,
} from '../domain/pricing';

export {
  DEFAULT_STATE_SUBSIDY_APPLIES_TO,
  LINE_APPLIES_TO,
  ON_ROAD_LABELS,
  RATE_KINDS,
  RATE_LINES,
  STATE_SUBSIDY_APPLIES_TO,
  lineAppliesTo,
  type LineAppliesTo,
  type RateKind,
  type RateLine,
  type StateSubsidyAppliesTo,
} from '../domain/pricing';

/** One line of a state's rates for one vehicle type. */
export interface RateRule {
  /** percent: of the ex-showroom price; fixed: rupees; perKwh: rupees per kWh of battery */
  kind: RateKind;
  value: number;
  /** at most this many rupees (subsidy caps such as "up to ₹10,000") */
  cap?: number | null;
  /** at most this percent of the ex-showroom price (caps such as "15 % of the price") */
  capPercent?: number | null;
  /** applies only when the ex-showroom price is at most this (price ceilings of subsidy schemes) */
  maxExShowroom?: number | null;
  /** the policy or notification the figure comes from */
  source: string;
  /** YYYY-MM-DD */
  verifiedOn: string;
}

/** The rates of one state for one vehicle type; a missing subsidy or incentive does not apply. */
export interface VehicleRates {
  roadTax: RateRule;
  registration: RateRule;
  insurance: RateRule;
  stateSubsidy?: RateRule | null;
  /** whether the state subsidy is deducted at the counter or reimbursed after purchase (the default) */
  stateSubsidyAppliesTo?: StateSubsidyAppliesTo | null;
  centralIncentive?: RateRule | null;
}

export interface PriceLine {
  label: string;
  /** rupees; subsidies and incentives are negative */
  amount: number;
  /** INCLUDED lines change no total; COUNTER lines make the on-road price; AFTER_PURCHASE the effective cost */
  appliesTo: LineAppliesTo;
  source: string;
  verifiedOn: string;
}

export interface OnRoadPrice {
  exShowroom: number;
  lines: PriceLine[];
  /** paid at the counter: ex-showroom plus the COUNTER lines, never below zero */
  onRoad: number;
  /** the on-road price plus the AFTER_PURCHASE lines (subsidies reimbursed later), never below zero */
  effectiveCost: number;
}

/** Whole rupees, as RTOs and dealers quote them. */
const rupees = (value: number) => Math.round(value);

/** The rupees one rule gives for this price and battery (kWh; perKwh rules give 0 without one). */
export function ruleAmount(rule: RateRule, exShowroom: number, batteryKwh?: number | null): number {
  if (rule.maxExShowroom !== null && rule.maxExShowroom !== undefined && exShowroom > rule.maxExShowroom) return 0;
  let amount = rule.kind === 'percent' ? (exShowroom * rule.value) / 100 : rule.kind === 'fixed' ? rule.value : (batteryKwh ?? 0) * rule.value;
  if (rule.cap !== null && rule.cap !== undefined) amount = Math.min(amount, rule.cap);
  if (rule.capPercent !== null && rule.capPercent !== undefined) amount = Math.min(amount, (exShowroom * rule.capPercent) / 100);
  return rupees(Math.max(0, amount));
}

/** The sum of the lines that apply in one place. */
export const linesTotal = (lines: readonly PriceLine[], where: LineAppliesTo) => lines.reduce((sum, l) => (l.appliesTo === where ? sum + l.amount : sum), 0);

/**
 * The on-road price of a vehicle at this ex-showroom price, line by line, and its effective cost.
 * A subsidy or incentive that gives nothing for this vehicle (above a price ceiling, no battery
 * figure) is left out, as a missing one is.
 */
export function onRoadPrice(exShowroom: number, rates: VehicleRates, batteryKwh?: number | null): OnRoadPrice {
  const lines: PriceLine[] = [];
  for (const key of RATE_LINES) {
    const rule = rates[key as RateLine];
    if (!rule) continue;
    const amount = ruleAmount(rule, exShowroom, batteryKwh);
    if (isReduction(key) && amount === 0) continue;
    lines.push({
      label: ON_ROAD_LABELS[key],
      amount: isReduction(key) ? -amount : amount,
      appliesTo: lineAppliesTo(key, rates.stateSubsidyAppliesTo),
      source: rule.source,
      verifiedOn: rule.verifiedOn,
    });
  }
  const onRoad = Math.max(0, rupees(exShowroom + linesTotal(lines, 'COUNTER')));
  const effectiveCost = Math.max(0, onRoad + linesTotal(lines, 'AFTER_PURCHASE'));
  return { exShowroom, lines, onRoad, effectiveCost };
}
