import { API_KEY_LIMITS, LISTS, MESSAGES, createApiKeySchema, type ApiScope } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { assertRole, requireViewer, type Viewer } from '../../lib/auth';
import { Conflict, NotFound, Unauthenticated } from '../../lib/errors';
import { hashToken } from '../../lib/token-hash';
import { parseInput } from '../../lib/validate';
import type { AuthService } from '../auth/auth.service';
import * as q from './api-keys.queries';
import { recordAudit, type Caller } from '../audit/audit.service';
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

const KEY_KINDS = ['apiKeys', 'users'] as const;
/** Keys this instance looked up lately, by secret hash; forgotten past this many (then read again). */
const KNOWN_MAX = 10_000;

type KeyRow = NonNullable<Awaited<ReturnType<typeof q.keyWithOwner>>>;

export function createApiKeysService({ db, catalogue, background }: Deps, { auth }: { auth: AuthService }) {
  const touched = new Map<string, number>();
  // the key and its owner as read, with the versions of keys and users then: a revocation or an owner's
  // change (here or in another instance) makes it stale; an unknown key is never kept
  const known = new Map<string, { row: KeyRow; version: string }>();

  function recordUse(id: string) {
    const now = Date.now();
    if (now - (touched.get(id) ?? 0) < LAST_USED_EVERY_MS) return;
    if (touched.size >= TOUCHED_MAX) touched.clear();
    touched.set(id, now);
    background.run('api key last used', () => q.touchKey(db, id, new Date(now), LAST_USED_EVERY_MS));
  }

  /** A live key's caller, or the 401 a revoked or expired one gets. */
  function callerOf(row: KeyRow): KeyCaller {
    if (row.revokedAt) throw new Unauthenticated(MESSAGES.apiKeys.revoked);
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw new Unauthenticated(MESSAGES.apiKeys.expired);
    recordUse(row.id);
    return { viewer: row.owner, key: { id: row.id, scopes: row.scopes } };
  }

  /** The key as this instance read it, while nothing it depends on changed; undefined otherwise. */
  function knownRow(secretHash: string): KeyRow | undefined {
    const entry = known.get(secretHash);
    return entry && entry.version === catalogue.versionOf(KEY_KINDS) ? entry.row : undefined;
  }

  return {
    /**
     * The caller of a key this instance knows and nothing it depends on changed since: answered without
     * waiting for anything (most key requests). Undefined: ask `authenticate`. A revoked or expired key
     * already known is refused here.
     */
    knownCaller(secret: string): KeyCaller | undefined {
      if (secret.length !== SECRET_LENGTH) return undefined;
      const row = knownRow(hashToken(secret));
      return row && callerOf(row);
    },

    /**
     * The caller a bearer `evb_…` credential stands for. A malformed, unknown, revoked or expired key
     * is a 401 (on public calls too: a wrong credential is an error, never a guest); unknown ones count
     * against the address's failed-login budget, and past it they get 429.
     */
    async authenticate(secret: string, ip: string): Promise<KeyCaller> {
      let row: KeyRow | undefined;
      // the length first, then the checksum: a made-up or mistyped key is refused before it is hashed or looked up
      if (secret.length === SECRET_LENGTH && isWellFormedSecret(secret)) {
        const secretHash = hashToken(secret);
        row = knownRow(secretHash);
        if (!row) {
          // the versions before the read: a change during it leaves the row stale, never trusted
          const version = catalogue.versionOf(KEY_KINDS);
          row = await q.keyWithOwner(db, secretHash);
          if (row) {
            if (known.size >= KNOWN_MAX) known.clear();
            known.set(secretHash, { row, version });
          }
        }
      }
      if (!row) {
        // a live key is served whatever its address's failures (an office's working integration is not an attacker);
        // an address past its budget learns nothing more about the keys it tries
        await auth.addressFailures.assertAllowed(ip);
        await auth.addressFailures.count(ip);
        throw new Unauthenticated(MESSAGES.apiKeys.invalid);
      }
      return callerOf(row);
    },

    /** A new key for the signed-in owner; the secret is in this answer and nowhere else, ever. */
    async create(caller: Caller, input: unknown) {
      const { viewer } = caller;
      assertRole(viewer, ['DEALER', 'ADMIN']);
      const { name, scopes, expiresInDays } = parseInput(createApiKeySchema, input);
      const secret = newSecret();
      const now = new Date();
      const apiKey = await db.transaction(async (tx) => {
        await q.lockOwner(tx, viewer.id);
        if ((await q.activeKeyCount(tx, viewer.id, now)) >= API_KEY_LIMITS.activePerOwner) {
          throw new Conflict(MESSAGES.apiKeys.tooMany(API_KEY_LIMITS.activePerOwner));
        }
        const key = await q.insertKey(tx, {
          userId: viewer.id,
          name,
          scopes,
          prefix: prefixOf(secret),
          secretHash: hashToken(secret),
          expiresAt: expiresInDays ? new Date(now.getTime() + expiresInDays * DAY_MS) : null,
        });
        // the key's name, scopes and expiry; never its secret or hash
        await recordAudit(tx, caller, {
          action: 'api_key.created',
          targets: [
            { type: 'api_key', id: key.id, label: name },
            { type: 'user', id: viewer.id, label: viewer.name },
          ],
          changes: { scopes: { from: null, to: scopes }, expiresAt: { from: null, to: key.expiresAt?.toISOString() ?? null } },
        });
        return key;
      });
      return { apiKey, secret };
    },

    /** The owner's keys, newest first (revoked ones too, so the list says what happened). */
    listMine: (viewer: Viewer) => q.ownerKeys(db, viewer.id, LISTS.myApiKeys.rows),

    /** Revokes one of the owner's keys: refused from then on, by every instance. Revoking twice answers the key as it is. */
    async revoke(caller: Caller, id: string) {
      const viewer = requireViewer(caller.viewer);
      const revoked = await db.transaction(async (tx) => {
        const row = await q.revokeKey(tx, viewer.id, id);
        if (row) {
          await recordAudit(tx, caller, {
            action: 'api_key.revoked',
            targets: [
              { type: 'api_key', id: row.id, label: row.name },
              { type: 'user', id: viewer.id, label: viewer.name },
            ],
          });
        }
        return row;
      });
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
