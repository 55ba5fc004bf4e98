import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { users, type Role } from '../db/schema';
import { assertRole, bearerToken, verifyToken, type Viewer } from '../lib/auth';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /** REST guard: true = any signed-in user; a list = one of these roles (SUPERADMIN counts as ADMIN) */
    auth?: true | Role[];
  }
}

/**
 * Reads the bearer token on every request. The account is looked up again so a
 * deleted user, a changed role or a reset password takes effect at once, not when the token expires.
 */
export function registerViewer(app: FastifyInstance, db: Database, secret: string) {
  app.decorateRequest('viewer', null);
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
  // one guard for every REST route that names roles in its config
  app.addHook('preHandler', async (request) => {
    const required = request.routeOptions.config?.auth;
    if (!required) return;
    assertRole(request.viewer, required === true ? [] : required);
  });
}
