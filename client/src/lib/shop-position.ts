/**
 * A shop's position as its form shows it: a pinned one for correction; the city's centre is not a
 * position anybody gave, so the fields stay empty until someone enters one.
 */
export const positionFieldsOf = (shop: { lat?: number | null; lng?: number | null; positionPinned: boolean } | null | undefined) => ({
  lat: shop?.positionPinned && shop.lat != null ? String(shop.lat) : '',
  lng: shop?.positionPinned && shop.lng != null ? String(shop.lng) : '',
});
