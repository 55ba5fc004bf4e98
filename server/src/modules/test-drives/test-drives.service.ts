import { MESSAGES, bookTestDriveSchema, testDriveStatusSchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import type { Viewer } from '../../lib/auth';
import { Conflict, Forbidden, NotFound, uniqueViolation } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import type { ShopsService } from '../shops/shops.service';
import * as q from './test-drives.queries';

const ONE_PENDING_KEY = 'test_drives_one_pending_key';

export type { TestDriveRow } from './test-drives.queries';

export function createTestDrivesService({ db, catalogue }: Deps, { shops }: { shops: ShopsService }) {
  async function getRide(id: string) {
    const ride = await q.findTestDrive(db, id);
    if (!ride) throw new NotFound(MESSAGES.testDrives.notFound);
    return ride;
  }

  /** The ride, when it belongs to the calling dealer's shop; otherwise FORBIDDEN. */
  async function getShopRide(viewer: Viewer, id: string) {
    const ride = await getRide(id);
    const shop = await shops.myShop(viewer);
    if (!shop || ride.shopId !== shop.id) throw new Forbidden();
    return ride;
  }

  /** A customer cancels an own pending ride; the record stays with status cancelled. */
  async function cancel(viewer: Viewer, id: string) {
    const ride = await getRide(id);
    if (ride.userId !== viewer.id) throw new Forbidden();
    if (ride.status !== 'pending') throw new Conflict(MESSAGES.testDrives.onlyPendingCancel);
    const cancelled = await q.cancelPending(db, id);
    if (!cancelled) throw new Conflict(MESSAGES.testDrives.onlyPendingCancel);
    catalogue.changed('testDrives');
    return cancelled;
  }

  /** A dealer removes a ride of its own shop from its list: recorded, never deleted (docs/decisions/0007). */
  async function remove(viewer: Viewer, id: string) {
    const ride = await getShopRide(viewer, id);
    const removed = await q.markRemovedByDealer(db, id);
    catalogue.changed('testDrives');
    return removed ?? ride;
  }

  return {
    /** User: books a pending ride at a verified shop of the location that has the product available; one pending request per product and shop. */
    async book(viewer: Viewer, input: unknown) {
      const { productId, locationId, shopId } = parseInput(bookTestDriveSchema, input);
      const shop = await shops.shopForBooking({ shopId, locationId, productId });
      try {
        const ride = await q.insertTestDrive(db, { userId: viewer.id, productId, locationId, shopId: shop.id });
        catalogue.changed('testDrives');
        return ride;
      } catch (error) {
        // the partial unique index decides under concurrent bookings: exactly one wins
        if (uniqueViolation(error) === ONE_PENDING_KEY) throw new Conflict(MESSAGES.testDrives.alreadyRequested);
        throw error;
      }
    },

    /** User: own rides, newest first, with product, shop and location. */
    listMine: (viewer: Viewer) => q.listUserRides(db, viewer.id),

    /** Dealer: rides of the own shop that it has not removed, newest first; empty without a shop. */
    async listForDealer(viewer: Viewer) {
      const shop = await shops.myShop(viewer);
      return shop ? q.listShopRides(db, shop.id) : [];
    },

    /** Dealer: sets any status at any time on a ride of the own shop. */
    async setStatus(viewer: Viewer, id: string, input: unknown) {
      const { status } = parseInput(testDriveStatusSchema, input);
      await getShopRide(viewer, id);
      try {
        const updated = await q.updateStatus(db, id, status);
        if (!updated) throw new NotFound(MESSAGES.testDrives.notFound);
        catalogue.changed('testDrives');
        return updated;
      } catch (error) {
        // back to pending while the customer already has another pending request there
        if (uniqueViolation(error) === ONE_PENDING_KEY) throw new Conflict(MESSAGES.testDrives.pendingExists);
        throw error;
      }
    },

    cancel,
    remove,

    /** REST DELETE: a customer cancels an own pending ride, a dealer removes a ride of its shop from its list. */
    async discard(viewer: Viewer, id: string) {
      if (viewer.role === 'DEALER') return { outcome: 'removed' as const, ride: await remove(viewer, id) };
      return { outcome: 'cancelled' as const, ride: await cancel(viewer, id) };
    },

  };
}

export type TestDrivesService = ReturnType<typeof createTestDrivesService>;
