import { formatDistanceKm, formatEnergyKwh, formatHours } from './units';

describe('formatDistanceKm', () => {
  it('writes kilometres with at most one decimal, rounded half up', () => {
    expect(formatDistanceKm(12.5, 'en')).toBe('12.5 km');
    expect(formatDistanceKm(12.5, 'hi')).toBe('12.5 कि.मी.');
    expect(formatDistanceKm(150, 'en')).toBe('150 km');
    expect(formatDistanceKm(12.04, 'en')).toBe('12 km');
    expect(formatDistanceKm(12.05, 'hi')).toBe('12.1 कि.मी.');
    expect(formatDistanceKm(0.96, 'en')).toBe('1 km');
    expect(formatDistanceKm(0, 'hi')).toBe('0 कि.मी.');
    expect(formatDistanceKm(123456.7, 'en')).toBe('1,23,456.7 km');
  });

  it('throws a RangeError on NaN or Infinity', () => {
    expect(() => formatDistanceKm(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatDistanceKm(Number.POSITIVE_INFINITY, 'hi')).toThrow(RangeError);
  });
});

describe('formatEnergyKwh', () => {
  it('keeps kWh in both languages', () => {
    expect(formatEnergyKwh(3.7, 'en')).toBe('3.7 kWh');
    expect(formatEnergyKwh(3.7, 'hi')).toBe('3.7 kWh');
    expect(formatEnergyKwh(2.88, 'hi')).toBe('2.9 kWh');
    expect(formatEnergyKwh(30, 'en')).toBe('30 kWh');
    expect(() => formatEnergyKwh(Number.NaN, 'en')).toThrow(RangeError);
  });
});

describe('formatHours', () => {
  it('takes the singular as CLDR says for the figure as written', () => {
    expect(formatHours(1, 'en')).toBe('1 hour');
    expect(formatHours(1, 'hi')).toBe('1 घंटा');
    expect(formatHours(3, 'en')).toBe('3 hours');
    expect(formatHours(3, 'hi')).toBe('3 घंटे');
    expect(formatHours(4.5, 'en')).toBe('4.5 hours');
    expect(formatHours(4.5, 'hi')).toBe('4.5 घंटे');
    expect(formatHours(1.5, 'hi')).toBe('1.5 घंटे');
    // below one: plural in English, singular in Hindi (CLDR: i = 0 or n = 1)
    expect(formatHours(0.5, 'en')).toBe('0.5 hours');
    expect(formatHours(0.5, 'hi')).toBe('0.5 घंटा');
    expect(formatHours(0, 'en')).toBe('0 hours');
    expect(formatHours(0, 'hi')).toBe('0 घंटा');
    // 1.04 is written "1", so it reads "1 hour"; 1.05 is "1.1 hours"
    expect(formatHours(1.04, 'en')).toBe('1 hour');
    expect(formatHours(1.05, 'en')).toBe('1.1 hours');
    expect(formatHours(1.05, 'hi')).toBe('1.1 घंटे');
    expect(formatHours(0.96, 'en')).toBe('1 hour');
  });

  it("agrees with a full-ICU runtime's plural rules (Node 20) on every figure from 0 to 30 hours", () => {
    const words = { en: { one: 'hour', other: 'hours' }, hi: { one: 'घंटा', other: 'घंटे' } } as const;
    for (const locale of ['en', 'hi'] as const) {
      const rules = new Intl.PluralRules(locale);
      expect(rules.resolvedOptions().locale).toBe(locale);
      for (let tenths = 0; tenths <= 300; tenths += 1) {
        const figure = tenths / 10;
        const category = rules.select(figure) === 'one' ? 'one' : 'other';
        expect(formatHours(figure, locale)).toBe(`${figure} ${words[locale][category]}`);
      }
    }
  });

  it('throws a RangeError on NaN or Infinity', () => {
    expect(() => formatHours(Number.NaN, 'hi')).toThrow(RangeError);
    expect(() => formatHours(Number.NEGATIVE_INFINITY, 'en')).toThrow(RangeError);
  });
});
