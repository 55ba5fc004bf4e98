import { LISTS, MESSAGES, locationSchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { resolvePlace } from '../geo/geo.service';
import { Conflict, NotFound, foreignKeyViolation, uniqueViolation } from '../../lib/errors';
import { distinct, inOrderOf } from '../../lib/in-order';
import { cappedWindow } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import { changesBetween, recordAudit, type Caller } from '../audit/audit.service';
import * as q from './locations.queries';

export type { LocationRow } from './locations.queries';

const locationTarget = (l: { id: string; cityName: string | null; address1: string }) => ({
  type: 'location',
  id: l.id,
  label: `${l.cityName ?? ''}, ${l.address1}`,
});

export function createLocationsService({ db, catalogue }: Deps) {
  return {
    /** Public: the locations grouped by state then city: at most MAX_LOCATIONS, or the page asked for (20 by default). */
    list: (paging: { page?: unknown; limit?: unknown } = {}) => q.listLocations(db, cappedWindow(paging, q.MAX_LOCATIONS, LISTS.locations.pageSize)),

    /** How many locations there are (for the back-office pager). */
    count: () => q.countLocations(db),

    /** Public: one location; NOT_FOUND when missing. */
    async get(id: string) {
      const row = await q.findLocation(db, id);
      if (!row) throw new NotFound(MESSAGES.content.locationNotFound);
      return row;
    },

    /** Batched: locations by id (null for a missing one), in the order asked: for loaders. */
    byIds: async (ids: readonly string[]) => inOrderOf(ids, await q.locationsByIds(db, distinct(ids))),

    /** Admin: adds a location; country, state, city and address1 are required; the same city and address twice is a CONFLICT. */
    async add(caller: Caller, input: unknown) {
      const values = parseInput(locationSchema, input);
      try {
        const row = await db.transaction(async (tx) => {
          const location = await q.insertLocation(tx, { ...values, ...resolvePlace(values) });
          const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = location as Record<string, unknown>;
          await recordAudit(tx, caller, { action: 'location.created', targets: [locationTarget(location)], changes: changesBetween(null, fields) });
          return location;
        });
        catalogue.changed('locations');
        return row;
      } catch (error) {
        if (uniqueViolation(error)) throw new Conflict(MESSAGES.content.locationExists, { address1: MESSAGES.content.locationExists });
        throw error;
      }
    },

    /** Admin: removes a location that no test ride refers to (rides are never lost). */
    async remove(caller: Caller, id: string) {
      try {
        await db.transaction(async (tx) => {
          const before = await q.findLocation(tx, id);
          if (!before || !(await q.deleteLocation(tx, id))) throw new NotFound(MESSAGES.content.locationNotFound);
          await recordAudit(tx, caller, { action: 'location.deleted', targets: [locationTarget(before)] });
        });
        catalogue.changed('locations');
      } catch (error) {
        if (foreignKeyViolation(error)) throw new Conflict(MESSAGES.content.locationInUse);
        throw error;
      }
      return id;
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
