/**
 * Running cost and commute fit (issue 12.5). Pure, shared by the product page and its tests.
 */

/** Share of the claimed range a rider gets on real roads when the maker states no minimum range. */
export const REAL_WORLD_RANGE_SHARE = 0.75;
export const REAL_WORLD_RANGE_NOTE = `its minimum range, or ${REAL_WORLD_RANGE_SHARE * 100} % of the claimed range when it states none`;
/** Days in the month the running cost is counted for. */
export const DAYS_PER_MONTH = 30;

export interface RangeFacts {
  rangeMin?: number | null;
  range?: number | null;
  rangeMax?: number | null;
}

/** The range to plan with: the minimum range, else the stated share of the claimed range; null when none is known. */
export function realWorldRange({ rangeMin, range, rangeMax }: RangeFacts): number | null {
  if (rangeMin && rangeMin > 0) return rangeMin;
  const claimed = range && range > 0 ? range : rangeMax && rangeMax > 0 ? rangeMax : null;
  return claimed === null ? null : claimed * REAL_WORLD_RANGE_SHARE;
}

export interface RunningCostInput {
  dailyKm: number;
  /** battery kWh and the range it gives (real-world km) */
  batteryKwh: number;
  rangeKm: number;
  /** ₹/kWh */
  tariff: number;
  /** ₹/L */
  petrolPrice: number;
  /** km/L of a comparable petrol vehicle */
  petrolMileage: number;
}

export interface RunningCost {
  monthlyKm: number;
  /** rupees a month */
  ev: number;
  petrol: number;
  saving: number;
}

/** Monthly cost of charging the EV (a full battery per real-world range) against fuelling a petrol vehicle. */
export function runningCost({ dailyKm, batteryKwh, rangeKm, tariff, petrolPrice, petrolMileage }: RunningCostInput): RunningCost {
  const monthlyKm = Math.max(0, dailyKm) * DAYS_PER_MONTH;
  const ev = rangeKm > 0 ? (monthlyKm * batteryKwh * tariff) / rangeKm : 0;
  const petrol = petrolMileage > 0 ? (monthlyKm * petrolPrice) / petrolMileage : 0;
  return { monthlyKm, ev, petrol, saving: petrol - ev };
}

export type CommuteCheck =
  | { fits: true; dailyKm: number; rangeKm: number; sparePercent: number; chargeEveryDays: number; chargeHours: number | null; text: string }
  | { fits: false; dailyKm: number; rangeKm: number; text: string };

const km = (value: number) => `${Math.round(value * 10) / 10} km`;

/**
 * Whether a day's riding fits the real-world range: the share of range left at the end of the day,
 * how many such days one charge lasts, and the hours to put back what they used (full charge
 * time × share used).
 */
export function commuteCheck(dailyKm: number, rangeKm: number, fullChargeHours?: number | null): CommuteCheck {
  if (!(dailyKm > 0) || !(rangeKm > 0) || dailyKm > rangeKm) {
    return { fits: false, dailyKm, rangeKm, text: `does not fit your ${km(dailyKm)} day: the real-world range is ${km(rangeKm)}` };
  }
  const sparePercent = Math.round(((rangeKm - dailyKm) / rangeKm) * 100);
  const chargeEveryDays = Math.floor(rangeKm / dailyKm);
  const chargeHours = fullChargeHours && fullChargeHours > 0 ? Math.round(fullChargeHours * ((chargeEveryDays * dailyKm) / rangeKm) * 10) / 10 : null;
  const every = chargeEveryDays === 1 ? 'charge every day' : `charge every ${chargeEveryDays} days`;
  const hours = chargeHours === null ? '' : ` (${chargeHours} h each)`;
  return {
    fits: true,
    dailyKm,
    rangeKm,
    sparePercent,
    chargeEveryDays,
    chargeHours,
    text: `fits your ${km(dailyKm)} day with ${sparePercent} % to spare; ${every}${hours}`,
  };
}
