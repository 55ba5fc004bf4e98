import type { RideCanceller, RideEvent, RideStatus } from '@evbazaar/common';
import type { Transaction } from '../db/client';

export type { RideEvent };

export interface RideChange {
  rideId: string;
  event: RideEvent;
  /** who caused it */
  by: RideCanceller;
  /** the cancellation reason, when one was given */
  reason?: string;
}

/**
 * Told about every change of a test ride, inside the transaction that makes it, so whatever it
 * writes (the mail outbox) commits or rolls back with the change. Optional: absent, nothing is told.
 */
export interface RideNotices {
  changed(tx: Transaction, change: RideChange): Promise<void>;
}

/** The side of a ride a mail or a calendar file is for. */
export type RideAudience = 'customer' | 'dealer';

/**
 * The ride's calendar file for one side of it: the same event its mails attach (one builder,
 * docs/decisions/0047). Null when the ride has no time.
 */
export interface RideInvites {
  invite(ride: { id: string; status: RideStatus }, audience: RideAudience): Promise<string | null>;
}
