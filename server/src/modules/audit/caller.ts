import type { AuditActor, AuditContext } from '../../db/schema';
import type { Viewer } from '../../lib/auth';

/**
 * Who asks for a change and from where: what every audited service method takes first (as Vendure's
 * services take a RequestContext). Built once per request by `http/caller.ts`; the server's own work
 * (workers, purges, the demo seed) uses SYSTEM_CALLER.
 */
export interface Caller {
  viewer: Viewer | null;
  actor: AuditActor;
  context: AuditContext;
}

const NO_CONTEXT: AuditContext = { ip: null, userAgent: null, requestId: null };

export const SYSTEM_CALLER: Caller = { viewer: null, actor: { type: 'system', id: null, name: 'EV Bazaar', role: null }, context: NO_CONTEXT };

/** The caller a viewer makes; `apiKeyId` set when they came with one of their keys (the key is the actor). */
export function callerFor(viewer: Viewer | null, context: Partial<AuditContext> = {}, apiKeyId?: string | null): Caller {
  const full = { ...NO_CONTEXT, ...context };
  if (!viewer) return { viewer: null, actor: { type: 'user', id: null, name: null, role: null }, context: full };
  const actor: AuditActor = apiKeyId
    ? { type: 'api_key', id: apiKeyId, name: viewer.name ?? viewer.email, role: viewer.role }
    : { type: 'user', id: viewer.id, name: viewer.name ?? viewer.email, role: viewer.role };
  return { viewer, actor, context: full };
}
