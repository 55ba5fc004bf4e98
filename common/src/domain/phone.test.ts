import { normalisePhone } from './phone';
import { CONTACT_PATTERN, TEN_DIGITS } from '../validation/fields';

describe('normalisePhone', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98200 12345', '9820012345'],
    ['98200-12345', '9820012345'],
    ['(982) 001-2345', '9820012345'],
    ['022 2345 6789', '2223456789'],
    ['  9876543210  ', '9876543210'],
  ])('reads %p as the 10 digits %p', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
    expect(TEN_DIGITS.test(normalisePhone(typed))).toBe(true);
  });

  it('keeps a 10-digit number that starts with 91 or 0 as it is', () => {
    expect(normalisePhone('9198765432')).toBe('9198765432');
    expect(normalisePhone('0123456789')).toBe('0123456789');
  });

  it('keeps other countries in the international form the register rule allows', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(CONTACT_PATTERN.test(normalisePhone('+44 20 7946 0958'))).toBe(true);
  });

  it('leaves what is still wrong wrong, for the field rule to refuse', () => {
    expect(TEN_DIGITS.test(normalisePhone('98765'))).toBe(false);
    expect(TEN_DIGITS.test(normalisePhone('+1 415 555 0100'))).toBe(false);
    expect(normalisePhone('call me')).toBe('callme');
    expect(TEN_DIGITS.test(normalisePhone('+91 98765 4321'))).toBe(false);
  });
});
