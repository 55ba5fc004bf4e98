import { downPaymentAmount, emiPlan, monthlyEmi } from './emi';

describe('EMI on the reducing balance', () => {
  it("matches HDFC Bank's published example: ₹10,00,000 at 10.5 % for 120 months is ₹13,493 a month", () => {
    const emi = monthlyEmi(1_000_000, 10.5, 120);
    expect(Math.round(emi)).toBe(13_493);
    // total interest the same example states: ₹6,19,220
    expect(Math.round(emi * 120 - 1_000_000)).toBe(619_220);
  });

  it('matches the textbook example: ₹1,00,000 at 10 % for 12 months is ₹8,791.59', () => {
    expect(monthlyEmi(100_000, 10, 12)).toBeCloseTo(8791.59, 2);
  });

  it('splits a zero-interest loan evenly, with no interest', () => {
    const plan = emiPlan(120_000, { kind: 'amount', value: 0 }, 0, 12);
    expect(plan.emi).toBe(10_000);
    expect(plan.totalInterest).toBe(0);
    expect(plan.totalCost).toBe(120_000);
  });

  it('takes the down payment as an amount or a percent of the price, bounded by the price', () => {
    expect(downPaymentAmount(150_000, { kind: 'amount', value: 30_000 })).toBe(30_000);
    expect(downPaymentAmount(150_000, { kind: 'percent', value: 20 })).toBe(30_000);
    expect(downPaymentAmount(150_000, { kind: 'amount', value: 200_000 })).toBe(150_000);
    expect(downPaymentAmount(150_000, { kind: 'percent', value: -5 })).toBe(0);
  });

  it('gives EMI, total interest and total cost for the defaults (9.5 %, 36 months)', () => {
    const plan = emiPlan(125_000, { kind: 'amount', value: 25_000 }, 9.5, 36);
    expect(plan.loan).toBe(100_000);
    expect(plan.emi).toBeCloseTo(3203.29, 2);
    expect(plan.totalInterest).toBeCloseTo(3203.2949740782 * 36 - 100_000, 4);
    expect(plan.totalCost).toBeCloseTo(25_000 + 3203.2949740782 * 36, 4);
  });

  it('owes nothing when the down payment covers the price', () => {
    expect(emiPlan(90_000, { kind: 'percent', value: 100 }, 9.5, 36)).toMatchObject({ loan: 0, emi: 0, totalInterest: 0, totalCost: 90_000 });
  });
});
