import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_ROW_STATUSES, NEW_MAIL_ROW_STATUS, type MailRowStatus } from '@evbazaar/common/src/domain/outbox';
import { createdAt, id, updatedAt } from './columns';
import { testDrives } from './shops';

// a row's statuses are the outbox kernel's (common/src/domain/outbox.ts)
export { MAIL_ROW_STATUSES, type MailRowStatus };

/**
 * The transactional outbox (docs/decisions/0023): a mail is written in the same transaction as
 * the change it tells about and sent later by the worker, so a change never loses its mail and a
 * mail never goes out for a change that was rolled back.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** what the mail tells, e.g. ride.confirmed */
    kind: text('kind').notNull(),
    rideId: text('ride_id').references(() => testDrives.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    /** customer or dealer: who of the ride's two parties it goes to */
    audience: text('audience').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** the calendar invite (.ics) when the ride has a time */
    ics: text('ics'),
    icsMethod: text('ics_method'),
    /** the invite's SEQUENCE: rises with every change of the ride */
    sequence: integer('sequence').notNull().default(0),
    status: text('status', { enum: MAIL_ROW_STATUSES }).notNull().default(NEW_MAIL_ROW_STATUS),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** a worker's claim: nobody else sends the row until the lease runs out */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    claimToken: text('claim_token'),
    /** the W3C traceparent of the change that wrote the mail, when tracing is on: its delivery's span links to it */
    traceParent: text('trace_parent'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'waiting'`),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    index('mail_outbox_ride_idx').on(t.rideId),
  ],
);
