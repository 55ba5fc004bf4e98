import {
  MESSAGES,
  NEARBY_SLOT_DAYS,
  firstFreeSlot,
  hoursOn,
  indiaDateOf,
  isOpenAt,
  nearbyQuerySchema,
  type NearbyQuery,
  toIndiaIso,
  weekdayIndex,
} from '@evbazaar/common';
import type { Deps } from '../../deps';
import { NotFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { cityPosition, findIndianCity, findPin } from '../geo/geo.service';
import type { ProductsService } from '../products/products.service';
import * as q from './finder.queries';

/**
 * Boxes tried in turn (km), then anywhere: a search in a city reads only that city's shops, and a
 * vehicle few shops stock is found in three queries at most (measured: each query is a few ms, so
 * fewer, larger steps beat many small ones).
 */
const RADII_KM = [20, 150, null] as const;
/** Shops read per query when a filter is checked here (open now, a free slot). */
const CHUNK = 100;
/** At most this many shops are checked for those filters per box: an answer's cost stays bounded. */
const MAX_CHECKED = 500;
/** The products listed per shop when no vehicle is asked for. */
const STOCK_PER_SHOP = 24;

export interface NearbyShop extends Omit<q.AroundRow, 'distanceKm'> {
  distanceKm: number;
  openNow: boolean;
  /** today's hours in India time; weekday 1 = Monday (as the shop's week screen numbers it) */
  hoursToday: { weekday: number; open: string; close: string } | null;
  nextFreeSlot: Date | null;
  inStock: { productId: string; colorId: string | null }[];
  /** a location of the shop's city, the booking form's first choice; null when its city has none */
  locationId: string | null;
}

/** What a shop's calendar and open rides say at the time of a search. */
type ShopTimes = Pick<NearbyShop, 'openNow' | 'hoursToday' | 'nextFreeSlot'>;

export interface SearchedFrom {
  lat: number;
  lng: number;
  /** what the place was: "400001, Mumbai", "Pune", or the coordinates */
  label: string;
}

/** The dealer finder (docs/decisions/0063): public shops nearest a place, with stock, hours and the next free slot. */
export function createFinderService({ db, catalogue }: Deps, { products }: { products: ProductsService }) {
  function placeOf(query: NearbyQuery): SearchedFrom {
    if (query.lat !== undefined && query.lng !== undefined)
      return { lat: query.lat, lng: query.lng, label: `${query.lat.toFixed(4)}, ${query.lng.toFixed(4)}` };
    if (query.pin) {
      const place = findPin(query.pin);
      if (!place) throw new NotFound(MESSAGES.finder.pinUnknown);
      return { lat: place.lat, lng: place.lng, label: `${place.pin}, ${place.district}` };
    }
    const city = findIndianCity(query.city ?? '');
    const centre = city && cityPosition(city.id);
    if (!city || !centre) throw new NotFound(MESSAGES.finder.cityUnknown);
    return { ...centre, label: city.name };
  }

  /** Hours, open now and the next free slot of each shop, from two reads for the whole batch. */
  async function timesOf(shopIds: string[], now: Date, days: number) {
    const to = new Date(now.getTime() + (days + 1) * 86_400_000);
    const [calendars, rides] = await Promise.all([q.calendarsOf(db, shopIds), q.openRidesOf(db, shopIds, now, to)]);
    const today = indiaDateOf(now);
    const weekday = weekdayIndex(today) + 1;
    const out = new Map<string, ShopTimes>();
    for (const calendar of calendars) {
      const own = rides.filter((r) => r.shopId === calendar.shopId);
      const hours = hoursOn(calendar, today);
      out.set(calendar.shopId, {
        openNow: isOpenAt(calendar, now),
        hoursToday: hours && { weekday, ...hours },
        nextFreeSlot: firstFreeSlot(calendar, own, now, days)?.start ?? null,
      });
    }
    return out;
  }

  return {
    /**
     * Public shops nearest the place, nearest first: with the vehicle in stock when asked, open now when
     * asked, with a free slot within `slotWithinDays` when given. BAD_USER_INPUT for a malformed query.
     */
    async nearby(input: unknown, now = new Date()): Promise<{ from: SearchedFrom; shops: NearbyShop[] }> {
      const query = parseInput(nearbyQuerySchema, input);
      const from = placeOf(query);
      if (query.productId) {
        await products.get(query.productId);
        if (query.colorId) await products.colourOf(query.productId, query.colorId);
      }
      const days = query.slotWithinDays ?? NEARBY_SLOT_DAYS.default;
      // open now is read in SQL from the calendars; a free slot needs the rides too, so it is checked here
      const checksHere = query.slotWithinDays !== undefined;
      const today = indiaDateOf(now);
      const openAt = query.openNow ? { date: today, weekday: weekdayIndex(today), clock: toIndiaIso(now).slice(11, 16) } : undefined;
      const point = { lat: from.lat, lng: from.lng };
      const checked = new Map<string, ShopTimes | null>();

      let kept: (q.AroundRow & { times: ShopTimes | null })[] = [];
      for (const radiusKm of RADII_KM) {
        kept = [];
        const pageSize = checksHere ? CHUNK : query.limit;
        for (let offset = 0; offset < (checksHere ? MAX_CHECKED : query.limit) && kept.length < query.limit; offset += pageSize) {
          const rows = await q.shopsAround(db, { point, radiusKm, productId: query.productId, openAt, limit: pageSize, offset });
          const inside = radiusKm === null ? rows : rows.filter((row) => row.distanceKm <= radiusKm);
          const unchecked = inside.map((r) => r.id).filter((id) => !checked.has(id));
          if (unchecked.length) {
            const times = await timesOf(unchecked, now, days);
            for (const id of unchecked) checked.set(id, times.get(id) ?? null);
          }
          for (const row of inside) {
            const times = checked.get(row.id) ?? null;
            if (query.slotWithinDays !== undefined && !times?.nextFreeSlot) continue;
            if (kept.length < query.limit) kept.push({ ...row, times });
          }
          if (inside.length < rows.length || rows.length < pageSize) break;
        }
        if (kept.length >= query.limit) break;
      }

      const ids = kept.map((shop) => shop.id);
      const [stock, places] = await Promise.all([
        query.productId ? Promise.resolve([]) : q.stockOf(db, ids, STOCK_PER_SHOP),
        q.locationsOfCities(db, [...new Set(kept.map((shop) => shop.cityId))]),
      ]);
      const shops = kept.map(({ times, ...shop }) => {
        const inStock = query.productId
          ? [{ productId: query.productId, colorId: query.colorId ?? null }]
          : stock.filter((s) => s.shopId === shop.id).map((s) => ({ productId: s.productId, colorId: null }));
        return {
          ...shop,
          distanceKm: Math.round(shop.distanceKm * 10) / 10,
          openNow: times?.openNow ?? false,
          hoursToday: times?.hoursToday ?? null,
          // a shop with nothing in stock has nothing to ride
          nextFreeSlot: inStock.length ? (times?.nextFreeSlot ?? null) : null,
          inStock,
          locationId: places.find((p) => p.cityId === shop.cityId)?.id ?? null,
        };
      });
      return { from, shops };
    },

    /** States and their cities with the number of public shops in each, by name (browse by place). */
    places: () =>
      catalogue.memo('finder:places', ['shops', 'users'], async () => {
        const rows = await q.shopCountsByCity(db);
        const byState = new Map<string, { stateId: string; stateName: string; shops: number; cities: { cityId: string; cityName: string; shops: number }[] }>();
        for (const row of rows) {
          const state = byState.get(row.stateId) ?? { stateId: row.stateId, stateName: row.stateName ?? row.stateId, shops: 0, cities: [] };
          state.shops += row.shops;
          state.cities.push({ cityId: row.cityId, cityName: row.cityName ?? row.cityId, shops: row.shops });
          byState.set(row.stateId, state);
        }
        const byName = new Intl.Collator('en').compare;
        return [...byState.values()]
          .sort((a, b) => byName(a.stateName, b.stateName))
          .map((state) => ({ ...state, cities: state.cities.sort((a, b) => byName(a.cityName, b.cityName)) }));
      }),
  };
}

export type FinderService = ReturnType<typeof createFinderService>;
