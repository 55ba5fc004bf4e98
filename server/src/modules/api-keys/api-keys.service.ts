import { API_KEY_LIMITS, LISTS, MESSAGES, createApiKeySchema, type ApiScope } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { assertRole, type Viewer } from '../../lib/auth';
import { Conflict, NotFound, Unauthenticated } from '../../lib/errors';
import { hashToken } from '../../lib/token-hash';
import { parseInput } from '../../lib/validate';
import type { AuthService } from '../auth/auth.service';
import * as q from './api-keys.queries';
import { SECRET_LENGTH, isWellFormedSecret, newSecret, prefixOf } from './secret';

export { looksLikeApiKey } from './secret';

/** `lastUsedAt` moves at most this often per key: a busy integration writes once a minute, not per call. */
export const LAST_USED_EVERY_MS = 60_000;
/** Keys whose use this instance recorded lately; forgotten past this many (then recorded again, harmlessly). */
const TOUCHED_MAX = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What an authenticated key request acts as. */
export interface KeyCaller {
  viewer: Viewer;
  key: { id: string; scopes: readonly ApiScope[] };
}

/** Thrown inside the cached look-up so that an unknown key is never stored in the cache. */
const UNKNOWN = Symbol('unknown key');

export function createApiKeysService({ db, catalogue, background }: Deps, { auth }: { auth: AuthService }) {
  const touched = new Map<string, number>();

  /** The key and its owner as they are now, shared by concurrent requests; a revocation or owner change drops it everywhere. */
  const lookUp = (secret: string, secretHash: string) =>
    catalogue.memo(`api-key:${secretHash}`, ['apiKeys', 'users'], async () => {
      // a made-up or mistyped key (its checksum fails) never reaches the database; a stored key passed this once
      if (!isWellFormedSecret(secret)) throw UNKNOWN;
      const row = await q.keyWithOwner(db, secretHash);
      if (!row) throw UNKNOWN;
      return row;
    });

  function recordUse(id: string) {
    const now = Date.now();
    if (now - (touched.get(id) ?? 0) < LAST_USED_EVERY_MS) return;
    if (touched.size >= TOUCHED_MAX) touched.clear();
    touched.set(id, now);
    background.run('api key last used', () => q.touchKey(db, id, new Date(now), LAST_USED_EVERY_MS));
  }

  return {
    /**
     * The caller a bearer `evb_…` credential stands for. A malformed, unknown, revoked or expired key
     * is a 401 (on public calls too: a wrong credential is an error, never a guest); unknown ones count
     * against the address's failed-login budget, and past it they get 429.
     */
    async authenticate(secret: string, ip: string): Promise<KeyCaller> {
      let row: Awaited<ReturnType<typeof lookUp>> | undefined;
      // the length first: an over-long header is refused before it is hashed
      if (secret.length === SECRET_LENGTH) {
        try {
          row = await lookUp(secret, hashToken(secret));
        } catch (error) {
          if (error !== UNKNOWN) throw error;
        }
      }
      if (!row) {
        // a live key is served whatever its address's failures (an office's working integration is not an attacker);
        // an address past its budget learns nothing more about the keys it tries
        await auth.addressFailures.assertAllowed(ip);
        await auth.addressFailures.count(ip);
        throw new Unauthenticated(MESSAGES.apiKeys.invalid);
      }
      if (row.revokedAt) throw new Unauthenticated(MESSAGES.apiKeys.revoked);
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw new Unauthenticated(MESSAGES.apiKeys.expired);
      recordUse(row.id);
      return { viewer: row.owner, key: { id: row.id, scopes: row.scopes } };
    },

    /** A new key for the signed-in owner; the secret is in this answer and nowhere else, ever. */
    async create(viewer: Viewer | null, input: unknown) {
      assertRole(viewer, ['DEALER', 'ADMIN']);
      const { name, scopes, expiresInDays } = parseInput(createApiKeySchema, input);
      const secret = newSecret();
      const now = new Date();
      const apiKey = await db.transaction(async (tx) => {
        await q.lockOwner(tx, viewer.id);
        if ((await q.activeKeyCount(tx, viewer.id, now)) >= API_KEY_LIMITS.activePerOwner) {
          throw new Conflict(MESSAGES.apiKeys.tooMany(API_KEY_LIMITS.activePerOwner));
        }
        return q.insertKey(tx, {
          userId: viewer.id,
          name,
          scopes,
          prefix: prefixOf(secret),
          secretHash: hashToken(secret),
          expiresAt: expiresInDays ? new Date(now.getTime() + expiresInDays * DAY_MS) : null,
        });
      });
      return { apiKey, secret };
    },

    /** The owner's keys, newest first (revoked ones too, so the list says what happened). */
    listMine: (viewer: Viewer) => q.ownerKeys(db, viewer.id, LISTS.myApiKeys.rows),

    /** Revokes one of the owner's keys: refused from then on, by every instance. Revoking twice answers the key as it is. */
    async revoke(viewer: Viewer, id: string) {
      const revoked = await q.revokeKey(db, viewer.id, id);
      if (revoked) {
        catalogue.changed('apiKeys');
        return revoked;
      }
      const existing = await q.ownerKey(db, viewer.id, id);
      if (!existing) throw new NotFound(MESSAGES.apiKeys.notFound);
      return existing;
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
