import type { Resolvers } from '../../gql/resolvers-types';
import type { AuditEventRow } from './audit.queries';

/** An event as the schema's AuditEvent: changes as a list of fields with JSON texts. */
export function toGraphQLEvent(row: AuditEventRow) {
  return {
    id: row.id,
    action: row.action,
    occurredAt: row.occurredAt,
    actor: { type: row.actorType, id: row.actorId, name: row.actorName, role: row.actorRole },
    targets: row.targets,
    changes: Object.entries(row.changes).map(([field, { from, to }]) => ({ field, from: JSON.stringify(from ?? null), to: JSON.stringify(to ?? null) })),
    ip: row.context.ip,
    requestId: row.context.requestId,
  };
}

export const auditResolvers: Resolvers = {
  Query: {
    auditEvents: async (_, { filter, page, limit }, { services, caller }) => {
      const result = await services.audit.list(caller, { filter, page, limit });
      return { ...result, items: result.items.map(toGraphQLEvent) };
    },
  },
};
