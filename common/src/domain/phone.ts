/**
 * Phone numbers as people type them (docs/decisions/0028): "+91 98765 43210", "098765 43210",
 * "0091-98765-43210" and "(987) 654-3210" all mean the Indian number 9876543210. One normaliser
 * runs before the spec's rule for a field, and its result is what is stored.
 */

/** spaces, dashes, dots and brackets people put between digit groups */
const SEPARATORS = /[\s\-().]/g;
/** an Indian number with its trunk or country prefix: +91, 0091, 91 (12 digits in all) or 0 */
const INDIAN_PREFIXED = /^(?:\+91|0091|91|0)(\d{10})$/;

/**
 * The stored form of a typed phone number: separators removed, and an Indian number written with
 * +91, 0091, 91 or a leading 0 reduced to its 10 digits. Anything else (another country's number,
 * letters) comes back without separators so the field's own rule judges it with its own message.
 */
export function normalisePhone(typed: string): string {
  const compact = typed.trim().replace(SEPARATORS, '');
  const indian = INDIAN_PREFIXED.exec(compact);
  return indian ? indian[1] : compact;
}
