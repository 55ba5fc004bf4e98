import { formatDate, formatDateTime, formatPrice, formatTimeRange, shortDate, shuffle } from './format';

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

describe('formatDate and formatDateTime', () => {
  it("write every date one way, in India's time", () => {
    expect(formatDate('2026-11-26T05:30:00Z')).toBe('26 Nov 2026');
    // 8 pm UTC is already the next day in India
    expect(formatDate('2026-11-26T20:00:00Z')).toBe('27 Nov 2026');
    expect(formatDate('2026-09-03')).toBe('3 Sep 2026');
    expect(formatDateTime('2026-11-26T05:30:00Z')).toBe('26 Nov 2026, 11:00 am IST');
    expect(formatDateTime('2026-11-26T06:30:00Z')).toBe('26 Nov 2026, 12:00 pm IST');
    expect(formatDateTime('2026-11-26T18:45:00Z')).toBe('27 Nov 2026, 12:15 am IST');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatTimeRange', () => {
  it('writes the day once for a span within it', () => {
    expect(formatTimeRange('2026-11-26T05:30:00Z', '2026-11-26T06:30:00Z')).toBe('26 Nov 2026, 11:00 am – 12:00 pm IST');
    expect(formatTimeRange('2026-11-26T18:00:00Z', '2026-11-26T19:00:00Z')).toBe('26 Nov 2026, 11:30 pm IST – 27 Nov 2026, 12:30 am IST');
  });
});
