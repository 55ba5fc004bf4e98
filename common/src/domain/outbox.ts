/**
 * The mail outbox kernel: how a mail is stored, how the back office shows it, and the labels of
 * both (docs/decisions/0023, 0041). The database, zod, the service and the outbox screen read from
 * here; a guard test checks GraphQL's MailStatus against the list.
 */

/**
 * A mail's row: waiting (not tried yet, or due again after a failed try), sent, or failed (given
 * up after the last try until an admin retries it). The worker's retries and their back-off are
 * server settings (`MAIL_RETRY_BASE_MS`, `MAIL_MAX_ATTEMPTS`).
 */
export const MAIL_ROW_STATUSES = ['waiting', 'sent', 'failed'] as const;
export type MailRowStatus = (typeof MAIL_ROW_STATUSES)[number];

/** A mail is written waiting: the worker sends it on its next round. */
export const NEW_MAIL_ROW_STATUS = 'waiting' satisfies MailRowStatus;

/**
 * How the back office shows a mail (GraphQL's MailStatus, the list's filter): sent, waiting for its
 * first try, or failing (a try failed: retried with back-off, or given up).
 */
export const MAIL_STATUSES = ['sent', 'waiting', 'failing'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The status a back-office list shows for a row; the list's filter in SQL (notifications.queries.ts `listFilter`) says the same. */
export const mailStatusOf = (mail: { status: MailRowStatus; lastError: string | null }): MailStatus =>
  mail.status === 'sent' ? 'sent' : mail.lastError ? 'failing' : 'waiting';

/** The outbox screen's badge of each status. */
export const MAIL_STATUS_LABELS: Readonly<Record<MailStatus, string>> = { sent: 'sent', waiting: 'waiting', failing: 'failing' };

/** The outbox screen's filter, in its order: all mails first, then the failing ones. */
export const MAIL_FILTERS: readonly { status: MailStatus | ''; label: string }[] = [
  { status: '', label: 'All mails' },
  { status: 'failing', label: 'Failing' },
  { status: 'waiting', label: 'Waiting' },
  { status: 'sent', label: 'Sent' },
];

/** A calendar invite's METHOD (RFC 5546): REQUEST adds or moves the event, CANCEL removes it; GraphQL's InviteMethod. */
export const INVITE_METHODS = ['REQUEST', 'CANCEL'] as const;
export type InviteMethod = (typeof INVITE_METHODS)[number];
