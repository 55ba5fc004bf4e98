import {
  LISTS,
  MESSAGES,
  addDays,
  bookTestDriveSchema,
  canCancel,
  canReschedule,
  cancelRideSchema,
  indiaDateOf,
  isOpenRide,
  refusalMessage,
  rescheduleSchema,
  rideHoursSchema,
  slotsOfDay,
  slotsQuerySchema,
  statusChangeRefusal,
  testDriveStatusSchema,
  toIndiaIso,
  placesLeft,
} from '@evbazaar/common';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { requireViewer, type Viewer } from '../../lib/auth';
import { changesBetween, recordAudit, type Caller } from '../audit/audit.service';
import { BadInput, Conflict, Forbidden, NotFound, uniqueViolation } from '../../lib/errors';
import { pageOf, readPage, type Page } from '../../lib/paging';
import type { RideChange, RideInvites, RideNotices } from '../../lib/ride-notices';
import { parseInput } from '../../lib/validate';
import type { WebhookEvents } from '../../lib/webhook-events';
import type { ProductsService } from '../products/products.service';
import type { LeadHooks } from '../leads/leads.service';
import type { ShopsService } from '../shops/shops.service';
import * as q from './test-drives.queries';

const ONE_PENDING_KEY = 'test_drives_one_pending_key';

/** page and limit of a list request, as the query string or GraphQL arguments give them */
type Paging = { page?: unknown; limit?: unknown };

export type { RideHoursRow, TestDriveRow } from './test-drives.queries';

type Slot = { start: Date; end: Date };

/** A ride's audit targets: the ride and its shop (a dealer's view of the trail is its shop's events). */
const rideTargets = (ride: { id: string; shopId: string; productId?: string | null }) => [
  { type: 'test_ride', id: ride.id, label: null },
  { type: 'shop', id: ride.shopId, label: null },
  ...(ride.productId ? [{ type: 'product', id: ride.productId, label: null }] : []),
];

const slotOf = (ride: { slotStart: Date | null; slotEnd?: Date | null }) => ({ slotStart: ride.slotStart, slotEnd: ride.slotEnd ?? null });

