import {
  RIDE_STATUSES,
  canReview,
  cancelledByLabel,
  isOpenRide,
  isUpcomingRide,
  splitRides,
  statusChangeRefusal,
  weekdayHours,
  type RideFacts,
  type RideStatus,
} from './rides';

const now = new Date('2026-12-01T10:00:00Z');
const HOUR = 3600_000;
const slot = (offsetHours: number) => ({
  slotStart: new Date(now.getTime() + offsetHours * HOUR),
  slotEnd: new Date(now.getTime() + (offsetHours + 1) * HOUR),
});

describe('the rides kernel', () => {
  it('calls pending and confirmed rides open, and only those', () => {
    expect(RIDE_STATUSES.filter((status) => isOpenRide({ status }))).toEqual(['pending', 'confirmed']);
  });

  it('never refuses setting the status a ride already has', () => {
    for (const status of RIDE_STATUSES) expect(statusChangeRefusal({ status, cancelledBy: 'customer', ...slot(-5) }, status, now)).toBeNull();
  });

  it("refuses every way back from the customer's cancellation, but not from the shop's or the system's", () => {
    const to: RideStatus[] = ['pending', 'confirmed', 'completed'];
    expect(to.map((s) => statusChangeRefusal({ status: 'cancelled', cancelledBy: 'customer' }, s, now))).toEqual([
      'customerCancelled',
      'customerCancelled',
      'customerCancelled',
    ]);
    expect(statusChangeRefusal({ status: 'cancelled', cancelledBy: 'dealer', ...slot(5) }, 'pending', now)).toBeNull();
    expect(statusChangeRefusal({ status: 'cancelled', cancelledBy: 'system', ...slot(5) }, 'confirmed', now)).toBeNull();
  });

  it('completes a ride with a slot only once the slot has started, and confirms it only until the slot is over', () => {
    expect(statusChangeRefusal({ status: 'confirmed', ...slot(72) }, 'completed', now)).toBe('completeBeforeSlot');
    expect(statusChangeRefusal({ status: 'confirmed', ...slot(0) }, 'completed', now)).toBeNull();
    expect(statusChangeRefusal({ status: 'pending', ...slot(-0.5) }, 'completed', now)).toBeNull();
    expect(statusChangeRefusal({ status: 'pending', ...slot(-2) }, 'confirmed', now)).toBe('confirmAfterSlot');
    expect(statusChangeRefusal({ status: 'pending', ...slot(-0.5) }, 'confirmed', now)).toBeNull();
    expect(statusChangeRefusal({ status: 'confirmed', ...slot(-2) }, 'pending', now)).toBeNull();
  });

  it('completes a request without a time only once it was confirmed', () => {
    expect(statusChangeRefusal({ status: 'pending' }, 'completed', now)).toBe('completeUnconfirmed');
    expect(statusChangeRefusal({ status: 'confirmed' }, 'completed', now)).toBeNull();
    expect(statusChangeRefusal({ status: 'confirmed' }, 'pending', now)).toBeNull();
    expect(statusChangeRefusal({ status: 'completed' }, 'cancelled', now)).toBeNull();
  });

  it('lets a ride be reviewed only when it was completed after its slot started', () => {
    const ride = (facts: Partial<RideFacts>): RideFacts => ({ status: 'completed', ...facts });
    expect(canReview(ride({}))).toBe(true);
    expect(canReview(ride({ ...slot(-2), completedAt: now }))).toBe(true);
    expect(canReview(ride({ ...slot(48), completedAt: now }))).toBe(false);
    // rows completed before completed_at existed: their last update stands in
    expect(canReview(ride({ ...slot(-2), completedAt: null, updatedAt: now }))).toBe(true);
    expect(canReview({ status: 'confirmed', ...slot(-2) })).toBe(false);
  });

  it('names who cancelled as each side reads it', () => {
    expect(cancelledByLabel('customer', 'dealer')).toBe('Cancelled by the customer');
    expect(cancelledByLabel('customer', 'customer')).toBe('Cancelled by you');
    expect(cancelledByLabel('dealer', 'dealer')).toBe('Cancelled by you');
    expect(cancelledByLabel('dealer', 'customer')).toBe('Cancelled by the shop');
    expect(cancelledByLabel('system', 'customer')).toBe('Cancelled by EV Bazaar');
  });

  describe('Upcoming and Past (My Test Rides)', () => {
    const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * HOUR).toISOString();
    const ride = (id: string, status: RideStatus, slotHours: number | null, bookedHours: number) => ({
      id,
      status,
      slotStart: slotHours === null ? null : at(slotHours),
      slotEnd: slotHours === null ? null : at(slotHours + 1),
      createdAt: at(bookedHours),
    });

    it('an open ride is upcoming until its slot ends; a request without a time stays upcoming while open', () => {
      expect(isUpcomingRide(ride('a', 'pending', 2, -1), now)).toBe(true);
      // under way: started half an hour ago, ends in half an hour
      expect(isUpcomingRide({ ...ride('b', 'confirmed', 0, -5), slotStart: at(-0.5), slotEnd: at(0.5) }, now)).toBe(true);
      expect(isUpcomingRide(ride('c', 'confirmed', -2, -5), now)).toBe(false);
      expect(isUpcomingRide(ride('d', 'pending', null, -5), now)).toBe(true);
      expect(isUpcomingRide(ride('e', 'cancelled', 24, -5), now)).toBe(false);
      expect(isUpcomingRide(ride('f', 'completed', null, -5), now)).toBe(false);
    });

    it('sorts upcoming rides soonest first, then requests without a time newest first; past rides newest first', () => {
      const rides = [
        ride('later', 'pending', 48, -1),
        ride('untimed-old', 'pending', null, -10),
        ride('soon', 'confirmed', 3, -2),
        ride('untimed-new', 'pending', null, -1),
        ride('over', 'confirmed', -24, -48),
        ride('cancelled', 'cancelled', 24, -3),
        ride('done', 'completed', -100, -120),
        ride('cancelled-untimed', 'cancelled', null, -30),
      ];
      const { upcoming, past } = splitRides(rides, now);
      expect(upcoming.map((r) => r.id)).toEqual(['soon', 'later', 'untimed-new', 'untimed-old']);
      expect(past.map((r) => r.id)).toEqual(['cancelled', 'over', 'cancelled-untimed', 'done']);
      // the input is left as it was
      expect(rides[0]!.id).toBe('later');
    });

    it('gives a week of hours as weekdays 1 (Monday) to 7, closed days with null times', () => {
      expect(weekdayHours([{ open: '10:00', close: '19:00' }, null])).toEqual([
        { weekday: 1, open: '10:00', close: '19:00' },
        { weekday: 2, open: null, close: null },
      ]);
    });
  });
});
