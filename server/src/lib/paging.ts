import { BadInput } from './errors';

/**
 * A 1-based page number or a page size, from a query string or a GraphQL argument:
 * absent gives `fallback`; anything but a safe whole number from 1 (repeated
 * parameters arrive as arrays, 1e300 overflows the SQL offset) is BadInput.
 */
export function wholeFromOne(value: unknown, fallback: number, message: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) throw new BadInput(message);
  return n;
}
