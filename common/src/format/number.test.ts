import { finite, formatDecimal, groupIndian, scaledMagnitude, signOf, trimmedDecimal } from './number';

describe('groupIndian', () => {
  it('keeps the last three digits together, then pairs', () => {
    const examples: [number, string][] = [
      [0, '0'],
      [999, '999'],
      [1000, '1,000'],
      [99999, '99,999'],
      [100000, '1,00,000'],
      [1234567, '12,34,567'],
      [12345678, '1,23,45,678'],
      [123456789012, '1,23,45,67,89,012'],
    ];
    for (const [whole, text] of examples) expect(groupIndian(whole)).toBe(text);
  });
});

describe('scaledMagnitude', () => {
  it('rounds the magnitude half up on the number as written', () => {
    expect(scaledMagnitude(12.345, 2)).toBe(1235);
    expect(scaledMagnitude(1.005, 2)).toBe(101);
    expect(scaledMagnitude(-1.005, 2)).toBe(101);
    expect(scaledMagnitude(0.125, 2)).toBe(13);
    expect(scaledMagnitude(2.5, 0)).toBe(3);
    expect(scaledMagnitude(2.4999, 0)).toBe(2);
    // written in exponent form by String(): 1e-7 and 1e21
    expect(scaledMagnitude(1e-7, 2)).toBe(0);
    expect(scaledMagnitude(5e-3, 2)).toBe(1);
    expect(() => scaledMagnitude(1e21, 0)).toThrow(RangeError);
  });
});

describe('trimmedDecimal and formatDecimal', () => {
  it('write the decimals a figure needs, no trailing zeros, no "-0"', () => {
    expect(trimmedDecimal(12500, 2)).toBe('125');
    expect(trimmedDecimal(12550, 2)).toBe('125.5');
    expect(trimmedDecimal(12505, 2)).toBe('125.05');
    expect(trimmedDecimal(123456789, 2)).toBe('12,34,567.89');
    expect(formatDecimal(1234.56, 1)).toBe('1,234.6');
    expect(formatDecimal(-12.04, 1)).toBe('-12');
    expect(formatDecimal(-0.04, 1)).toBe('0');
    expect(signOf(-1, 0)).toBe('');
    expect(signOf(-1, 5)).toBe('-');
  });

  it('refuses NaN and Infinity with the name the caller gave', () => {
    expect(finite(3, 'A price')).toBe(3);
    expect(() => finite(Number.NaN, 'A price')).toThrow('A price must be a finite number, not NaN');
    expect(() => formatDecimal(Number.POSITIVE_INFINITY, 1, 'A distance')).toThrow('A distance must be a finite number, not Infinity');
  });
});
