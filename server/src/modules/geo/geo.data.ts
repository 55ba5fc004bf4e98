import fs from 'node:fs';
import path from 'node:path';

/**
 * The country-state-city dataset, read straight from the package's JSON files.
 * The package's own entry point loads every city (8 MB of JSON) on import, so we
 * read the files ourselves, each only when first asked for, and keep compact indexes.
 */
const ASSETS = path.dirname(require.resolve('country-state-city/lib/cjs/assets/country.json'));

export interface Country {
  id: string;
  name: string;
}
export interface State {
  id: string;
  name: string;
  countryId: string;
}
export interface City {
  id: string;
  name: string;
  stateId: string;
}

const byName = new Intl.Collator('en').compare;
const sortByName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => byName(a.name, b.name));
const readAsset = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(ASSETS, file), 'utf8')) as T;

let countryList: Country[] | undefined;
let countryIndex: Map<string, Country> | undefined;
let statesByCountry: Map<string, State[]> | undefined;
let stateIndex: Map<string, State> | undefined;
/** stateId -> its city names joined by newlines: one string per state keeps the index at a few MB */
let cityNamesByState: Map<string, string> | undefined;
const citiesByState = new Map<string, City[]>();
const cityNameSets = new Map<string, Set<string>>();

export function allCountries(): Country[] {
  if (!countryList) {
    const raw = readAsset<{ isoCode: string; name: string }[]>('country.json');
    countryList = sortByName(raw.map((c) => ({ id: c.isoCode, name: c.name })));
    countryIndex = new Map(countryList.map((c) => [c.id, c]));
  }
  return countryList;
}

export function findCountry(countryId: string): Country | undefined {
  allCountries();
  return countryIndex!.get(countryId);
}

function loadStates() {
  if (!statesByCountry) {
    const raw = readAsset<{ isoCode: string; name: string; countryCode: string }[]>('state.json');
    statesByCountry = new Map();
    stateIndex = new Map();
    for (const s of raw) {
      const state: State = { id: `${s.countryCode}-${s.isoCode}`, name: s.name, countryId: s.countryCode };
      stateIndex.set(state.id, state);
      const list = statesByCountry.get(state.countryId) ?? [];
      list.push(state);
      statesByCountry.set(state.countryId, list);
    }
    for (const list of statesByCountry.values()) sortByName(list);
  }
  return { statesByCountry, stateIndex: stateIndex! };
}

/** States of a country, sorted by name; [] for a country without states or an unknown one. */
export const statesOf = (countryId: string): State[] => loadStates().statesByCountry.get(countryId) ?? [];

export const findState = (stateId: string): State | undefined => loadStates().stateIndex.get(stateId);

function loadCityNames() {
  if (!cityNamesByState) {
    // rows are [name, countryCode, stateCode, latitude, longitude]
    const raw = readAsset<[string, string, string, string, string][]>('city.json');
    const grouped = new Map<string, string[]>();
    for (const [name, countryCode, stateCode] of raw) {
      const key = `${countryCode}-${stateCode}`;
      const names = grouped.get(key);
      if (names) names.push(name);
      else grouped.set(key, [name]);
    }
    cityNamesByState = new Map([...grouped].map(([key, names]) => [key, names.join('\n')]));
  }
  return cityNamesByState;
}

/** Cities of a state, sorted by name and memoised per state; [] for an unknown state. */
export function citiesOf(stateId: string): City[] {
  const cached = citiesByState.get(stateId);
  if (cached) return cached;
  if (!findState(stateId)) return [];
  const joined = loadCityNames().get(stateId);
  const names = joined ? joined.split('\n') : [];
  const cities = sortByName(names.map((name) => ({ id: `${stateId}-${name}`, name, stateId })));
  citiesByState.set(stateId, cities);
  return cities;
}

export function hasCity(stateId: string, cityId: string): boolean {
  if (!cityId.startsWith(`${stateId}-`)) return false;
  let names = cityNameSets.get(stateId);
  if (!names) {
    names = new Set(citiesOf(stateId).map((c) => c.name));
    cityNameSets.set(stateId, names);
  }
  return names.has(cityId.slice(stateId.length + 1));
}
