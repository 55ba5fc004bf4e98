import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shops } from '../../db/schema';
import { cityPosition } from '../geo/geo.service';

export interface ShopPosition {
  lat: number | null;
  lng: number | null;
  positionPinned: boolean;
}

type Before = { cityId: string } & ShopPosition;

/**
 * Where a saved shop stands (docs/decisions/0063): the position a dealer or an admin entered (pinned),
 * else the one it had in the same city, else its city's centre. A position sent back unchanged on an
 * unpinned shop is the city's centre the form showed, not a pin.
 */
export function positionOnSave(before: Before | null | undefined, cityId: string, given: { lat?: number; lng?: number }): ShopPosition {
  const sameCity = before?.cityId === cityId && before.lat !== null && before.lng !== null;
  const entered = given.lat !== undefined && given.lng !== undefined;
  const echoed = entered && before && !before.positionPinned && before.lat === given.lat && before.lng === given.lng;
  if (entered && !echoed) return { lat: given.lat!, lng: given.lng!, positionPinned: true };
  if (sameCity) return { lat: before!.lat, lng: before!.lng, positionPinned: before!.positionPinned };
  const centre = cityPosition(cityId);
  return { lat: centre?.lat ?? null, lng: centre?.lng ?? null, positionPinned: false };
}

/** Shops saved before positions existed stand at their city's centre; run at start-up, a no-op once done. */
export async function placeUnplacedShops(db: Executor): Promise<number> {
  const unplaced = await db.selectDistinct({ cityId: shops.cityId }).from(shops).where(isNull(shops.lat));
  let placed = 0;
  for (const { cityId } of unplaced) {
    const centre = cityPosition(cityId);
    if (!centre) continue;
    const rows = await db
      .update(shops)
      .set({ lat: centre.lat, lng: centre.lng })
      .where(and(eq(shops.cityId, cityId), isNull(shops.lat)))
      .returning({ id: shops.id });
    placed += rows.length;
  }
  return placed;
}
