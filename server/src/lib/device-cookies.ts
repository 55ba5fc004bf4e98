import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSpec } from './cookies';

/**
 * Device cookies (OWASP's lock-out exemption, docs/decisions/0042): a successful login leaves the
 * browser a signed, HttpOnly cookie for that account; a later login for the same account that
 * presents it skips the per-account and per-address failure caps and meets its own per-device cap.
 * The cookie holds no personal data: its name carries a keyed hash of the account's email, its value a
 * random device id and a signature over both.
 */

const NAME_PREFIX = 'evb_device_';
/** a device id of 16 random bytes, the issue time in base-36 seconds and a sha-256 signature: anything longer is not ours */
const VALUE_MAX_LENGTH = 90;
const VALUE_PATTERN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

export function createDeviceCookies(jwtSecret: string, lifetimeMs: number) {
  // a key of its own, so a device signature can never stand in for a token's
  const key = createHmac('sha256', jwtSecret).update('evbazaar device cookie v1').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const accountTag = (email: string) => mac(`account:${email.trim().toLowerCase()}`).subarray(0, 12).toString('base64url');
  // the issue time is signed too: a copied cookie stops working when its lifetime ends, whatever its Max-Age says
  const signature = (tag: string, deviceId: string, issued: string) => mac(`device:${tag}.${deviceId}.${issued}`);

  return {
    /** The cookie's name for this account: several accounts can share one browser. */
    nameFor: (email: string) => `${NAME_PREFIX}${accountTag(email)}`,

    /** A new device cookie for this account. */
    issue(email: string): CookieSpec {
      const tag = accountTag(email);
      const deviceId = randomBytes(16).toString('base64url');
      const issued = Math.floor(Date.now() / 1000).toString(36);
      const value = `${deviceId}.${issued}.${signature(tag, deviceId, issued).toString('base64url')}`;
      // SameSite=Strict: only the sign-in form on our own pages needs to send it
      return { name: `${NAME_PREFIX}${tag}`, value, path: '/', sameSite: 'strict', maxAgeSeconds: Math.floor(lifetimeMs / 1000) };
    },

    /** The device id when `value` is a cookie this server issued for this account, else undefined. */
    verify(email: string, value: string | undefined): string | undefined {
      if (!value || value.length > VALUE_MAX_LENGTH) return undefined;
      const match = VALUE_PATTERN.exec(value);
      if (!match) return undefined;
      const [, deviceId, issued, presented] = match;
      const expected = signature(accountTag(email), deviceId, issued);
      const given = Buffer.from(presented, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const age = Date.now() - parseInt(issued, 36) * 1000;
      return age >= -60_000 && age <= lifetimeMs ? deviceId : undefined;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
