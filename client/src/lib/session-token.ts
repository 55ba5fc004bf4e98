import { ROLES } from '@evbazaar/common/src/domain/people';
import type { Role } from '../gql/graphql';

/** The signed-in user as the session token carries it. */
export interface SessionUser {
  id: string;
  name: string | null;
  email: string;
  role: Role;
}

/** Session storage key of the JWT (spec: userToken). */
export const TOKEN_KEY = 'userToken';

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the user out of a JWT payload. The signature is the server's business; the
 * client only needs the payload. Throws on a malformed or expired token.
 */
export function decodeToken(token: string, now: number = Date.now()): SessionUser {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('Malformed token');
  const payload = JSON.parse(base64UrlDecode(parts[1])) as Record<string, unknown>;
  const { sub, email, name, role, exp } = payload;
  if (typeof sub !== 'string' || typeof email !== 'string' || !(ROLES as readonly unknown[]).includes(role)) {
    throw new Error('Token payload is incomplete');
  }
  if (typeof exp === 'number' && exp * 1000 <= now) throw new Error('Token has expired');
  return { id: sub, email, name: typeof name === 'string' ? name : null, role: role as Role };
}

/** Seconds left before `token` expires; 0 for a malformed token or one without an expiry. */
export function secondsLeft(token: string, now: number = Date.now()): number {
  try {
    const { exp } = JSON.parse(base64UrlDecode(token.split('.')[1] ?? '')) as { exp?: unknown };
    return typeof exp === 'number' ? exp - now / 1000 : 0;
  } catch {
    return 0;
  }
}
