import { formatPrice, shortDate, shuffle } from './format';

describe('formatPrice', () => {
  it('groups digits the Indian way with two decimals and the rupee sign', () => {
    expect(formatPrice(123456)).toBe('₹1,23,456.00');
    expect(formatPrice(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatPrice(999)).toBe('₹999.00');
    expect(formatPrice(0)).toBe('₹0.00');
  });

  it('shows N/A when there is no price', () => {
    expect(formatPrice(null)).toBe('N/A');
    expect(formatPrice(undefined)).toBe('N/A');
    expect(formatPrice(Number.NaN)).toBe('N/A');
  });
});

describe('shortDate', () => {
  it('keeps the first 10 characters of a timestamp', () => {
    expect(shortDate('2026-11-23T10:15:00.000Z')).toBe('2026-11-23');
    expect(shortDate(null)).toBe('');
  });
});

describe('shuffle', () => {
  it('returns a reordered copy with the same items and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5];
    const output = shuffle(input, () => 0);
    expect(output).not.toBe(input);
    expect([...output].sort()).toEqual(input);
    expect(output).toEqual([2, 3, 4, 5, 1]);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });
});
