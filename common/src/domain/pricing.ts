/**
 * The pricing vocabulary (issue 20 items 1 and 3; docs/decisions/0021 and 0030): how a rate line is
 * computed, the lines of the on-road breakdown and where each one applies. The calculations live
 * beside it in `common/src/pricing/`; the database schema, zod, GraphQL's enums, the server and the
 * screens read these lists.
 */
import { MESSAGES } from '../messages';

/** How a rate line is computed: a percent of the ex-showroom price, fixed rupees, or rupees per kWh. */
export const RATE_KINDS = ['percent', 'fixed', 'per-kwh'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/**
 * Where a line of the on-road breakdown applies:
 * - INCLUDED: already inside the maker's ex-showroom price (the central incentive); shown for
 *   information, never added or subtracted;
 * - COUNTER: paid or deducted at purchase; the on-road price is ex-showroom plus these;
 * - AFTER_PURCHASE: reimbursed to the buyer later (a state subsidy paid into the bank account);
 *   the effective cost is the on-road price plus these.
 */
export const LINE_APPLIES_TO = ['INCLUDED', 'COUNTER', 'AFTER_PURCHASE'] as const;
export type LineAppliesTo = (typeof LINE_APPLIES_TO)[number];

/** Where a state's purchase subsidy can apply: deducted by the dealer, or paid to the buyer later. */
export const STATE_SUBSIDY_APPLIES_TO = ['COUNTER', 'AFTER_PURCHASE'] as const satisfies readonly LineAppliesTo[];
export type StateSubsidyAppliesTo = (typeof STATE_SUBSIDY_APPLIES_TO)[number];

/**
 * A state subsidy whose payment is not recorded is taken as reimbursed after purchase: the price
 * shown as paid at the counter is then never understated.
 */
export const DEFAULT_STATE_SUBSIDY_APPLIES_TO: StateSubsidyAppliesTo = 'AFTER_PURCHASE';

/** The lines of a state's rates for one vehicle type, in the order the breakdown shows them. */
export const RATE_LINES = ['roadTax', 'registration', 'insurance', 'stateSubsidy', 'centralIncentive'] as const;
export type RateLine = (typeof RATE_LINES)[number];

/** Each line's label (the same through REST, GraphQL and the screens). */
export const ON_ROAD_LABELS: Record<RateLine, string> = MESSAGES.pricing.lines;

/** Lines that take money off (subsidies and incentives) carry negative amounts. */
export const isReduction = (line: RateLine) => line === 'stateSubsidy' || line === 'centralIncentive';

/**
 * Where a line applies: taxes and fees at the counter; the central incentive (PM E-DRIVE) inside
 * the ex-showroom price, which makers quote after it; a state subsidy as the state's rates record.
 */
export function lineAppliesTo(line: RateLine, stateSubsidy: StateSubsidyAppliesTo | null | undefined): LineAppliesTo {
  if (line === 'centralIncentive') return 'INCLUDED';
  if (line === 'stateSubsidy') return stateSubsidy ?? DEFAULT_STATE_SUBSIDY_APPLIES_TO;
  return 'COUNTER';
}
