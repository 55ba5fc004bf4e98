import { LINE_APPLIES_TO, RATE_KINDS, STATE_SUBSIDY_APPLIES_TO } from '../domain/pricing';
import { linesTotal, onRoadPrice, type RateRule, type VehicleRates } from './on-road';
import { seededRandom } from '../seeded-random';

/**
 * Properties of the on-road price over many generated rates (decision 0030), from a small seeded
 * generator (mulberry32) so a failure names its seed and replays exactly.
 */
function generator(seed: number) {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)];
  const maybe = <T>(value: () => T): T | null => (next() < 0.3 ? null : value());
  const rule = (percentMax: number, rupeesMax: number): RateRule => {
    const kind = pick(RATE_KINDS);
    return {
      kind,
      value: kind === 'percent' ? int(0, percentMax * 10) / 10 : int(0, rupeesMax),
      cap: maybe(() => int(0, rupeesMax)),
      capPercent: maybe(() => int(0, 40)),
      maxExShowroom: maybe(() => int(50_000, 3_000_000)),
      source: 'Generated',
      verifiedOn: '2026-11-01',
    };
  };
  const rates = (): VehicleRates => ({
    roadTax: rule(15, 200_000),
    registration: rule(5, 5000),
    insurance: rule(8, 100_000),
    stateSubsidy: maybe(() => rule(20, 150_000)),
    stateSubsidyAppliesTo: maybe(() => pick(STATE_SUBSIDY_APPLIES_TO)),
    centralIncentive: maybe(() => rule(20, 20_000)),
  });
  return { int, rates, battery: () => maybe(() => int(10, 800) / 10) };
}

const RUNS = 500;
const cases = Array.from({ length: RUNS }, (_, seed) => {
  const g = generator(seed + 1);
  const exShowroom = g.int(20_000, 3_000_000);
  const rates = g.rates();
  const battery = g.battery();
  return { seed: seed + 1, exShowroom, rates, battery, price: onRoadPrice(exShowroom, rates, battery) };
});

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('on-road price: properties', () => {
  it('on-road ≥ ex-showroom + taxes and fees − subsidies paid at the counter', () => {
    for (const { seed, exShowroom, price } of cases) {
      const taxes = sum(price.lines.filter((l) => l.amount > 0).map((l) => l.amount));
      const counterSubsidies = sum(price.lines.filter((l) => l.amount < 0 && l.appliesTo === 'COUNTER').map((l) => l.amount));
      expect({ seed, ok: price.onRoad >= exShowroom + taxes + counterSubsidies }).toEqual({ seed, ok: true });
    }
  });

  it('never puts the on-road price below ex-showroom unless a subsidy is deducted at the counter', () => {
    for (const { seed, exShowroom, price } of cases) {
      const deducted = price.lines.some((l) => l.amount < 0 && l.appliesTo === 'COUNTER');
      if (!deducted) expect({ seed, ok: price.onRoad >= exShowroom }).toEqual({ seed, ok: true });
    }
  });

  it('adds the lines up to the totals: on-road from the counter lines, the effective cost from those reimbursed later', () => {
    for (const { seed, exShowroom, price } of cases) {
      expect({ seed, onRoad: price.onRoad }).toEqual({ seed, onRoad: Math.max(0, exShowroom + linesTotal(price.lines, 'COUNTER')) });
      expect({ seed, effectiveCost: price.effectiveCost }).toEqual({
        seed,
        effectiveCost: Math.max(0, price.onRoad + linesTotal(price.lines, 'AFTER_PURCHASE')),
      });
      expect(price.effectiveCost).toBeLessThanOrEqual(price.onRoad);
    }
  });

  it('applies no line twice: each line once, in exactly one place, with whole rupees', () => {
    for (const { seed, price } of cases) {
      const labels = price.lines.map((l) => l.label);
      expect({ seed, labels: new Set(labels).size }).toEqual({ seed, labels: labels.length });
      for (const line of price.lines) {
        expect(LINE_APPLIES_TO).toContain(line.appliesTo);
        expect(Number.isInteger(line.amount)).toBe(true);
      }
      const counted = linesTotal(price.lines, 'COUNTER') + linesTotal(price.lines, 'AFTER_PURCHASE') + linesTotal(price.lines, 'INCLUDED');
      expect({ seed, counted }).toEqual({ seed, counted: sum(price.lines.map((l) => l.amount)) });
    }
  });

  it('changes no total with an INCLUDED line: the same rates without the central incentive give the same figures', () => {
    for (const { seed, exShowroom, rates, battery, price } of cases) {
      const without = onRoadPrice(exShowroom, { ...rates, centralIncentive: null }, battery);
      expect({ seed, onRoad: without.onRoad, effectiveCost: without.effectiveCost }).toEqual({
        seed,
        onRoad: price.onRoad,
        effectiveCost: price.effectiveCost,
      });
      expect(price.lines.filter((l) => l.appliesTo === 'INCLUDED').every((l) => l.label === 'Central incentive')).toBe(true);
    }
  });

  it('puts a state subsidy where its rates say: reimbursed later unless recorded as deducted at the counter', () => {
    for (const { seed, rates, price } of cases) {
      const subsidy = price.lines.find((l) => l.label === 'State EV subsidy');
      if (subsidy) {
        expect({ seed, appliesTo: subsidy.appliesTo }).toEqual({ seed, appliesTo: rates.stateSubsidyAppliesTo ?? 'AFTER_PURCHASE' });
      }
    }
  });
});
