/**
 * The test-ride kernel: one home for the statuses, who may cancel, what an open ride is, the
 * calendar defaults and the lifecycle rules (docs/decisions/0007, 0022, 0029). The database, zod,
 * GraphQL (a guard test), the services and the screens read from here.
 */
import { MESSAGES } from '../messages';

/** The spec's statuses, in the dealer dropdown's order; GraphQL spells them in upper case. */
export const RIDE_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

/** The dropdown's labels are the spec's own words. */
export const RIDE_STATUS_LABELS: Record<RideStatus, string> = { pending: 'pending', confirmed: 'confirmed', completed: 'completed', cancelled: 'cancelled' };

/** A ride is open while it is pending or confirmed: it holds a slot place and can still move or be cancelled. */
export const OPEN_RIDE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly RideStatus[];

/** Who cancelled a ride: its customer, the shop's dealer, or EV Bazaar itself. */
export const RIDE_CANCELLERS = ['customer', 'dealer', 'system'] as const;
export type RideCanceller = (typeof RIDE_CANCELLERS)[number];

/** How a cancellation reads to each side of the ride ("Cancelled by you" only to the one who did it). */
export const cancelledByLabel = (by: RideCanceller, reader: 'customer' | 'dealer') => MESSAGES.rides.cancelledBy[reader][by];

/** The facts of a ride the rules read (a database row or a GraphQL ride once its status is lower case). */
export interface RideFacts {
  status: RideStatus;
  cancelledBy?: RideCanceller | null;
  slotStart?: Date | null;
  slotEnd?: Date | null;
  /** when it was last set to completed; rows completed before 0029 have none, their last update stands in */
  completedAt?: Date | null;
  updatedAt?: Date | null;
}

export const isOpenRide = (ride: Pick<RideFacts, 'status'>) => (OPEN_RIDE_STATUSES as readonly RideStatus[]).includes(ride.status);

/** The customer cancels an own ride while it is open. */
export const canCancel = isOpenRide;

/** An open ride can move to another free slot (the customer, or the dealer after a call). */
export const canReschedule = isOpenRide;

/**
 * A review needs a completed ride that took place: completed after its slot started (a request
 * without a time is completed only once confirmed, so it took place). Whether it was already
 * reviewed is the reviews module's part.
 */
export function canReview(ride: RideFacts) {
  if (ride.status !== 'completed') return false;
  if (!ride.slotStart) return true;
  const completedAt = ride.completedAt ?? ride.updatedAt;
  return Boolean(completedAt && completedAt.getTime() >= ride.slotStart.getTime());
}

type When = Date | string;
const ms = (when: When) => new Date(when).getTime();

/** What My Test Rides sorts a ride by: its status, its slot (a Date or an ISO text) and when it was booked. */
export interface RideWhen {
  status: RideStatus;
  slotStart?: When | null;
  slotEnd?: When | null;
  createdAt: When;
}

/** Upcoming: an open ride whose slot has not ended yet, or an open request without a time. */
export const isUpcomingRide = (ride: RideWhen, now: Date) => isOpenRide(ride) && (!ride.slotStart || ms(ride.slotEnd ?? ride.slotStart) > now.getTime());

/**
 * My Test Rides in two lists: upcoming ones soonest first (requests without a time after them,
 * newest first), past ones (over, cancelled or completed) newest first by slot, else by booking.
 */
export function splitRides<T extends RideWhen>(rides: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming = rides.filter((ride) => isUpcomingRide(ride, now));
  const past = rides.filter((ride) => !isUpcomingRide(ride, now));
  const at = (ride: T) => ms(ride.slotStart ?? ride.createdAt);
  upcoming.sort((a, b) => {
    if (a.slotStart && b.slotStart) return ms(a.slotStart) - ms(b.slotStart);
    if (a.slotStart || b.slotStart) return a.slotStart ? -1 : 1;
    return ms(b.createdAt) - ms(a.createdAt);
  });
  past.sort((a, b) => at(b) - at(a));
  return { upcoming, past };
}

/** Why a dealer's status change is refused; each has its 409 message in MESSAGES.testDrives. */
export type RideRefusal = 'customerCancelled' | 'completeBeforeSlot' | 'completeUnconfirmed' | 'confirmAfterSlot';

/**
 * The lifecycle: may the shop's dealer set `to` on this ride now? Null when it may. The dealer's
 * dropdown offers every status (the spec); what makes no sense is refused here, for every door:
 * - a ride the customer cancelled stays cancelled (it cannot go back to pending, confirmed or completed);
 * - a ride with a slot cannot be completed before the slot starts, nor confirmed once the slot is over;
 * - a request without a time is completed only once confirmed (the time was agreed);
 * - confirmed back to pending stays allowed (the customer is told), as does any cancel by the dealer.
 * Setting the status a ride already has is never refused.
 */
export function statusChangeRefusal(ride: RideFacts, to: RideStatus, now: Date): RideRefusal | null {
  if (to === ride.status) return null;
  if (ride.status === 'cancelled' && ride.cancelledBy === 'customer') return 'customerCancelled';
  if (to === 'completed') {
    if (ride.slotStart) return ride.slotStart.getTime() > now.getTime() ? 'completeBeforeSlot' : null;
    return ride.status === 'confirmed' ? null : 'completeUnconfirmed';
  }
  if (to === 'confirmed' && ride.slotEnd && ride.slotEnd.getTime() <= now.getTime()) return 'confirmAfterSlot';
  return null;
}

/** The 409 message of a refusal, as the dealer's toast shows it. */
export const refusalMessage = (refusal: RideRefusal) => MESSAGES.testDrives.refused[refusal];

/**
 * What can happen to a ride; each is told to its customer and dealer (the mail outbox).
 * `reopened`: the dealer set it back to pending.
 */
export const RIDE_EVENTS = ['booked', 'confirmed', 'reopened', 'rescheduled', 'completed', 'cancelled'] as const;
export type RideEvent = (typeof RIDE_EVENTS)[number];

/** Opening hours of a day in India time; null is closed. */
export type RideDayHours = { open: string; close: string } | null;

/** A week of opening hours (Monday first) as answers give it: weekdays numbered 1 (Monday) to 7, null times when closed. */
export const weekdayHours = (weekly: readonly RideDayHours[]) =>
  weekly.map((day, i) => ({ weekday: i + 1, open: day?.open ?? null, close: day?.close ?? null }));

/**
 * A shop's ride calendar until its dealer saves one (the form's first values), and the column
 * defaults: Monday to Saturday 10:00-19:00, hour slots, one ride at a time, two hours' notice,
 * bookable two weeks ahead.
 */
export const RIDE_CALENDAR_DEFAULTS = {
  weekly: [...Array.from({ length: 6 }, () => ({ open: '10:00', close: '19:00' })), null] as RideDayHours[],
  slotMinutes: 60,
  capacity: 1,
  minNoticeMinutes: 120,
  horizonDays: 14,
} as const;

/** Slot lengths a shop may choose. */
export const RIDE_SLOT_MINUTES = [30, 45, 60] as const;
