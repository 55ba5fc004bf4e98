import type { ApiScope } from '@evbazaar/common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { bearerToken, verifyToken, type Viewer } from '../lib/auth';
import { TooManyRequests } from '../lib/errors';
import { looksLikeApiKey } from '../modules/api-keys/api-keys.service';
import { registerRouteGuard } from './route-guard';

/** A request authenticated with an API key (docs/decisions/0053): the key acts as its owner (`viewer`), narrowed to its scopes. */
export interface ApiKeyCaller {
  id: string;
  scopes: readonly ApiScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    /** set when the bearer credential is an API key (`evb_…`); null for a session token or a guest */
    apiKey: ApiKeyCaller | null;
  }
}

/**
 * Reads the bearer credential on every request: an API key (`evb_…`, refused with 401 when it is not
 * a live key) acts as its owner; any other text is a session token. The account is looked up again so a
 * deleted user, a changed role or a reset password takes effect at once, not when the token expires.
 */
export function registerViewer(app: FastifyInstance, db: Database, secret: string) {
  app.decorateRequest('viewer', null);
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    if (looksLikeApiKey(token)) {
      let caller;
      try {
        // a key this instance knows is answered at once; any other is looked up
        caller = app.services.apiKeys.knownCaller(token) ?? (await app.services.apiKeys.authenticate(token, request.ip));
      } catch (error) {
        // /graphql answers errors through its own handler, which knows no headers: the wait is set here for both doors
        if (error instanceof TooManyRequests && error.retryAfter) reply.header('retry-after', String(error.retryAfter));
        throw error;
      }
      request.viewer = caller.viewer;
      request.apiKey = caller.key;
      return;
    }
    const claimed = verifyToken(token, secret);
    if (!claimed) return;
    const [row] = await db
      .select({ id: users.id, role: users.role, email: users.email, name: users.name, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claimed.id))
      .limit(1);
    // a token signed before the last password or role change is no longer a session
    if (!row || row.tokenVersion !== claimed.tokenVersion) return;
    const { tokenVersion: _version, ...viewer } = row;
    request.viewer = viewer;
  });
  // one guard for every REST route, from the permission table
  registerRouteGuard(app);
}
