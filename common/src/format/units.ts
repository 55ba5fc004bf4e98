import type { Locale } from './locale';
import { formatDecimal, scaledMagnitude } from './number';

/** The unit words of each language; kWh is written the same in both (as Indian Hindi sites do). */
const UNITS = {
  en: { km: 'km', kwh: 'kWh', hour: 'hour', hours: 'hours' },
  hi: { km: 'कि.मी.', kwh: 'kWh', hour: 'घंटा', hours: 'घंटे' },
} as const satisfies Record<Locale, Record<string, string>>;

/** A distance in kilometres with at most one decimal, rounded half up: "12.5 km", "12.5 कि.मी.". */
export const formatDistanceKm = (km: number, locale: Locale) => `${formatDecimal(km, 1, 'A distance')} ${UNITS[locale].km}`;

/** Energy (a battery's capacity) with at most one decimal: "3.7 kWh" in both languages. */
export const formatEnergyKwh = (kwh: number, locale: Locale) => `${formatDecimal(kwh, 1, 'An energy')} ${UNITS[locale].kwh}`;

/**
 * Hours with at most one decimal: "1 hour", "3 hours", "0.5 hours"; "1 घंटा", "0.5 घंटा", "3 घंटे".
 * The singular follows CLDR's plural rules for the figure as written, as the ICU messages of the
 * Hindi site will (English: exactly 1; Hindi: 1, or below 1), kept here as code because
 * small-ICU runtimes have no Hindi rules.
 */
export function formatHours(hours: number, locale: Locale): string {
  const figure = formatDecimal(hours, 1, 'A number of hours');
  const tenths = scaledMagnitude(hours, 1);
  const one = locale === 'en' ? tenths === 10 : tenths <= 10;
  return `${figure} ${one ? UNITS[locale].hour : UNITS[locale].hours}`;
}
