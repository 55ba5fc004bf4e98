import { MESSAGES } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { NotFound } from '../../lib/errors';
import * as data from './geo.data';

export type { City, Country, State } from './geo.data';

export interface Place {
  countryId: string;
  stateId?: string | null;
  cityId?: string | null;
}

/** True when the country exists, the state (if given) belongs to it and the city (if given) to that state. */
export function isKnownPlace({ countryId, stateId, cityId }: Place): boolean {
  if (!data.findCountry(countryId)) return false;
  if (!stateId) return !cityId;
  if (data.findState(stateId)?.countryId !== countryId) return false;
  return !cityId || data.hasCity(stateId, cityId);
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
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
