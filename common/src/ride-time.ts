/**
 * Test-ride times are India time (Asia/Kolkata, UTC+05:30 all year, no daylight saving), whatever
 * the zone of the server or the browser: every conversion here is fixed-offset arithmetic on UTC.
 */
export const INDIA_OFFSET_MINUTES = 330;
const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The India calendar date (YYYY-MM-DD) of an instant. */
export const indiaDateOf = (instant: Date) => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** An instant as ISO with India's offset: 2026-11-24T11:00:00+05:30. */
export function toIndiaIso(instant: Date) {
  const local = new Date(instant.getTime() + OFFSET_MS).toISOString();
  return `${local.slice(0, 19)}+05:30`;
}

/** "HH:MM" in India time of an ISO time with any offset (what a slot button shows). */
export const indiaClock = (iso: string) => toIndiaIso(new Date(iso)).slice(11, 16);

/** The instant of an India date and "HH:MM". */
export const indiaInstant = (date: string, clock: string) => new Date(Date.parse(`${date}T${clock}:00Z`) - OFFSET_MS);

/** A calendar date moved by whole days. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Monday 0 … Sunday 6 of a calendar date. */
export const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "HH:MM" -> minutes since midnight. */
export const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export interface RideCalendar {
  /** seven entries, Monday first; null = closed */
  weekly: ({ open: string; close: string } | null)[];
  closedDates: string[];
  slotMinutes: number;
  capacity: number;
  minNoticeMinutes: number;
  horizonDays: number;
}

/**
 * The slots of one India date that start after `now` plus the notice and no later than the
 * horizon: whole slots between opening and closing, back to back from the opening time.
 */
export function slotsOfDay(calendar: RideCalendar, date: string, now: Date): { start: Date; end: Date }[] {
  if (calendar.closedDates.includes(date)) return [];
  const hours = calendar.weekly[weekdayIndex(date)];
  if (!hours) return [];
  const earliest = now.getTime() + calendar.minNoticeMinutes * 60_000;
  const lastDate = addDays(indiaDateOf(now), calendar.horizonDays);
  if (date > lastDate) return [];
  const slots: { start: Date; end: Date }[] = [];
  const close = clockMinutes(hours.close);
  for (let m = clockMinutes(hours.open); m + calendar.slotMinutes <= close; m += calendar.slotMinutes) {
    const start = indiaInstant(date, `${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
    if (start.getTime() < earliest) continue;
    slots.push({ start, end: new Date(start.getTime() + calendar.slotMinutes * 60_000) });
  }
  return slots;
}

/** Places a slot has left, given the open rides around it. */
export const placesLeft = (calendar: Pick<RideCalendar, 'capacity'>, slot: { start: Date; end: Date }, rides: readonly { slotStart: Date; slotEnd: Date }[]) =>
  calendar.capacity - rides.filter((r) => r.slotStart < slot.end && r.slotEnd > slot.start).length;

/** The hours of a shop on an India date ({ open, close } in India time), or null when it is closed that day. */
export function hoursOn(calendar: Pick<RideCalendar, 'weekly' | 'closedDates'>, date: string) {
  if (calendar.closedDates.includes(date)) return null;
  return calendar.weekly[weekdayIndex(date)] ?? null;
}

/** True when the shop is open at that instant (its opening time counts, its closing time does not). */
export function isOpenAt(calendar: Pick<RideCalendar, 'weekly' | 'closedDates'>, now: Date) {
  const hours = hoursOn(calendar, indiaDateOf(now));
  if (!hours) return false;
  const minutes = clockMinutes(toIndiaIso(now).slice(11, 16));
  return minutes >= clockMinutes(hours.open) && minutes < clockMinutes(hours.close);
}

/**
 * The first slot with a place left from now over `days` India dates (today counts as the first),
 * within the shop's horizon; null when there is none. `rides` are the shop's open rides over that span.
 */
export function firstFreeSlot(calendar: RideCalendar, rides: readonly { slotStart: Date; slotEnd: Date }[], now: Date, days: number) {
  const today = indiaDateOf(now);
  for (let i = 0; i < days; i++) {
    for (const slot of slotsOfDay(calendar, addDays(today, i), now)) if (placesLeft(calendar, slot, rides) > 0) return slot;
  }
  return null;
}

/** The badge shown where customers choose a shop, from the shop's median response in minutes. */
export function responseBadge(medianMinutes: number) {
  if (medianMinutes <= 60) return 'usually confirms within an hour';
  const hours = Math.ceil(medianMinutes / 60);
  if (hours < 48) return `usually confirms within ${hours} hours`;
  return `usually confirms within ${Math.ceil(hours / 24)} days`;
}
