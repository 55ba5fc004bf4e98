/**
 * "Book this slot" from the dealer finder: the product page with the shop, its location, the slot and
 * the colour in the address's hash (#book?…). The hash never reaches the server, so the product
 * page's render and cache stay one per product, and it survives the sign-in detour (?redirect=).
 */
export interface BookingPreset {
  shopId: string;
  locationId: string;
  slotStart?: string | null;
  colorId?: string | null;
}

const PREFIX = '#book?';

export function bookingLink(slug: string, preset: BookingPreset): string {
  const params = new URLSearchParams({ shop: preset.shopId, location: preset.locationId });
  if (preset.slotStart) params.set('slot', preset.slotStart);
  if (preset.colorId) params.set('color', preset.colorId);
  return `/products/${slug}${PREFIX}${params}`;
}

/** The preset in a location's hash, or null when it holds none (or a malformed one). */
export function readBookingPreset(hash: string): BookingPreset | null {
  if (!hash.startsWith(PREFIX)) return null;
  const params = new URLSearchParams(hash.slice(PREFIX.length));
  const shopId = params.get('shop')?.slice(0, 64);
  const locationId = params.get('location')?.slice(0, 64);
  if (!shopId || !locationId) return null;
  const slot = params.get('slot');
  return {
    shopId,
    locationId,
    slotStart: slot && !Number.isNaN(Date.parse(slot)) ? slot.slice(0, 40) : null,
    colorId: params.get('color')?.slice(0, 64) || null,
  };
}
