import type { RideCanceller, RideEvent } from '@evbazaar/common';
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
