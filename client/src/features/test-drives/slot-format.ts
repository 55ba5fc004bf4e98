import { MESSAGES } from '../../lib/messages';

/** Ride times are India time whatever the browser's zone (issue 13.1). */
const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
const CLOCK = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' });

/** "Tue, 24 Nov" of an India calendar date (YYYY-MM-DD). */
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T12:00:00+05:30`));

/** "11:00" of an ISO time. */
export const clockLabel = (iso: string) => CLOCK.format(new Date(iso));

/** "Tue, 24 Nov, 11:00 - 12:00" of a ride's slot. */
export const slotLabel = (start: string, end?: string | null) => `${DAY.format(new Date(start))}, ${clockLabel(start)}${end ? ` - ${clockLabel(end)}` : ''}`;

const IST_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});
const IST_TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

/** "26 Nov 2026, 11:00 am – 12:00 pm IST" of a ride's slot, in India time whatever the browser's zone. */
export const istSlotLabel = (start: string, end?: string | null) =>
  `${IST_DATE_TIME.format(new Date(start))}${end ? ` – ${IST_TIME.format(new Date(end))}` : ''} ${MESSAGES.rideConfirmation.istSuffix}`;
