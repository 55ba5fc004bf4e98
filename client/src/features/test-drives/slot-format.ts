import { formatSlotTime } from '@evbazaar/common';
import { formatDateTime, formatTimeRange } from '../../lib/format';

/** Ride times are India time whatever the browser's zone (issue 13.1). */
const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** "Tue, 24 Nov" of an India calendar date (YYYY-MM-DD). */
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T12:00:00+05:30`));

/** "11:00" of an ISO time, on India's 24-hour clock (the shared formatter's). */
export const clockLabel = (iso: string) => formatSlotTime(iso, 'en');

/** A ride's slot in the site's one date style, in India time whatever the browser's zone: "26 Nov 2026, 11:00 am – 12:00 pm IST". */
export const slotLabel = (start: string, end?: string | null) => (end ? formatTimeRange(start, end) : formatDateTime(start));
