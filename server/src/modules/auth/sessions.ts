import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { newId } from '../../db/schema/columns';
import { signToken } from '../../lib/auth';
import type { CookieJar } from '../../lib/cookies';
import { Unauthenticated } from '../../lib/errors';
import type { UsersService } from '../users/users.service';
import * as q from './auth.queries';
import { hashToken } from '../../lib/token-hash';

/**
 * Sessions that outlive a tab (docs/decisions/0043), as OWASP's session guidance has them: the
 * access token is short-lived and lives in the tab; an HttpOnly refresh cookie, scoped to the
 * refresh path, renews it. Each refresh rotates the cookie; a rotated or revoked token presented
 * again ends its whole family (one sign-in on one browser). Tokens are stored hashed.
 */
export const REFRESH_COOKIE = 'evb_refresh';
/** the only path the browser sends the cookie to: refresh and logout */
export const REFRESH_COOKIE_PATH = '/api/auth';

const DAY_MS = 24 * 60 * 60 * 1000;
/** a session lasts 30 days from its last use... */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** ...and never more than 180 days from its sign-in */
export const SESSION_MAX_MS = 180 * DAY_MS;
/** 32 random bytes in base64url */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createSessions({ db, config, log }: Pick<Deps, 'db' | 'config' | 'log'>, users: UsersService) {
  function setCookie(jar: CookieJar, token: string, persistent: boolean, expiresAt: Date) {
    const maxAgeSeconds = persistent ? Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) : undefined;
    // Lax: a link from another site (a mail, a search result) opens the site signed in; the refresh
    // and logout doors refuse cross-site requests themselves
    jar.write({ name: REFRESH_COOKIE, value: token, path: REFRESH_COOKIE_PATH, sameSite: 'lax', maxAgeSeconds });
  }

  const ended = (jar: CookieJar) => {
    jar.clear(REFRESH_COOKIE, REFRESH_COOKIE_PATH);
    return new Unauthenticated(MESSAGES.auth.sessionEnded);
  };

  const accessToken = (user: { id: string; role: Parameters<typeof signToken>[0]['role']; email: string; name: string | null }, tokenVersion: number) =>
    signToken({ id: user.id, role: user.role, email: user.email, name: user.name }, config.jwtSecret, config.jwtExpiresIn, tokenVersion);

  return {
    accessToken,

    /** A successful sign-in starts a family and sets its first cookie. */
    async start(jar: CookieJar, userId: string, tokenVersion: number, persistent: boolean) {
      const now = new Date();
      await q.deleteEndedRefreshTokens(db, userId, now);
      const token = randomBytes(32).toString('base64url');
      const familyExpiresAt = new Date(now.getTime() + SESSION_MAX_MS);
      const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
      await q.insertRefreshToken(db, { familyId: newId(), userId, tokenHash: hashToken(token), tokenVersion, persistent, expiresAt, familyExpiresAt });
      setCookie(jar, token, persistent, expiresAt);
    },

    /**
     * The cookie's session, renewed: a new access token and a rotated cookie. A token already rotated
     * (a replay: the cookie was copied) or revoked ends its family; so does a password or role change.
     */
    async refresh(jar: CookieJar) {
      const presented = jar.read(REFRESH_COOKIE);
      if (!presented || !TOKEN_PATTERN.test(presented)) throw ended(jar);
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const row = await q.lockRefreshToken(tx, hashToken(presented));
        if (!row) return undefined;
        const endFamily = async (reason: string) => {
          await q.revokeRefreshFamily(tx, row.familyId, now);
          log.info({ reason }, 'session family ended');
          return undefined;
        };
        if (row.revokedAt) return undefined;
        if (row.rotatedAt) return endFamily('refresh token reused');
        if (row.expiresAt <= now || row.familyExpiresAt <= now) return endFamily('session expired');
        const account = await users.sessionAccount(row.userId, tx);
        if (!account || account.tokenVersion !== row.tokenVersion) return endFamily('password or role changed');
        const next = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.familyExpiresAt.getTime()));
        await q.markRefreshTokenRotated(tx, row.id, now);
        await q.insertRefreshToken(tx, { ...row, id: newId(), tokenHash: hashToken(next), expiresAt, rotatedAt: null, revokedAt: null, createdAt: now });
        return { account, next, expiresAt, persistent: row.persistent };
      });
      if (!outcome) throw ended(jar);
      setCookie(jar, outcome.next, outcome.persistent, outcome.expiresAt);
      return { token: accessToken(outcome.account.user, outcome.account.tokenVersion), user: outcome.account.user };
    },

    /** Logout: ends the cookie's family (whatever state it is in) and clears the cookie. */
    async end(jar: CookieJar) {
      const presented = jar.read(REFRESH_COOKIE);
      jar.clear(REFRESH_COOKIE, REFRESH_COOKIE_PATH);
      if (!presented || !TOKEN_PATTERN.test(presented)) return;
      await db.transaction(async (tx) => {
        const row = await q.lockRefreshToken(tx, hashToken(presented));
        if (row) await q.revokeRefreshFamily(tx, row.familyId, new Date());
      });
    },
  };
}
