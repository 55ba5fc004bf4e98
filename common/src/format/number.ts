/**
 * The digits of numbers as Indian readers group them (1,23,45,678.50), written out by arithmetic
 * rather than by `Intl`, so server and browser, full and small ICU builds agree (decision 0066).
 */

/** A finite number, or a RangeError naming what the caller passed: a formatter never prints NaN. */
export function finite(value: number, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, not ${String(value)}`);
  return value;
}

/**
 * The magnitude of a number rounded half up to `places` decimals, as an integer count of
 * 10^-places (12.345 at 2 places is 1235). Rounded on the shortest decimal that prints the number,
 * as `Intl` does, so 1.005 is one rupee and a paisa, not the 1.00499… its binary value is.
 */
export function scaledMagnitude(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const scaled = Math.round(Number(`${mantissa}e${Number(exponent) + places}`));
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`${String(value)} is too large to write to ${places} decimals`);
  return scaled;
}

/** Whole digits grouped the Indian way: the last three, then pairs (12345678 -> "1,23,45,678"). */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** A count of hundredths (or tenths…) written with the decimals it needs: trailing zeros dropped. */
export function trimmedDecimal(scaled: number, places: number): string {
  const unit = 10 ** places;
  const whole = groupIndian(Math.floor(scaled / unit));
  const fraction = String(scaled % unit)
    .padStart(places, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** "-" before a negative number that does not round to zero, nothing otherwise (no "-0"). */
export const signOf = (value: number, scaled: number) => (value < 0 && scaled > 0 ? '-' : '');

/** A plain figure with at most `places` decimals, Indian grouping: 1234.56 at 1 place -> "1,234.6". */
export function formatDecimal(value: number, places: number, what = 'The number'): string {
  const scaled = scaledMagnitude(finite(value, what), places);
  return `${signOf(value, scaled)}${trimmedDecimal(scaled, places)}`;
}
