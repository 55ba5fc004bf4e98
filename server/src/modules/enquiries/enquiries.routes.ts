import { callerOf } from '../../http/caller';
import type { FastifyPluginAsync } from 'fastify';
import type { EnquiryKind } from '../../db/schema';
import { withMongoId } from '../../lib/rest';
import type { EnquiryRow } from './enquiries.queries';

/** The spec's submission shape: _id, name, email, phone, message, createdAt. */
const asSubmission = ({ kind: _kind, handledAt: _at, handledBy: _by, ...row }: EnquiryRow) => withMongoId(row);

/** The admin lists' submission: the spec's shape, then when and by whom it was handled (null while unhandled; no name for a deleted account). */
const asListedSubmission = (row: EnquiryRow, handler: { id: string; name: string | null } | null) => ({
  ...asSubmission(row),
  handledAt: row.handledAt,
  handledBy: row.handledAt ? { _id: row.handledBy, name: handler?.name ?? null } : null,
});

/** REST compatibility: POST /api/contact, /api/career and the admin lists. */
export const enquiriesRoutes: FastifyPluginAsync = async (app) => {
  const { enquiries, users } = app.services;
  const routes: { kind: EnquiryKind; list: string }[] = [
    { kind: 'contact', list: '/contact/getContacts' },
    { kind: 'career', list: '/career/getCareers' },
  ];
  for (const { kind, list } of routes) {
    app.post(`/${kind}`, async (request, reply) => {
      const enquiry = await enquiries.send(callerOf(request), kind, request.body);
      return reply.status(201).send({ message: enquiries.sentMessage(kind), data: asSubmission(enquiry) });
    });

    app.get<{ Querystring: { handled?: string; page?: string; limit?: string } }>(list, async (request) => {
      const { items, page, totalPages, total } = await enquiries.list(kind, request.query);
      const handlers = await users.byIds(items.map((row) => row.handledBy ?? ''));
      // beside the spec's success and data: where this page sits (docs/decisions/0018)
      return { success: true, data: items.map((row, i) => asListedSubmission(row, handlers[i])), currentPage: page, totalPages, total };
    });
  }
};
