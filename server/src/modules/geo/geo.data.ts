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
/** stateId -> "lat,lng" of each city, newline-joined in the order of cityNamesByState's names */
let cityPositionsByState: Map<string, string> | undefined;
const cityPositionMaps = new Map<string, Map<string, { lat: number; lng: number }>>();
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
    const grouped = new Map<string, { names: string[]; positions: string[] }>();
    for (const [name, countryCode, stateCode, lat, lng] of raw) {
      const key = `${countryCode}-${stateCode}`;
      let group = grouped.get(key);
      if (!group) grouped.set(key, (group = { names: [], positions: [] }));
      group.names.push(name);
      group.positions.push(`${lat},${lng}`);
    }
    cityNamesByState = new Map([...grouped].map(([key, g]) => [key, g.names.join('\n')]));
    cityPositionsByState = new Map([...grouped].map(([key, g]) => [key, g.positions.join('\n')]));
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

/** The dataset's centre of a city (degrees), memoised per state; undefined for an unknown city or one without a position. */
export function cityPosition(cityId: string): { lat: number; lng: number } | undefined {
  const stateId = cityId.split('-', 2).join('-');
  let positions = cityPositionMaps.get(stateId);
  if (!positions) {
    positions = new Map();
    loadCityNames();
    const names = cityNamesByState!.get(stateId)?.split('\n') ?? [];
    const coordinates = cityPositionsByState!.get(stateId)?.split('\n') ?? [];
    names.forEach((name, i) => {
      const [lat, lng] = (coordinates[i] ?? '').split(',').map(Number);
      if (Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0)) positions!.set(name, { lat: lat!, lng: lng! });
    });
    cityPositionMaps.set(stateId, positions);
  }
  return positions.get(cityId.slice(stateId.length + 1));
}

/** An Indian city by its id (IN-MH-Mumbai) or its name in any case ("pune"); the first by state name when several share it. */
export function findIndianCity(text: string): City | undefined {
  const wanted = text.trim();
  if (wanted.startsWith('IN-')) {
    const stateId = wanted.split('-', 2).join('-');
    return hasCity(stateId, wanted) ? { id: wanted, name: wanted.slice(stateId.length + 1), stateId } : undefined;
  }
  const folded = wanted.toLocaleLowerCase('en');
  for (const state of statesOf('IN')) {
    const city = citiesOf(state.id).find((c) => c.name.toLocaleLowerCase('en') === folded);
    if (city) return city;
  }
  return undefined;
}
