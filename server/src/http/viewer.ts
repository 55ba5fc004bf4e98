import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { bearerToken, verifyToken, type Viewer } from '../lib/auth';
import { registerRouteGuard } from './route-guard';

/** A request authenticated with an API key (issue 23): the key acts as its owner (`viewer`), narrowed to its scopes. */
export interface ApiKeyCaller {
  id: string;
  scopes: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    /** set when the bearer credential is an API key (`evb_…`); null for a session token or a guest */
    apiKey: ApiKeyCaller | null;
  }
}

/**
 * Reads the bearer token on every request. The account is looked up again so a
 * deleted user, a changed role or a reset password takes effect at once, not when the token expires.
 */
export function registerViewer(app: FastifyInstance, db: Database, secret: string) {
  app.decorateRequest('viewer', null);
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
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
