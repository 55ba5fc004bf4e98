import { z } from 'zod';
import { RIDE_CALENDAR_DEFAULTS, RIDE_SLOT_MINUTES } from '../domain/rides';
import { MESSAGES } from '../messages';
import { TEXT_MAX, isCalendarDate, optionalText, requiredText } from './fields';

const M = MESSAGES.rides;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:MM" opening and closing in India time; both empty means closed that day. */
const dayHours = z
  .object({ open: z.string().max(5).nullish(), close: z.string().max(5).nullish() })
  .nullable()
  .transform((d, ctx) => {
    if (!d || (!d.open && !d.close)) return null;
    if (!d.open || !d.close || !CLOCK.test(d.open) || !CLOCK.test(d.close)) {
      ctx.addIssue({ code: 'custom', message: M.clockInvalid });
      return z.NEVER;
    }
    if (d.close <= d.open) {
      ctx.addIssue({ code: 'custom', message: M.closeBeforeOpen });
      return z.NEVER;
    }
    return { open: d.open, close: d.close };
  });

export const calendarDate = (invalid = M.dateInvalid) => z.string({ error: invalid }).max(10, invalid).refine(isCalendarDate, invalid);

export const rideHoursSchema = z.object({
  weekly: z.array(dayHours, { error: M.weeklyInvalid }).length(7, M.weeklyInvalid),
  closedDates: z.array(calendarDate(), { error: M.dateInvalid }).max(366, M.tooManyClosedDates).default([]),
  slotMinutes: z.coerce.number({ error: M.slotMinutesInvalid }).refine((n) => (RIDE_SLOT_MINUTES as readonly number[]).includes(n), M.slotMinutesInvalid),
  capacity: z.coerce.number({ error: M.capacityInvalid }).int(M.capacityInvalid).min(1, M.capacityInvalid).max(50, M.capacityInvalid),
  minNoticeMinutes: z.coerce
    .number({ error: M.noticeInvalid })
    .int(M.noticeInvalid)
    .min(0, M.noticeInvalid)
    .max(7 * 24 * 60, M.noticeInvalid)
    .default(RIDE_CALENDAR_DEFAULTS.minNoticeMinutes),
  horizonDays: z.coerce
    .number({ error: M.horizonInvalid })
    .int(M.horizonInvalid)
    .min(1, M.horizonInvalid)
    .max(90, M.horizonInvalid)
    .default(RIDE_CALENDAR_DEFAULTS.horizonDays),
});

export const slotsQuerySchema = z.object({
  productId: requiredText(MESSAGES.testDrives.productRequired, TEXT_MAX.id),
  from: z.preprocess((v) => (v === '' || v === null ? undefined : v), calendarDate().optional()),
  days: z.coerce.number({ error: M.daysInvalid }).int(M.daysInvalid).min(1, M.daysInvalid).max(31, M.daysInvalid).default(7),
});

/** An ISO time with an offset (2026-11-24T11:00:00+05:30 or …Z). */
export const slotStart = z
  .string({ error: M.slotInvalid })
  .trim()
  .max(40, M.slotInvalid)
  .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)), M.slotInvalid)
  .transform((s) => new Date(s));

export const optionalSlotStart = z.preprocess((v) => (v === '' || v === null ? undefined : v), slotStart.optional());

export const rescheduleSchema = z.object({ slotStart: z.preprocess((v) => v ?? '', slotStart) });

export const cancelRideSchema = z.object({ reason: optionalText(MESSAGES.labels.reason, TEXT_MAX.line) });

export type RideHoursInput = z.infer<typeof rideHoursSchema>;
