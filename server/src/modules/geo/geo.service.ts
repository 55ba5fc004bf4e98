import { MESSAGES, type PlaceArea } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { BadInput, NotFound } from '../../lib/errors';
import * as data from './geo.data';

export type { City, Country, State } from './geo.data';

export interface PlaceIds {
  countryId: string;
  stateId?: string | null;
  cityId?: string | null;
}

/** True when the country exists, the state (if given) belongs to it and the city (if given) to that state. */
export function isKnownPlace({ countryId, stateId, cityId }: PlaceIds): boolean {
  if (!data.findCountry(countryId)) return false;
  if (!stateId) return !cityId;
  if (data.findState(stateId)?.countryId !== countryId) return false;
  return !cityId || data.hasCity(stateId, cityId);
}

/** Country, state and city with the dataset's names. */
export type ResolvedPlace = PlaceArea;

/**
 * Checks a chosen country/state/city against the dataset and returns the names from it:
 * the ids decide, names sent by a client are never trusted (dealers match locations by city id).
 */
export function resolvePlace({ countryId, stateId, cityId }: { countryId: string; stateId: string; cityId: string }): ResolvedPlace {
  const country = data.findCountry(countryId);
  if (!country) throw new BadInput(MESSAGES.content.unknownCountry, { countryId: MESSAGES.content.unknownCountry });
  const state = data.findState(stateId);
  if (!state || state.countryId !== countryId) throw new BadInput(MESSAGES.content.unknownState, { stateId: MESSAGES.content.unknownState });
  if (!data.hasCity(stateId, cityId)) throw new BadInput(MESSAGES.content.unknownCity, { cityId: MESSAGES.content.unknownCity });
  return { countryId, countryName: country.name, stateId, stateName: state.name, cityId, cityName: cityId.slice(stateId.length + 1) };
}

/** Countries, states and cities from the dataset shipped with the project; read-only and public. */
export function createGeoService(_deps: Deps) {
  return {
    /** Every country, sorted by name. */
    countries: () => data.allCountries(),

    /** States of a country, sorted by name; [] for an unknown country. */
    states: (countryId: string) => data.statesOf(countryId),

    /** Cities of a state, sorted by name; [] for an unknown state. */
    cities: (stateId: string) => data.citiesOf(stateId),

    /** States of a country; NOT_FOUND for an unknown country (REST answers 404). */
    statesOfKnownCountry(countryId: string) {
      if (!data.findCountry(countryId)) throw new NotFound(MESSAGES.content.countryNotFound);
      return data.statesOf(countryId);
    },

    /** Cities of a state; NOT_FOUND for an unknown state (REST answers 404). */
    citiesOfKnownState(stateId: string) {
      if (!data.findState(stateId)) throw new NotFound(MESSAGES.content.stateNotFound);
      return data.citiesOf(stateId);
    },

    isKnownPlace,
    resolvePlace,
  };
}

export type GeoService = ReturnType<typeof createGeoService>;

// positions (docs/decisions/0063): a city's centre, a city by id or name, a PIN code's place
export { cityPosition, findIndianCity } from './geo.data';
export { findPin, PIN_PATTERN, type PinPlace } from './pincodes';
