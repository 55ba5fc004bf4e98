import { LISTS, MESSAGES, outboxListSchema, type RideStatus } from '@evbazaar/common';
import type { Executor, Transaction } from '../../db/client';
import type { RideChange, RideInvites, RideNotices } from '../../lib/ride-notices';
import type { Deps } from '../../deps';
import { Conflict, NotFound } from '../../lib/errors';
import { pageCount, pageOf } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import { createOutboxWorker } from './outbox-worker';
import { readInvite, type MailInvite } from './mail-invite';
import * as q from './notifications.queries';
import { recordAudit, type Caller } from '../audit/audit.service';
import { composeRideMails, type RideEvent } from './ride-mails';

export type { OutboxRow } from './notifications.queries';

/** One mail as the back office opens it: the stored row, its recipients and its invite's event. */
export type OutboxMailDetailRow = q.OutboxRow & { recipients: string[]; invite: MailInvite | null };
export type { RideEvent } from './ride-mails';

/** Writes the customer's and the dealer's mail about one change of a ride, in the caller's transaction. */
export async function writeRideNotices(tx: Executor, change: { rideId: string; event: RideEvent; reason?: string | null }, publicUrl: string) {
  const data = await q.rideForNotice(tx, change.rideId);
  if (!data) return;
  const last = await q.lastSequence(tx, change.rideId);
  const sequence = last === null ? 0 : last + 1;
  await q.insertMails(tx, composeRideMails(data, { ...change, reason: change.reason ?? undefined, sequence }, publicUrl));
}

/** The change a ride's current status reads as, for a ride that has had no mail (demo rides). */
const EVENT_OF_STATUS: Record<RideStatus, RideEvent> = { pending: 'booked', confirmed: 'confirmed', completed: 'confirmed', cancelled: 'cancelled' };

export function createNotificationsService(deps: Deps) {
  const { db, config } = deps;
  const worker = createOutboxWorker(deps);

  async function getMail(id: string) {
    const mail = await q.findMail(db, id);
    if (!mail) throw new NotFound(MESSAGES.outbox.notFound);
    return mail;
  }

  return {
    worker,

    /**
     * The ride's notices: in the change's own transaction, a mail to the customer and to the dealer,
     * for every change the customer can see, a ride set back to pending included (docs/decisions/0029).
     */
    rideNotices: {
      async changed(tx: Transaction, change: RideChange) {
        await writeRideNotices(tx, change, config.publicUrl);
      },
    } satisfies RideNotices,

    /**
     * The ride's calendar file for its customer or its dealer: the invite the last mail to that side
     * attached, byte for byte; a ride that has had no mail gets the invite its status would mail,
     * from the same composition. Null for a ride without a time.
     */
    rideInvites: {
      async invite(ride, audience) {
        const sent = await q.lastInvite(db, ride.id, audience);
        if (sent) return sent;
        const data = await q.rideForNotice(db, ride.id);
        if (!data) return null;
        const mails = composeRideMails(data, { rideId: ride.id, event: EVENT_OF_STATUS[ride.status], sequence: 0 }, config.publicUrl);
        return mails.find((mail) => mail.audience === audience)?.ics ?? null;
      },
    } satisfies RideInvites,

    /** A mail to one person about their own things (a webhook endpoint disabled), written in the caller's transaction. */
    async writeMail(tx: Transaction, mail: { kind: string; to: string; subject: string; text: string }) {
      await q.insertMails(tx, [{ kind: mail.kind, recipient: mail.to, audience: 'owner', subject: mail.subject, text: mail.text }]);
    },

    /** Admin: the outbox, newest first, optionally only sent, waiting or failing mails. */
    async listOutbox(input: { status?: unknown; page?: unknown; limit?: unknown }) {
      const { status } = parseInput(outboxListSchema, { status: input.status });
      const { page, limit, offset } = pageOf(input, LISTS.mailOutbox.rows);
      const { items, total } = await q.listMails(db, { status, limit, offset });
      return { items, total, page, totalPages: pageCount(total, limit) };
    },

    /**
     * Admin: one mail as it goes out, its recipients, subject, text and the event of its calendar
     * invite; NOT_FOUND for an unknown id. Personal data: admin only, never in a shared cache.
     */
    async getOutboxMail(id: string): Promise<OutboxMailDetailRow> {
      const mail = await getMail(id);
      return { ...mail, recipients: [mail.recipient], invite: readInvite(mail.ics, mail.icsMethod) ?? null };
    },

    /** Admin: a waiting or failing mail is tried again now, with a fresh round of retries; a sent one is refused. */
    async retry(caller: Caller, id: string) {
      const mail = await getMail(id);
      if (mail.status === 'sent') throw new Conflict(MESSAGES.outbox.alreadySent);
      return db.transaction(async (tx) => {
        const requeued = await q.requeue(tx, id);
        if (!requeued) throw new Conflict(MESSAGES.outbox.alreadySent);
        // the mail's kind, never its recipient or text
        await recordAudit(tx, caller, {
          action: 'mail.retried',
          targets: [{ type: 'mail', id, label: mail.kind }],
          changes: { status: { from: mail.status, to: 'waiting' } },
        });
        return requeued;
      });
    },

    /** The outbox as the person on call watches it (metrics): mails waiting, the oldest one's age, mails given up. */
    async outboxFigures() {
      const figures = await q.outboxFigures(db);
      const oldestSeconds = figures.oldestCreatedAt ? Math.max(0, (Date.now() - figures.oldestCreatedAt.getTime()) / 1000) : 0;
      return { pending: { mail: figures.waiting }, oldestSeconds: { mail: oldestSeconds }, failed: figures.failed };
    },

    /** The mails of one ride, oldest first (tests and support). */
    mailsOfRide: (rideId: string) => q.mailsOfRide(db, rideId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
