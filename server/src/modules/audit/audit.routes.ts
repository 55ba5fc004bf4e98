import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../http/caller';
import type { AuditEventRow } from './audit.queries';

type AuditQuery = { Querystring: Record<string, string | undefined> };

/** An event as REST answers it: the stored record with `_id`. */
const toRestEvent = (row: AuditEventRow) => ({
  _id: row.id,
  action: row.action,
  occurredAt: row.occurredAt,
  actor: { type: row.actorType, id: row.actorId, name: row.actorName, role: row.actorRole },
  targets: row.targets,
  changes: row.changes,
  context: row.context,
});

const filterOf = ({ actorId, action, targetType, targetId, from, to }: Record<string, string | undefined>) => ({
  actorId,
  action,
  targetType,
  targetId,
  from,
  to,
});

/** The audit trail over REST (issue 29): a page as `{ data, total }`, and the same list as a CSV download. No route changes an event. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const { audit } = app.services;

  app.get<AuditQuery>('/audit', async (request) => {
    const { items, total, totalCapped, page, totalPages } = await audit.list(callerOf(request), {
      filter: filterOf(request.query),
      page: request.query.page,
      limit: request.query.limit,
    });
    return { data: items.map(toRestEvent), total, totalCapped, currentPage: page, totalPages };
  });

  app.get<AuditQuery>('/audit.csv', async (request, reply) => {
    const lines = audit.csv(callerOf(request), filterOf(request.query));
    // the first read checks the filter and the caller, so a bad filter is a 400, not a broken download
    const first = await lines.next();
    async function* rest() {
      if (!first.done) yield first.value;
      yield* lines;
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(rest()));
  });
};
