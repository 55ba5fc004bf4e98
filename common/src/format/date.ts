import { INDIA_OFFSET_MINUTES } from '../ride-time';
import type { Locale } from './locale';

/**
 * Dates and times in India time (UTC+05:30 all year, no daylight saving) whatever the zone of the
 * server or the browser: fixed-offset arithmetic on UTC, as in ride-time.ts. Month and weekday names
 * are data here, not the runtime's ICU (small-ICU builds carry no Hindi, and English short months
 * change between ICU versions: "Sep" or "Sept"); decision 0066.
 */

/** A date as the callers hold it: a Date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number;

const NAMES = {
  en: { months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] },
  hi: {
    // NFC: फ़ is फ + nukta
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    // Sunday first, as Date#getUTCDay counts
    weekdays: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  },
} as const;

/** The month and weekday names of each language, for a test or a picker that lists them. */
export const MONTH_NAMES: Record<Locale, readonly string[]> = { en: NAMES.en.months, hi: NAMES.hi.months };
export const HINDI_WEEKDAY_NAMES: readonly string[] = NAMES.hi.weekdays;

const pad = (n: number) => String(n).padStart(2, '0');

/** The India calendar and clock of an instant; a RangeError for a date that does not parse. */
function indiaParts(value: DateInput) {
  const instant = value instanceof Date ? value : new Date(value);
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(value)}`);
  const india = new Date(time + INDIA_OFFSET_MINUTES * 60_000);
  return {
    year: india.getUTCFullYear(),
    month: india.getUTCMonth(),
    day: india.getUTCDate(),
    weekday: india.getUTCDay(),
    hour: india.getUTCHours(),
    minute: india.getUTCMinutes(),
  };
}

/**
 * A date in India time. Hindi: "26 नवंबर 2026, गुरुवार". English: the site's one date style,
 * "26 Nov 2026" (client/src/lib/format.ts formatDate, which calls this).
 */
export function formatLongDate(value: DateInput, locale: Locale): string {
  const { year, month, day, weekday } = indiaParts(value);
  if (locale === 'en') return `${day} ${NAMES.en.months[month]} ${year}`;
  return `${day} ${NAMES.hi.months[month]} ${year}, ${NAMES.hi.weekdays[weekday]}`;
}

/** A slot's time of day, 24-hour India time in both languages: "14:30", "09:05", "00:15". */
export function formatSlotTime(value: DateInput, _locale: Locale): string {
  const { hour, minute } = indiaParts(value);
  return `${pad(hour)}:${pad(minute)}`;
}

/** The English site's 12-hour India clock: "11:00 am", "12:05 pm", "12:30 am". */
export function formatClock12(value: DateInput): string {
  const { hour, minute } = indiaParts(value);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}
