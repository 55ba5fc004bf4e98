import { BACK_OFFICE_DEFAULT_LIMIT, MAX_PAGE_SIZE, MESSAGES, bookTestDriveSchema, testDriveStatusSchema } from '@evbazaar/common';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import type { Viewer } from '../../lib/auth';
import { Conflict, Forbidden, NotFound, uniqueViolation } from '../../lib/errors';
import { pageOf, readPage, type Page } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import type { ShopsService } from '../shops/shops.service';
import * as q from './test-drives.queries';

const ONE_PENDING_KEY = 'test_drives_one_pending_key';

/** page and limit of a list request, as the query string or GraphQL arguments give them */
type Paging = { page?: unknown; limit?: unknown };

export type { TestDriveRow } from './test-drives.queries';

/** Told of every change of a ride inside the change's transaction: the mail outbox (docs/decisions/0023). */
export interface RideNotices {
  changed(tx: Transaction, change: { rideId: string; event: 'booked' | 'confirmed' | 'rescheduled' | 'completed' | 'cancelled'; reason?: string }): Promise<void>;
}

/** the statuses a dealer sets that the customer and the dealer are told of */
const NOTICE_OF = { confirmed: 'confirmed', completed: 'completed', cancelled: 'cancelled' } as const;

export function createTestDrivesService({ db, catalogue }: Deps, deps: { shops: ShopsService; rideNotices?: RideNotices }) {
  const { shops } = deps;
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
    const cancelled = await db.transaction(async (tx) => {
      const row = await q.cancelPending(tx, id);
      if (!row) throw new Conflict(MESSAGES.testDrives.onlyPendingCancel);
      await deps.rideNotices?.changed(tx, { rideId: id, event: 'cancelled' });
      return row;
    });
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
        const ride = await db.transaction(async (tx) => {
          const row = await q.insertTestDrive(tx, { userId: viewer.id, productId, locationId, shopId: shop.id });
          await deps.rideNotices?.changed(tx, { rideId: row.id, event: 'booked' });
          return row;
        });
        catalogue.changed('testDrives');
        return ride;
      } catch (error) {
        // the partial unique index decides under concurrent bookings: exactly one wins
        if (uniqueViolation(error) === ONE_PENDING_KEY) throw new Conflict(MESSAGES.testDrives.alreadyRequested);
        throw error;
      }
    },

    /** User: own rides, newest first, with product, shop and location; a page of at most 100 (all of them by default). */
    listMine: (viewer: Viewer, paging: Paging = {}) => q.listUserRides(db, viewer.id, pageOf(paging, MAX_PAGE_SIZE)),

    /** Dealer: a page of the own shop's rides that it has not removed, newest first (50 by default, at most 100); empty without a shop. */
    async listForDealer(viewer: Viewer, paging: Paging = {}): Promise<Page<q.TestDriveRow>> {
      const shop = await shops.myShop(viewer);
      if (!shop) return readPage(paging, BACK_OFFICE_DEFAULT_LIMIT, async () => [], async () => 0);
      return readPage(paging, BACK_OFFICE_DEFAULT_LIMIT, (window) => q.listShopRides(db, shop.id, window), () => q.countShopRides(db, shop.id));
    },

    /** Dealer: how many rides the own shop lists (for the pager). */
    async countForDealer(viewer: Viewer) {
      const shop = await shops.myShop(viewer);
      return shop ? q.countShopRides(db, shop.id) : 0;
    },

    /** Dealer: sets any status at any time on a ride of the own shop. */
    async setStatus(viewer: Viewer, id: string, input: unknown) {
      const { status } = parseInput(testDriveStatusSchema, input);
      const before = await getShopRide(viewer, id);
      try {
        const updated = await db.transaction(async (tx) => {
          const row = await q.updateStatus(tx, id, status);
          if (!row) throw new NotFound(MESSAGES.testDrives.notFound);
          // a status set again, or back to pending, tells nobody anything new
          if (status !== before.status && status !== 'pending') await deps.rideNotices?.changed(tx, { rideId: id, event: NOTICE_OF[status] });
          return row;
        });
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

    /** A ride by id, or undefined (reviews check the rider and the status). */
    byId: (id: string) => q.findTestDrive(db, id),

    /** REST DELETE: a customer cancels an own pending ride, a dealer removes a ride of its shop from its list. */
    async discard(viewer: Viewer, id: string) {
      if (viewer.role === 'DEALER') return { outcome: 'removed' as const, ride: await remove(viewer, id) };
      return { outcome: 'cancelled' as const, ride: await cancel(viewer, id) };
    },

  };
}

export type TestDrivesService = ReturnType<typeof createTestDrivesService>;
