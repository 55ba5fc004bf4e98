/**
 * On-road price = ex-showroom + road tax/RTO + registration + insurance - state EV subsidy - central
 * incentive, line by line (issue 12.3). Pure, so the server's pricing service and the cards' figure
 * (computed from a state's rates loaded once) give the same rupees.
 */

export const RATE_KINDS = ['percent', 'fixed', 'per-kwh'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

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
  centralIncentive?: RateRule | null;
}

export interface PriceLine {
  label: string;
  /** rupees; subsidies and incentives are negative */
  amount: number;
  source: string;
  verifiedOn: string;
}

export interface OnRoadPrice {
  exShowroom: number;
  lines: PriceLine[];
  onRoad: number;
}

export const ON_ROAD_LABELS = {
  roadTax: 'Road tax / RTO',
  registration: 'Registration',
  insurance: 'Insurance',
  stateSubsidy: 'State EV subsidy',
  centralIncentive: 'Central incentive',
} as const;

/** Whole rupees, as RTOs and dealers quote them. */
const rupees = (value: number) => Math.round(value);

/** The rupees one rule gives for this price and battery (kWh; perKwh rules give 0 without one). */
export function ruleAmount(rule: RateRule, exShowroom: number, batteryKwh?: number | null): number {
  if (rule.maxExShowroom !== null && rule.maxExShowroom !== undefined && exShowroom > rule.maxExShowroom) return 0;
  let amount =
    rule.kind === 'percent'
      ? (exShowroom * rule.value) / 100
      : rule.kind === 'fixed'
        ? rule.value
        : (batteryKwh ?? 0) * rule.value;
  if (rule.cap !== null && rule.cap !== undefined) amount = Math.min(amount, rule.cap);
  if (rule.capPercent !== null && rule.capPercent !== undefined)
    amount = Math.min(amount, (exShowroom * rule.capPercent) / 100);
  return rupees(Math.max(0, amount));
}

/** The on-road price of a vehicle at this ex-showroom price, line by line; never below zero. */
export function onRoadPrice(exShowroom: number, rates: VehicleRates, batteryKwh?: number | null): OnRoadPrice {
  const line = (key: keyof typeof ON_ROAD_LABELS, rule: RateRule, sign: 1 | -1): PriceLine => ({
    label: ON_ROAD_LABELS[key],
    amount: sign * ruleAmount(rule, exShowroom, batteryKwh) || 0,
    source: rule.source,
    verifiedOn: rule.verifiedOn,
  });
  const lines = [
    line('roadTax', rates.roadTax, 1),
    line('registration', rates.registration, 1),
    line('insurance', rates.insurance, 1),
  ];
  if (rates.stateSubsidy) lines.push(line('stateSubsidy', rates.stateSubsidy, -1));
  if (rates.centralIncentive) lines.push(line('centralIncentive', rates.centralIncentive, -1));
  const total = lines.reduce((sum, l) => sum + l.amount, exShowroom);
  return { exShowroom, lines, onRoad: Math.max(0, rupees(total)) };
}
