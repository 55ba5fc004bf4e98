/**
 * A place as EV Bazaar keeps it on profiles, shops and locations: the country, state and city
 * chosen from the geo dataset, each by id with the dataset's name beside it.
 */
export const PLACE_FIELDS = ['countryId', 'countryName', 'stateId', 'stateName', 'cityId', 'cityName'] as const;

export type Place = Record<(typeof PLACE_FIELDS)[number], string>;
