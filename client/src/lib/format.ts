import { formatClock12, formatLongDate, formatPrice as formatRupees } from '@evbazaar/common';

/** Rupees with Indian digit grouping and two decimals (₹1,23,456.00); N/A when there is no price. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return formatRupees(value, 'en');
}

/** An instant, or undefined for no or a broken date. */
function instantOf(value: string | number | Date | null | undefined) {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The site's one date style, in India's time: "26 Nov 2026"; empty for no or a broken date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = instantOf(value);
  return date ? formatLongDate(date, 'en') : '';
}

/** The site's one date-and-time style: "26 Nov 2026, 11:00 am IST". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = instantOf(value);
  if (!date) return '';
  return `${formatLongDate(date, 'en')}, ${formatClock12(date)} IST`;
}

/** A span of time on one day: "26 Nov 2026, 11:00 am – 12:00 pm IST". */
export function formatTimeRange(start: string | number | Date, end: string | number | Date): string {
  const from = formatDateTime(start);
  const to = formatDateTime(end);
  if (!from || !to) return from;
  const [fromDay, fromTime] = from.split(', ');
  const [toDay, toTime] = to.split(', ');
  return fromDay === toDay ? `${fromDay}, ${fromTime.replace(' IST', '')} – ${toTime}` : `${from} – ${to}`;
}

/** The spec's blog dates: the first 10 characters of the timestamp (YYYY-MM-DD); elsewhere formatDate. */
export function shortDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/** A copy in random order (popular vehicles, related items, comparisons). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