export function createTestDrivesService(
  { db, catalogue, metrics }: Deps,
  {
    shops,
    products,
    rideNotices,
    rideInvites,
    webhookEvents,
    leads,
  }: {
    shops: ShopsService;
    products: ProductsService;
    rideNotices?: RideNotices;
    rideInvites?: RideInvites;
    webhookEvents?: WebhookEvents;
    /** a booking opens a lead; every other change goes on the lead's timeline (docs/decisions/0061) */
    leads?: LeadHooks;
  },
) {
  /** What each change's transaction told, counted once it has committed. */
  const toldIn = new WeakMap<Transaction, RideChange['event'][]>();
  /** The one call site per ride change for the mail and webhook outboxes (docs/decisions/0022, 0055); a no-op without them. */
  const notify = async (tx: Transaction, change: RideChange, caller: Caller) => {
    await rideNotices?.changed(tx, change);
    await webhookEvents?.rideChanged(tx, change);
    // the lead's timeline and audit name who made the change
    await leads?.rideChanged(tx, change, caller);
    toldIn.get(tx)?.push(change.event);
  };
  /**
   * Runs a ride change in a transaction; once it has committed, cached counts of rides (dashboards)
   * are stale and its events are counted (bookings, and changes of status by the status reached).
   */
  const committed = async <T>(change: (tx: Transaction) => Promise<T>): Promise<T> => {
    const told: RideChange['event'][] = [];
    const result = await db.transaction((tx) => {
      toldIn.set(tx, told);
      return change(tx);
    });
    catalogue.changed('testDrives');
    for (const event of told) {
      if (event === 'booked') metrics.ridesBooked.inc();
      else if (event !== 'rescheduled') metrics.rideStatusChanges.inc({ status: event === 'reopened' ? 'pending' : event });
    }
    return result;
  };

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

  /** The calling customer's own ride; otherwise FORBIDDEN. */
  async function getOwnRide(viewer: Viewer, id: string) {
    const ride = await getRide(id);
    if (ride.userId !== viewer.id) throw new Forbidden();
    return ride;
  }

  /**
   * The ride, to its customer or its shop's dealer, with the side it is read from; NOT_FOUND to
   * anyone else, so ride ids cannot be probed (docs/decisions/0047).
   */
  async function getPartyRide(viewer: Viewer, id: string) {
    const ride = await q.findTestDrive(db, id);
    if (ride && ride.userId === viewer.id) return { ride, audience: 'customer' as const };
    if (ride && viewer.role === 'DEALER') {
      const shop = await shops.myShop(viewer);
      if (shop && ride.shopId === shop.id) return { ride, audience: 'dealer' as const };
    }
    throw new NotFound(MESSAGES.testDrives.notFound);
  }

  /**
   * Inside the booking transaction: locks the shop's hours row, checks that `start` is a slot the
   * shop offers now and that a place is left, counting the open rides after the lock is held.
   * Concurrent bookings of the shop wait on the lock, so the count cannot go stale (no check-then-insert).
   */
  async function claimSlot(tx: Transaction, shopId: string, start: Date, exceptRideId?: string): Promise<Slot> {
    const calendar = await q.lockRideHours(tx, shopId);
    if (!calendar) throw new BadInput(MESSAGES.rides.noHours, { slotStart: MESSAGES.rides.noHours });
    const slot = slotsOfDay(calendar, indiaDateOf(start), new Date()).find((s) => s.start.getTime() === start.getTime());
    if (!slot) throw new BadInput(MESSAGES.rides.notASlot, { slotStart: MESSAGES.rides.notASlot });
    const rides = await q.openSlotRides(tx, shopId, slot.start, slot.end, exceptRideId);
    if (placesLeft(calendar, slot, rides) <= 0) throw new Conflict(MESSAGES.rides.slotFull);
    return slot;
  }

  /** A cancelled or completed ride with a slot that a dealer opens again must still find a place there. */
  async function reclaimPlace(tx: Transaction, ride: q.TestDriveRow) {
    if (!ride.slotStart || !ride.slotEnd || isOpenRide(ride)) return;
    const calendar = await q.lockRideHours(tx, ride.shopId);
    if (!calendar) return;
    const rides = await q.openSlotRides(tx, ride.shopId, ride.slotStart, ride.slotEnd, ride.id);
    if (placesLeft(calendar, { start: ride.slotStart, end: ride.slotEnd }, rides) <= 0) throw new Conflict(MESSAGES.rides.slotFull);
  }

  /** A customer cancels an own pending or confirmed ride, with an optional reason; the record stays. */
  async function cancel(caller: Caller, id: string, input: unknown = {}) {
    const viewer = requireViewer(caller.viewer);
    const { reason } = parseInput(cancelRideSchema, input);
    const ride = await getOwnRide(viewer, id);
    if (!canCancel(ride)) throw new Conflict(MESSAGES.testDrives.onlyOpenCancel);
    return committed(async (tx) => {
      const cancelled = await q.cancelOpen(tx, id, 'customer', reason ?? null);
      if (!cancelled) throw new Conflict(MESSAGES.testDrives.onlyOpenCancel);
      await notify(tx, { rideId: id, event: 'cancelled', by: 'customer', reason }, caller);
      await recordAudit(tx, caller, {
        action: 'test_ride.cancelled',
        targets: rideTargets(cancelled),
        changes: changesBetween({ status: ride.status, cancelReason: null }, { status: cancelled.status, cancelReason: reason ?? null }),
      });
      return cancelled;
    });
  }

  /** A dealer removes a ride of its own shop from its list: recorded, never deleted (docs/decisions/0007). */
  async function remove(caller: Caller, id: string) {
    const ride = await getShopRide(requireViewer(caller.viewer), id);
    const removed = await db.transaction(async (tx) => {
      const row = await q.markRemovedByDealer(tx, id);
      await recordAudit(tx, caller, { action: 'test_ride.removed_from_list', targets: rideTargets(ride) });
      return row;
    });
    catalogue.changed('testDrives');
    return removed ?? ride;
  }

  return {
    /**
     * User: books a pending ride at a verified shop of the location that has the product available;
     * one pending request per product and shop. With `slotStart` it takes a place of that free slot;
     * with `colorId` (one of the product's colours) the ride keeps that colour's name and code.
     */
    async book(caller: Caller, input: unknown) {
      const viewer = requireViewer(caller.viewer);
      const { productId, locationId, shopId, slotStart, colorId } = parseInput(bookTestDriveSchema, input);
      const shop = await shops.shopForBooking({ shopId, locationId, productId });
      const color = colorId ? await products.colourOf(productId, colorId) : undefined;
      try {
        return await committed(async (tx) => {
          const slot = slotStart ? await claimSlot(tx, shop.id, slotStart) : undefined;
          const ride = await q.insertTestDrive(tx, {
            ...{ userId: viewer.id, productId, locationId, shopId: shop.id, slotStart: slot?.start, slotEnd: slot?.end },
            ...{ colorName: color?.name ?? null, colorCode: color?.code ?? null },
          });
          await notify(tx, { rideId: ride.id, event: 'booked', by: 'customer' }, caller);
          await recordAudit(tx, caller, {
            action: 'test_ride.booked',
            targets: rideTargets(ride),
            changes: changesBetween(null, { status: ride.status, ...slotOf(ride), colorName: ride.colorName }),
          });
          return ride;
        });
      } catch (error) {
        // the partial unique index decides under concurrent bookings: exactly one wins
        if (uniqueViolation(error) === ONE_PENDING_KEY) throw new Conflict(MESSAGES.testDrives.alreadyRequested);
        throw error;
      }
    },

    /** User: own rides, newest first, with product, shop and location; a page of at most 100 (all of them by default). */
    listMine: (viewer: Viewer, paging: Paging = {}) => q.listUserRides(db, viewer.id, pageOf(paging, LISTS.myTestDrives.rows)),

    /** User: one own ride (the booking confirmation); NOT_FOUND for a missing ride or someone else's. */
    async mine(viewer: Viewer, id: string) {
      const ride = await q.findTestDrive(db, id);
      if (!ride || ride.userId !== viewer.id) throw new NotFound(MESSAGES.testDrives.notFound);
      return ride;
    },

    /**
     * The ride's calendar file (.ics), to its customer or its shop's dealer: the same event the ride's
     * mails attach to that side. NOT_FOUND to anyone else and for a ride without a time.
     */
    async calendarFile(viewer: Viewer, id: string) {
      const { ride, audience } = await getPartyRide(viewer, id);
      const ics = ride.slotStart ? await rideInvites?.invite(ride, audience) : null;
      if (!ics) throw new NotFound(MESSAGES.testDrives.noCalendar);
      return { ics, filename: `test-ride-${ride.id}.ics` };
    },

    /** Each shop's opening hours for test rides (weekday entries, Monday first), aligned with `shopIds`; null without a calendar. */
    async hoursOf(shopIds: readonly string[]) {
      const rows = await q.rideHoursOf(db, [...new Set(shopIds)]);
      const byShop = new Map(rows.map((row) => [row.shopId, row.weekly]));
      return shopIds.map((id) => byShop.get(id) ?? null);
    },

    /** Dealer: a page of the own shop's rides that it has not removed, newest first (50 by default, at most 100); empty without a shop. */
    async listForDealer(viewer: Viewer, paging: Paging = {}): Promise<Page<q.TestDriveRow>> {
      const shop = await shops.myShop(viewer);
      if (!shop)
        return readPage(
          paging,
          LISTS.dealerTestDrives.rows,
          async () => [],
          async () => 0,
        );
      return readPage(
        paging,
        LISTS.dealerTestDrives.rows,
        (window) => q.listShopRides(db, shop.id, window),
        () => q.countShopRides(db, shop.id),
      );
    },

    /** Dealer: how many rides the own shop lists (for the pager). */
    async countForDealer(viewer: Viewer) {
      const shop = await shops.myShop(viewer);
      return shop ? q.countShopRides(db, shop.id) : 0;
    },

    /**
     * Dealer: sets a status of the spec's dropdown on a ride of the own shop; the rides kernel's
     * lifecycle refuses what makes no sense with 409 (docs/decisions/0029). A cancel may carry a
     * reason the customer sees; every change the customer can see mails the customer.
     */
    async setStatus(caller: Caller, id: string, input: unknown) {
      const { status, reason } = parseInput(testDriveStatusSchema, input);
      await getShopRide(requireViewer(caller.viewer), id);
      try {
        return await committed(async (tx) => {
          // the row lock orders this change after a customer's cancel in flight, so the rule reads the latest ride
          const ride = await q.lockTestDrive(tx, id);
          if (!ride) throw new NotFound(MESSAGES.testDrives.notFound);
          const now = new Date();
          const refusal = statusChangeRefusal(ride, status, now);
          if (refusal) throw new Conflict(refusalMessage(refusal));
          // a ride someone else cancelled stays cancelled by them
          if (status === 'cancelled' && ride.status === 'cancelled' && ride.cancelledBy && ride.cancelledBy !== 'dealer') return ride;
          if (isOpenRide({ status })) await reclaimPlace(tx, ride);
          const completedAt = status !== 'completed' ? null : ride.status === 'completed' ? ride.completedAt : now;
          const updated = await q.updateStatus(tx, id, { status, reason: reason ?? null, completedAt });
          if (!updated) throw new NotFound(MESSAGES.testDrives.notFound);
          if (updated.status !== ride.status || status === 'cancelled') {
            const event = status === 'pending' ? 'reopened' : status;
            await notify(tx, { rideId: id, event, by: 'dealer', reason: status === 'cancelled' ? reason : undefined }, caller);
          }
          const changes = changesBetween({ status: ride.status }, { status: updated.status });
          if (reason) changes.reason = { from: null, to: reason };
          if (Object.keys(changes).length) await recordAudit(tx, caller, { action: 'test_ride.status_changed', targets: rideTargets(updated), changes });
          return updated;
        });
      } catch (error) {
        // back to pending while the customer already has another pending request there
        if (uniqueViolation(error) === ONE_PENDING_KEY) throw new Conflict(MESSAGES.testDrives.pendingExists);
        throw error;
      }
    },

    /**
     * Moves a pending or confirmed ride to another free slot of its shop, or gives a request
     * without a time its slot: the customer for an own ride, the dealer for a ride of its shop
     * (the time agreed by phone). The status stays.
     */
    async reschedule(caller: Caller, id: string, input: unknown) {
      const viewer = requireViewer(caller.viewer);
      const { slotStart } = parseInput(rescheduleSchema, input);
      const byDealer = viewer.role === 'DEALER';
      const ride = byDealer ? await getShopRide(viewer, id) : await getOwnRide(viewer, id);
      if (!canReschedule(ride)) throw new Conflict(MESSAGES.testDrives.onlyOpenReschedule);
      return committed(async (tx) => {
        const slot = await claimSlot(tx, ride.shopId, slotStart, ride.id);
        const moved = await q.moveSlot(tx, id, slot.start, slot.end);
        if (!moved) throw new Conflict(MESSAGES.testDrives.onlyOpenReschedule);
        await notify(tx, { rideId: id, event: 'rescheduled', by: byDealer ? 'dealer' : 'customer' }, caller);
        await recordAudit(tx, caller, { action: 'test_ride.slot_changed', targets: rideTargets(moved), changes: changesBetween(slotOf(ride), slotOf(moved)) });
        return moved;
      });
    },

    cancel,
    remove,

    /** A ride by id, or undefined (reviews check the rider and the status). */
    byId: (id: string) => q.findTestDrive(db, id),

    /**
     * Whether the viewer may see the customer's phone on each ride: only the dealer of the ride's
     * own shop, only while the ride is pending or confirmed; never anyone else (docs/decisions/0029).
     */
    async customerPhoneVisible(viewer: Viewer | null | undefined, rides: readonly q.TestDriveRow[]) {
      if (!viewer || viewer.role !== 'DEALER') return rides.map(() => false);
      const shop = await shops.myShop(viewer);
      return rides.map((ride) => Boolean(shop && ride.shopId === shop.id && isOpenRide(ride)));
    },

    /** REST DELETE: a customer cancels an own ride, a dealer removes a ride of its shop from its list. */
    async discard(caller: Caller, id: string, input: unknown = {}) {
      if (requireViewer(caller.viewer).role === 'DEALER') return { outcome: 'removed' as const, ride: await remove(caller, id) };
      return { outcome: 'cancelled' as const, ride: await cancel(caller, id, input) };
    },

    /** Dealer: the own shop's test-ride calendar, or null before it is set (requests without a time only). */
    async myHours(viewer: Viewer) {
      const shop = await shops.myShop(viewer);
      return shop ? ((await q.findRideHours(db, shop.id)) ?? null) : null;
    },

    /** Dealer: sets the own shop's opening hours, closed dates, slot length, capacity, notice and horizon. */
    async saveHours(caller: Caller, input: unknown) {
      const values = parseInput(rideHoursSchema, input);
      const shop = await shops.myShop(requireViewer(caller.viewer));
      if (!shop) throw new BadInput(MESSAGES.dealers.profileRequired);
      return db.transaction(async (tx) => {
        const before = await q.findRideHours(tx, shop.id);
        const row = await q.upsertRideHours(tx, { shopId: shop.id, ...values, closedDates: [...new Set(values.closedDates)].sort() });
        const pick = (r: Record<string, unknown> | null | undefined) => {
          if (!r) return null;
          const { shopId: _s, createdAt: _c, updatedAt: _u, ...rest } = r;
          return rest;
        };
        await recordAudit(tx, caller, {
          action: 'shop.hours_changed',
          targets: [{ type: 'shop', id: shop.id, label: shop.shopName }],
          changes: changesBetween(pick(before), pick(row)),
        });
        return row;
      });
    },

    /**
     * Public: the slots of a verified shop offering the product that can still be booked, per India
     * date from `from` (today) for `days` days within the shop's horizon; empty when the shop has no hours.
     */
    async slots(shopId: string, input: unknown, now = new Date()) {
      const { productId, from, days } = parseInput(slotsQuerySchema, input);
      const shop = await shops.shopOffering({ shopId, productId });
      const calendar = await q.findRideHours(db, shop.id);
      if (!calendar) return [];
      const today = indiaDateOf(now);
      const first = from && from > today ? from : today;
      const last = addDays(today, calendar.horizonDays);
      const dates = Array.from({ length: days }, (_, i) => addDays(first, i)).filter((d) => d <= last);
      if (dates.length === 0) return [];
      const perDay = dates.map((date) => ({ date, slots: slotsOfDay(calendar, date, now) }));
      const all = perDay.flatMap((d) => d.slots);
      const rides = all.length ? await q.openSlotRides(db, shop.id, all[0]!.start, all[all.length - 1]!.end) : [];
      return perDay.map(({ date, slots }) => ({
        date,
        slots: slots
          .map((slot) => ({ start: toIndiaIso(slot.start), end: toIndiaIso(slot.end), remaining: placesLeft(calendar, slot, rides) }))
          .filter((s) => s.remaining > 0),
      }));
    },

    /** Each shop's median response time, aligned with `shopIds`; null below 5 answered rides in 90 days. */
    async responseTimes(shopIds: readonly string[]) {
      const times = await q.responseTimes(db, [...new Set(shopIds)]);
      return shopIds.map((id) => times.get(id) ?? null);
    },
  };
}

export type TestDrivesService = ReturnType<typeof createTestDrivesService>;
