import { callerOf } from '../../http/caller';
import { MESSAGES, mailStatusOf } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import type { OutboxRow } from './notifications.service';

/** What the back-office lists of a mail: never its text or invite. */
const toRestMail = (mail: OutboxRow) => ({
  _id: mail.id,
  kind: mail.kind,
  recipient: mail.recipient,
  subject: mail.subject,
  status: mailStatusOf(mail),
  attempts: mail.attempts,
  lastError: mail.lastError,
  hasInvite: mail.ics !== null,
  nextAttemptAt: mail.nextAttemptAt,
  sentAt: mail.sentAt,
  createdAt: mail.createdAt,
});

type ListQuery = { Querystring: { status?: string; page?: string; limit?: string } };

/** Admin: the mail outbox (docs/decisions/0023). */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const { notifications } = app.services;

  app.get<ListQuery>('/mail-outbox', async (request) => {
    const page = await notifications.listOutbox(request.query);
    return { data: page.items.map(toRestMail), total: page.total, currentPage: page.page, totalPages: page.totalPages };
  });

  app.post<{ Params: { id: string } }>('/mail-outbox/:id/retry', async (request) => ({
    message: MESSAGES.outbox.retried,
    data: toRestMail(await notifications.retry(callerOf(request), request.params.id)),
  }));
};
