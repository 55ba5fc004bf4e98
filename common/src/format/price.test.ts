import { formatPrice, formatPriceCompact } from './price';
import { LOCALES } from './locale';
import { seededRandom } from '../seeded-random';

describe('formatPrice: the spec’s full price, the same in both languages', () => {
  const examples: [number, string][] = [
    [123456, '₹1,23,456.00'],
    [12345678.5, '₹1,23,45,678.50'],
    [999, '₹999.00'],
    [1000, '₹1,000.00'],
    [100000, '₹1,00,000.00'],
    [0, '₹0.00'],
    [0.5, '₹0.50'],
    [1.005, '₹1.01'], // rounded on the decimal as written, not its binary 1.00499…
    [0.004, '₹0.00'],
    [99999.999, '₹1,00,000.00'],
    [1_00_00_00_00_000, '₹1,00,00,00,00,000.00'],
    [-500, '-₹500.00'],
    [-123456.785, '-₹1,23,456.79'],
    [-0.004, '₹0.00'],
    [-0, '₹0.00'],
  ];

  it.each(LOCALES)('writes worked examples the same way in %s', (locale) => {
    for (const [amount, text] of examples) expect([amount, formatPrice(amount, locale)]).toEqual([amount, text]);
  });

  it('throws a RangeError rather than print NaN or Infinity', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => formatPrice(bad, 'en')).toThrow(RangeError);
      expect(() => formatPrice(bad, 'hi')).toThrow(RangeError);
      expect(() => formatPriceCompact(bad, 'hi')).toThrow(RangeError);
      expect(() => formatPriceCompact(bad, 'en')).toThrow(RangeError);
    }
  });

  it('refuses an amount too large to count in paise exactly', () => {
    expect(() => formatPrice(1e14, 'en')).toThrow(RangeError);
  });

  it("agrees with Node's Intl en-IN rupees (what the client printed before) on generated prices", () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(intl.resolvedOptions().locale).toBe('en-IN');
    const next = seededRandom(26);
    for (let i = 0; i < 5000; i += 1) {
      const digits = 1 + Math.floor(next() * 11);
      const rupees = Math.floor(next() * 10 ** digits);
      // whole rupees, paise, and a third decimal that puts some amounts on a half paisa
      const amount = [rupees, rupees + Math.floor(next() * 100) / 100, rupees + Math.floor(next() * 1000) / 1000][i % 3];
      expect([amount, formatPrice(amount, 'en')]).toEqual([amount, intl.format(amount)]);
      expect([-amount, formatPrice(-amount, 'en')]).toEqual([-amount, amount === 0 ? '₹0.00' : intl.format(-amount)]);
    }
  });
});

describe('formatPriceCompact', () => {
  it('is exactly the full price on the English site', () => {
    const next = seededRandom(4);
    for (const amount of [0, 85000, 99999.5, 125000, 199999, 9999999, 15000000, -125000, 1.005]) {
      expect(formatPriceCompact(amount, 'en')).toBe(formatPrice(amount, 'en'));
    }
    for (let i = 0; i < 500; i += 1) {
      const amount = Math.floor(next() * 1e9) / 100;
      expect(formatPriceCompact(amount, 'en')).toBe(formatPrice(amount, 'en'));
    }
  });

  const hindi: [number, string][] = [
    [0, '₹0'],
    [999, '₹999'],
    [85000, '₹85,000'],
    [85000.49, '₹85,000'],
    [85000.5, '₹85,001'],
    [99999, '₹99,999'],
    [99999.49, '₹99,999'],
    // rounds to ₹1,00,000, so a lakh: never "₹1,00,000" in the rupee form
    [99999.5, '₹1 लाख'],
    [100000, '₹1 लाख'],
    [100499, '₹1 लाख'],
    [100500, '₹1.01 लाख'],
    [124499, '₹1.24 लाख'],
    [124500, '₹1.25 लाख'],
    // the rule rounds the rupees first: 1,24,499.5 is ₹1,24,500, so 1.25 (not the 1.24 of 1.244995)
    [124499.5, '₹1.25 लाख'],
    [125000, '₹1.25 लाख'],
    [150000, '₹1.5 लाख'],
    [199499, '₹1.99 लाख'],
    [199500, '₹2 लाख'],
    [199999, '₹2 लाख'],
    [1234567, '₹12.35 लाख'],
    [9999499, '₹99.99 लाख'],
    // rounds to 100 लाख: written as a crore
    [9999500, '₹1 करोड़'],
    [9999999, '₹1 करोड़'],
    [10000000, '₹1 करोड़'],
    [10049999, '₹1 करोड़'],
    [10050000, '₹1.01 करोड़'],
    [12345678, '₹1.23 करोड़'],
    [15000000, '₹1.5 करोड़'],
    [123456789012, '₹12,345.68 करोड़'],
    [-85000, '-₹85,000'],
    [-125000, '-₹1.25 लाख'],
    [-9999999, '-₹1 करोड़'],
    [-0.4, '₹0'],
    [-0, '₹0'],
  ];

  it.each(hindi)('writes %p on a Hindi page as %p', (amount, text) => {
    expect(formatPriceCompact(amount, 'hi')).toBe(text);
  });

  it('writes करोड़ and लाख in NFC (a search or a diff sees one spelling)', () => {
    for (const amount of [125000, 15000000]) {
      const text = formatPriceCompact(amount, 'hi');
      expect(text).toBe(text.normalize('NFC'));
    }
  });

  it('stays within half a step of the rounded rupees, and never writes 100 लाख or a trailing zero', () => {
    const next = seededRandom(2026);
    const units = { लाख: 100_000, करोड़: 10_000_000 } as Record<string, number>;
    for (let i = 0; i < 5000; i += 1) {
      const amount = Math.floor(next() * 10 ** (3 + Math.floor(next() * 9))) + Math.floor(next() * 100) / 100;
      const text = formatPriceCompact(amount, 'hi');
      const match = /^₹([\d,]+(?:\.\d{1,2})?)(?: (लाख|करोड़))?$/.exec(text);
      expect([amount, match && 'ok']).toEqual([amount, 'ok']);
      const [, figure, word] = match as RegExpExecArray;
      const unit = word ? units[word] : 1;
      const shown = Number(figure.replaceAll(',', '')) * unit;
      const step = word ? unit / 100 : 1;
      expect(Math.abs(shown - Math.round(amount))).toBeLessThanOrEqual(step / 2 + 1e-6);
      expect(figure).not.toMatch(/\.\d?0$/);
      if (word === 'लाख') expect(Number(figure)).toBeLessThan(100);
      if (!word) expect(Math.round(amount)).toBeLessThan(100_000);
    }
  });
});
