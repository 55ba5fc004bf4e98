import fs from 'node:fs';
import path from 'node:path';

/**
 * India's PIN codes with a position, from the GeoNames file shipped with the project
 * (pincodes.tsv, made by scripts/data/build-pincodes.mjs; docs/decisions/0063). Read on the first
 * look-up, never fetched from another host. Beside this module in the source, in data/ when bundled.
 */
const CANDIDATES = [path.join(__dirname, 'pincodes.tsv'), path.join(__dirname, 'data', 'pincodes.tsv')];

export interface PinPlace {
  pin: string;
  lat: number;
  lng: number;
  district: string;
  state: string;
}

/** A well-formed PIN code: six digits, the first not 0. */
export const PIN_PATTERN = /^[1-9]\d{5}$/;

let byPin: Map<string, string> | undefined;

function load(): Map<string, string> {
  if (byPin) return byPin;
  const file = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error('pincodes.tsv is missing beside the server');
  // one string per PIN (about 1 MB in all); a line is split only when that PIN is asked for
  byPin = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line && !line.startsWith('#')) byPin.set(line.slice(0, 6), line);
  }
  return byPin;
}

/** The place of a PIN code; undefined when the dataset does not hold it. */
export function findPin(pin: string): PinPlace | undefined {
  if (!PIN_PATTERN.test(pin)) return undefined;
  const line = load().get(pin);
  if (!line) return undefined;
  const [, lat, lng, district = '', state = ''] = line.split('\t');
  return { pin, lat: Number(lat), lng: Number(lng), district, state };
}
