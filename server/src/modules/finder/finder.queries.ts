import { OPEN_RIDE_STATUSES } from '@evbazaar/common';
import { and, asc, count, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { locations, shopProducts, shopRideHours, shops, testDrives, users } from '../../db/schema';
import { shopIsPublic } from '../../lib/shop-visibility';

/** mean Earth radius (km): great-circle distances, not road ones */
const EARTH_KM = 6371;
/** km in one degree of latitude */
const KM_PER_DEGREE = 111.195;

export interface Point {
  lat: number;
  lng: number;
}

/** The box around `point` that holds every place within `radiusKm` of it (the index's range). */
export function boxAround(point: Point, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  // a degree of longitude shrinks towards the poles; India lies between 6 and 38 degrees north
  const dLng = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01));
  return { minLat: point.lat - dLat, maxLat: point.lat + dLat, minLng: point.lng - dLng, maxLng: point.lng + dLng };
}

/** The haversine distance in km from `point` to the shop's position, in SQL. */
const distanceKm = (point: Point) =>
  sql<number>`${EARTH_KM * 2} * asin(sqrt(power(sin(radians(${shops.lat} - ${point.lat}::float8) / 2), 2) + cos(radians(${point.lat}::float8)) * cos(radians(${shops.lat})) * power(sin(radians(${shops.lng} - ${point.lng}::float8) / 2), 2)))`;

/** An instant as a shop's calendar reads it: the India date, its weekday (Monday 0) and the clock ("HH:MM"). */
export interface IndiaMoment {
  date: string;
  weekday: number;
  clock: string;
}

export interface AroundQuery {
  point: Point;
  /** null: anywhere */
  radiusKm: number | null;
  productId?: string;
  /** only shops open at that moment by their calendar (its opening time counts, its closing time does not) */
  openAt?: IndiaMoment;
  limit: number;
  offset: number;
}

/** The shop's calendar has it open at `at`: the day's hours hold the clock and the date is not a closed one. */
const openAtSql = (at: IndiaMoment) => sql`exists (
  select 1 from ${shopRideHours} where ${shopRideHours.shopId} = ${shops.id}
    and not (${shopRideHours.closedDates} @> jsonb_build_array(${at.date}::text))
    and (${shopRideHours.weekly} -> ${at.weekday}::int ->> 'open') <= ${at.clock}
    and (${shopRideHours.weekly} -> ${at.weekday}::int ->> 'close') > ${at.clock})`;

/**
 * Public shops with a position, nearest first (then by id), within the box of `radiusKm` when given,
 * and stocking `productId` when given; the caller keeps those within the radius itself.
 */
export function shopsAround(db: Executor, { point, radiusKm, productId, openAt, limit, offset }: AroundQuery) {
  const distance = distanceKm(point);
  const box = radiusKm === null ? null : boxAround(point, radiusKm);
  return db
    .select({
      id: shops.id,
      shopName: shops.shopName,
      address1: shops.address1,
      address2: shops.address2,
      landmark: shops.landmark,
      cityId: shops.cityId,
      cityName: shops.cityName,
      stateId: shops.stateId,
      stateName: shops.stateName,
      phone: shops.phone,
      lat: sql<number>`${shops.lat}`,
      lng: sql<number>`${shops.lng}`,
      distanceKm: distance,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.userId))
    .where(
      and(
        shopIsPublic,
        isNotNull(shops.lat),
        isNotNull(shops.lng),
        box ? sql`${shops.lat} between ${box.minLat} and ${box.maxLat} and ${shops.lng} between ${box.minLng} and ${box.maxLng}` : undefined,
        productId
          ? sql`exists (select 1 from ${shopProducts} where ${shopProducts.shopId} = ${shops.id} and ${shopProducts.productId} = ${productId} and ${shopProducts.isAvailable})`
          : undefined,
        openAt ? openAtSql(openAt) : undefined,
      ),
    )
    .orderBy(distance, asc(shops.id))
    .limit(limit)
    .offset(offset);
}

export type AroundRow = Awaited<ReturnType<typeof shopsAround>>[number];

/** The ride calendars of these shops (those that have one). */
export const calendarsOf = (db: Executor, shopIds: string[]) =>
  shopIds.length ? db.select().from(shopRideHours).where(inArray(shopRideHours.shopId, shopIds)) : Promise.resolve([]);

/** The open rides with a slot of these shops that overlap [from, to). */
export const openRidesOf = (db: Executor, shopIds: string[], from: Date, to: Date) =>
  shopIds.length
    ? db
        .select({
          shopId: testDrives.shopId,
          slotStart: sql<Date>`${testDrives.slotStart}`.mapWith(testDrives.slotStart),
          slotEnd: sql<Date>`${testDrives.slotEnd}`.mapWith(testDrives.slotEnd),
        })
        .from(testDrives)
        .where(
          and(
            inArray(testDrives.shopId, shopIds),
            lt(testDrives.slotStart, to),
            gt(testDrives.slotEnd, from),
            inArray(testDrives.status, [...OPEN_RIDE_STATUSES]),
          ),
        )
    : Promise.resolve([]);

/** Up to `perShop` available products of each shop, by product id (the finder's "in stock"). */
export function stockOf(db: Executor, shopIds: string[], perShop: number) {
  if (!shopIds.length) return Promise.resolve([]);
  const ranked = db
    .select({
      shopId: shopProducts.shopId,
      productId: shopProducts.productId,
      n: sql<number>`row_number() over (partition by ${shopProducts.shopId} order by ${shopProducts.productId})`.as('n'),
    })
    .from(shopProducts)
    .where(and(inArray(shopProducts.shopId, shopIds), eq(shopProducts.isAvailable, true)))
    .as('ranked');
  return db.select({ shopId: ranked.shopId, productId: ranked.productId }).from(ranked).where(lte(ranked.n, perShop));
}

/** A location of each of these cities (the booking form asks for one), the first by id. */
export const locationsOfCities = (db: Executor, cityIds: string[]) =>
  cityIds.length
    ? db
        .selectDistinctOn([locations.cityId], { cityId: locations.cityId, id: locations.id })
        .from(locations)
        .where(inArray(locations.cityId, cityIds))
        .orderBy(locations.cityId, asc(locations.id))
    : Promise.resolve([]);

/** States and cities with their number of public shops (browse by place). */
export const shopCountsByCity = (db: Executor) =>
  db
    .select({ stateId: shops.stateId, stateName: shops.stateName, cityId: shops.cityId, cityName: shops.cityName, shops: count() })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.userId))
    .where(and(shopIsPublic, isNotNull(shops.lat)))
    .groupBy(shops.stateId, shops.stateName, shops.cityId, shops.cityName);
