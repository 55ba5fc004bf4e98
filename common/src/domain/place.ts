/**
 * A place with an address in the shipped geo dataset: a user's profile address, a dealer's shop,
 * a location shops are found in (the GraphQL interface `Place`). Ids decide; the names are the
 * dataset's, filled in by the server. As a form holds it, every part is text ('' when blank).
 */
export interface Place {
  countryId: string;
  countryName: string;
  stateId: string;
  stateName: string;
  cityId: string;
  cityName: string;
  address1: string;
  address2: string;
}

/** The part of a place chosen in the cascading country, state and city pickers. */
export type PlaceArea = Omit<Place, 'address1' | 'address2'>;

export const EMPTY_PLACE_AREA: PlaceArea = { countryId: '', countryName: '', stateId: '', stateName: '', cityId: '', cityName: '' };

export const EMPTY_PLACE: Place = { ...EMPTY_PLACE_AREA, address1: '', address2: '' };

/** The parts of a place, in the order forms and answers list them. */
export const PLACE_PARTS = Object.keys(EMPTY_PLACE) as readonly (keyof Place)[];

/** A saved place (a profile, a shop) as form values: '' for every part it has not got. */
export function placeValues(saved: { readonly [K in keyof Place]?: string | null } | null | undefined): Place {
  const place = { ...EMPTY_PLACE };
  for (const part of PLACE_PARTS) place[part] = saved?.[part] ?? '';
  return place;
}

/** A postal address on one line: the parts that are not blank, in order, joined by commas. */
export const addressLine = (parts: readonly (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** A maps search for an address: no API key, and phones open it in their maps app. */
export const directionsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Directions to a position (degrees), for a shop pinned on the map: phones open it in their maps app. */
export const positionDirectionsUrl = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(5)},${lng.toFixed(5)}`;
