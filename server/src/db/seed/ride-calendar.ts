import { RIDE_CALENDAR_DEFAULTS, addDays, indiaDateOf, indiaInstant, isOpenRide, weekdayIndex } from '@evbazaar/common';
import type { Executor } from '../client';
import { shopRideHours, type DayHours, type testDrives } from '../schema';
import { seededRandom } from './time';

/** Monday to Saturday, 10:00 to 19:00 India time; Sunday closed (issue 13.6): the kernel's default week. */
export const DEMO_WEEKLY: DayHours[] = RIDE_CALENDAR_DEFAULTS.weekly;

/** Every demo shop takes slot bookings: default slots, notice and horizon, two rides at once. */
export async function seedRideHours(db: Executor, shops: { id: string }[]) {
  await db
    .insert(shopRideHours)
    .values(shops.map((s) => ({ shopId: s.id, weekly: DEMO_WEEKLY, slotMinutes: RIDE_CALENDAR_DEFAULTS.slotMinutes, capacity: 2 })));
}

/** The next `count` India dates from tomorrow on which the demo hours are open. */
function openDaysAhead(count: number) {
  const days: string[] = [];
  for (let d = addDays(indiaDateOf(new Date()), 1); days.length < count; d = addDays(d, 1)) if (DEMO_WEEKLY[weekdayIndex(d)]) days.push(d);
  return days;
}

type Ride = typeof testDrives.$inferInsert;

/**
 * Gives the demo rides what the calendar adds: the dealer's answer time on every answered ride
 * (half an hour to about six hours, so shops show a response badge), and slots in the coming
 * days for some open rides at `slotShopId`, at most one per slot, in the afternoon (the
 * morning stays free for the journeys that book 11:00 tomorrow).
 */
export function withSlotsAndAnswers(rides: Ride[], slotShopId: string) {
  const random = seededRandom(1313);
  const slots = openDaysAhead(3).flatMap((day) => ['15:00', '16:00', '17:00'].map((clock) => indiaInstant(day, clock)));
  for (const ride of rides) {
    if (ride.status !== 'pending' && ride.createdAt) ride.firstResponseAt = new Date(ride.createdAt.getTime() + (0.5 + random() * 5.5) * 3600_000);
    if (ride.status === 'cancelled') ride.cancelledBy = 'dealer';
    if (isOpenRide({ status: ride.status ?? 'pending' }) && ride.shopId === slotShopId && slots.length && !ride.removedByDealerAt) {
      const start = slots.shift()!;
      ride.slotStart = start;
      ride.slotEnd = new Date(start.getTime() + 3600_000);
    }
  }
  return rides;
}
