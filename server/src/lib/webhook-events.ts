import type { Transaction } from '../db/client';
import type { RideChange } from './ride-notices';

/**
 * Told about every change a webhook reports, inside the transaction that makes it, so the deliveries
 * it writes (the webhook outbox) commit or roll back with the change (docs/decisions/0055). Optional
 * in the services that call it: absent, nothing is told.
 */
export interface WebhookEvents {
  rideChanged(tx: Transaction, change: RideChange): Promise<void>;
  /** for a deletion, called before the row goes, so the payload can still read it */
  productChanged(tx: Transaction, change: { productId: string; event: 'created' | 'updated' | 'deleted' }): Promise<void>;
  reviewApproved(tx: Transaction, reviewId: string): Promise<void>;
}
