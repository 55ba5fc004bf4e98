import jwt from 'jsonwebtoken';
import { passes } from '@evbazaar/common';
import type { Role } from '../db/schema';
import { Forbidden, Unauthenticated } from './errors';

/** Who is calling: decoded from the bearer token, or null for a guest. */
export interface Viewer {
  id: string;
  role: Role;
  email: string;
  name: string | null;
}

/** SUPERADMIN passes wherever ADMIN does; an empty requirement means any signed-in user. */
export function hasRole(viewer: Viewer | null, required: readonly Role[] | undefined): boolean {
  if (!viewer) return false;
  if (!required || required.length === 0) return true;
  return passes(viewer.role, required);
}

/** Throws the right error for a refused caller: UNAUTHENTICATED for a guest, FORBIDDEN otherwise. */
export function assertRole(viewer: Viewer | null, required: readonly Role[] | undefined): asserts viewer is Viewer {
  if (!viewer) throw new Unauthenticated();
  if (!hasRole(viewer, required)) throw new Forbidden();
}

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new Unauthenticated();
  return viewer;
}

const ALGORITHM = 'HS256';

export interface TokenPayload {
  sub: string;
  role: Role;
  email: string;
  name: string | null;
  /** the account's token version when signed: a password or role change bumps it and voids older tokens */
  ver: number;
}

export function signToken(viewer: Viewer, secret: string, expiresIn: string, tokenVersion = 0): string {
  const payload: TokenPayload = { sub: viewer.id, role: viewer.role, email: viewer.email, name: viewer.name, ver: tokenVersion };
  return jwt.sign(payload, secret, { algorithm: ALGORITHM, expiresIn: expiresIn as jwt.SignOptions['expiresIn'] });
}

/** null for a missing, malformed, expired or forged token, and for one that never expires. */
export function verifyToken(token: string, secret: string): (Viewer & { tokenVersion: number }) | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] }) as TokenPayload & { exp?: unknown };
    // jsonwebtoken checks `exp` only when present: a token without one would be a session for ever
    if (typeof payload.exp !== 'number') return null;
    if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
    // tokens signed before versions existed count as version 0
    const tokenVersion = Number.isInteger(payload.ver) ? payload.ver : 0;
    return { id: payload.sub, role: payload.role, email: payload.email, name: payload.name ?? null, tokenVersion };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const space = header.indexOf(' ');
  if (space < 0 || header.slice(0, space).toLowerCase() !== 'bearer') return undefined;
  // the token ends at the next space, as it did when the header was split on spaces
  const end = header.indexOf(' ', space + 1);
  const token = end < 0 ? header.slice(space + 1) : header.slice(space + 1, end);
  return token || undefined;
}
