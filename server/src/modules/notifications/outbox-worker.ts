import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import { retryDelay } from '../../lib/backoff';
import { pollingWorker, type PollingWorker } from '../../lib/polling-worker';
import { inLinkedSpan } from '../../lib/tracing/preload';
import * as q from './notifications.queries';

const BATCH = 10;
// the back-off is shared with the webhook worker
export { retryDelay } from '../../lib/backoff';

/**
 * The Message-ID of an outbox mail: derived from its row, so every try of one mail (a retry, or a
 * resend after a crash left it in doubt) carries the same id and a mail client shows one mail.
 */
export const messageIdOf = (mailId: string, publicUrl: string) => `<outbox-${mailId}@${new URL(publicUrl).hostname}>`;

export type OutboxWorker = PollingWorker;

/**
 * The outbox worker of one server process (docs/decisions/0023): polls for due mails, claims a
 * batch, sends each through the mailer and records the outcome; a failed send waits with back-off.
 * A claim lasts `MAIL_LEASE_MS`: mails claimed by a worker that died are claimed again after it.
 */
export function createOutboxWorker({ db, mailer, log, config }: Deps): OutboxWorker {
  const { pollMs, retryBaseMs, maxAttempts, leaseMs } = config.outbox;

  /** One delivery, in a span linked to the change that wrote the mail (when tracing is on). */
  const sendOne = (mail: q.OutboxRow, token: string) => inLinkedSpan('mail.send', mail.traceParent, { 'evb.mail.kind': mail.kind }, () => deliver(mail, token));

  async function deliver(mail: q.OutboxRow, token: string) {
    try {
      await mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: messageIdOf(mail.id, config.publicUrl),
        icalEvent: mail.ics ? { method: mail.icsMethod === 'CANCEL' ? 'CANCEL' : 'REQUEST', filename: 'test-ride.ics', content: mail.ics } : undefined,
      });
      await q.markSent(db, mail.id, token);
      return true;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = mail.attempts >= maxAttempts;
      const retryInMs = retryDelay(retryBaseMs, mail.attempts);
      await q.markFailed(db, mail.id, token, { error: message, retryInMs, giveUp });
      // the mail's id and the error's code only: never the address or the text
      log.warn({ mailId: mail.id, attempt: mail.attempts, code: (error as { code?: string }).code, giveUp, retryInMs }, 'mail not sent');
      return false;
    }
  }

  async function drain() {
    let sent = 0;
    for (;;) {
      const token = randomBytes(8).toString('hex');
      const claimed = await q.claimDue(db, { limit: BATCH, leaseMs, token });
      if (!claimed.length) return sent;
      for (const mail of claimed) if (await sendOne(mail, token)) sent++;
    }
  }

  return pollingWorker({ pollMs, log, failure: 'mail outbox round failed', drain });
}
