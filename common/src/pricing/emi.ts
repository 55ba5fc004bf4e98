/**
 * EMI on the reducing balance (issue 12.4): EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate.
 * The one home of the formula; the product page's calculator and the tests use it.
 */

export const EMI_DEFAULTS = { interestRate: 9.5, tenureMonths: 36, minTenure: 12, maxTenure: 60 } as const;

export type DownPayment = { kind: 'amount' | 'percent'; value: number };

export interface EmiResult {
  /** what is borrowed: price minus down payment */
  loan: number;
  downPayment: number;
  /** per month, in rupees (unrounded; show it rounded) */
  emi: number;
  totalInterest: number;
  /** down payment + every instalment */
  totalCost: number;
}

/** The monthly instalment of a loan; a 0 % loan is the principal split evenly. */
export function monthlyEmi(principal: number, annualRatePercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** The down payment in rupees: an amount, or a percent of the price; never more than the price nor below 0. */
export function downPaymentAmount(price: number, down: DownPayment): number {
  const amount = down.kind === 'percent' ? (price * down.value) / 100 : down.value;
  return Math.min(Math.max(0, amount), Math.max(0, price));
}

/** EMI, total interest and total cost of buying at `price` with this down payment, rate and tenure. */
export function emiPlan(price: number, down: DownPayment, annualRatePercent: number, months: number): EmiResult {
  const downPayment = downPaymentAmount(price, down);
  const loan = Math.max(0, price - downPayment);
  const emi = monthlyEmi(loan, annualRatePercent, months);
  const repaid = emi * months;
  return { loan, downPayment, emi, totalInterest: Math.max(0, repaid - loan), totalCost: downPayment + repaid };
}
