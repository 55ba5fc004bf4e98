const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees with Indian digit grouping and two decimals (₹1,23,456.00); N/A when there is no price. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return rupees.format(value);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// numbers only from Intl (the month names of locales change between ICU versions: "Sep" or "Sept")
const IST_PARTS = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

function istParts(value: string | number | Date) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(IST_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return { day: Number(parts.day), month: Number(parts.month), year: parts.year, hour: Number(parts.hour), minute: parts.minute };
}

/** The site's one date style, in India's time: "26 Nov 2026"; empty for no or a broken date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const p = value === null || value === undefined ? undefined : istParts(value);
  return p ? `${p.day} ${MONTHS[p.month - 1]} ${p.year}` : '';
}

/** The site's one date-and-time style: "26 Nov 2026, 11:00 am IST". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const p = value === null || value === undefined ? undefined : istParts(value);
  if (!p) return '';
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${hour12}:${p.minute} ${p.hour < 12 ? 'am' : 'pm'} IST`;
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
