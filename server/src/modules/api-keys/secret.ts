import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * An API key's secret (docs/decisions/0053): `evb_`, 32 random base-62 characters (190 bits), then
 * a 6-character CRC-32 of them. The fixed prefix and the checksum let a secret scanner recognise a
 * leaked key without asking us, as GitHub's tokens do, and let the server refuse a mistyped or
 * made-up key without reading the database.
 */
export const SECRET_PREFIX = 'evb_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
export const SECRET_LENGTH = SECRET_PREFIX.length + RANDOM_LENGTH + CHECKSUM_LENGTH;
/** what the owner's list shows to tell keys apart: `evb_` and 8 random characters */
export const PREFIX_LENGTH = 12;

const SECRET_SHAPE = new RegExp(`^${SECRET_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

function base62(value: number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) {
    text = BASE62[value % 62] + text;
    value = Math.floor(value / 62);
  }
  return text;
}

const checksumOf = (random: string) => base62(crc32(random), CHECKSUM_LENGTH);

/** A new secret; every character is uniform (bytes of 248 and more are drawn again, so no bias). */
export function newSecret(): string {
  let random = '';
  while (random.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(RANDOM_LENGTH)) if (byte < 248 && random.length < RANDOM_LENGTH) random += BASE62[byte % 62];
  }
  return SECRET_PREFIX + random + checksumOf(random);
}

/** Whether a bearer credential claims to be an API key (then it is one, or it is refused: never a guest). */
export const looksLikeApiKey = (credential: string) => credential.startsWith(SECRET_PREFIX);

/** Whether the text has a key's shape and its checksum holds: false for anything typed wrong or made up. */
export function isWellFormedSecret(secret: string): boolean {
  if (!SECRET_SHAPE.test(secret)) return false;
  const random = secret.slice(SECRET_PREFIX.length, SECRET_PREFIX.length + RANDOM_LENGTH);
  return secret.slice(-CHECKSUM_LENGTH) === checksumOf(random);
}

export const prefixOf = (secret: string) => secret.slice(0, PREFIX_LENGTH);
