import type { Locale, MailStatus } from '@evbazaar/common';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, lte, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { currentTraceParent } from '../../lib/tracing/preload';
import { mailOutbox, products, shopRideHours, shops, testDrives, users } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** What the ride mails are composed from: typed columns of the ride, its shop and the two people. */
export interface RideNoticeData {
  ride: Pick<typeof testDrives.$inferSelect, 'slotStart' | 'slotEnd'>;
  shop: Pick<typeof shops.$inferSelect, 'shopName' | 'address1' | 'address2' | 'landmark' | 'cityName' | 'stateName'>;
  /** the shop calendar's slot length; null when the shop has no calendar row */
  slotMinutes: number | null;
  productName: string;
  customerName: string | null;
  customerEmail: string;
  /** the language the customer reads the site and their mails in (the dealer's mails are the back-office's: English) */
  customerLanguage: Locale;
  dealerName: string | null;
  dealerEmail: string;
}

const dealerUser = alias(users, 'dealer_user');

/** A ride with what its mails tell, read inside the change's transaction: typed columns, the shop's slot length from its calendar. */
export async function rideForNotice(tx: Executor, rideId: string): Promise<RideNoticeData | undefined> {
  const [row] = await tx
    .select({
      ride: { slotStart: testDrives.slotStart, slotEnd: testDrives.slotEnd },
      shop: {
        shopName: shops.shopName,
        address1: shops.address1,
        address2: shops.address2,
        landmark: shops.landmark,
        cityName: shops.cityName,
        stateName: shops.stateName,
      },
      slotMinutes: shopRideHours.slotMinutes,
      productName: products.name,
      customerName: users.name,
      customerEmail: users.email,
      customerLanguage: users.language,
      dealerName: dealerUser.name,
      dealerEmail: dealerUser.email,
    })
    .from(testDrives)
    .innerJoin(products, eq(products.id, testDrives.productId))
    .innerJoin(shops, eq(shops.id, testDrives.shopId))
    .innerJoin(users, eq(users.id, testDrives.userId))
    .innerJoin(dealerUser, eq(dealerUser.id, shops.userId))
    .leftJoin(shopRideHours, eq(shopRideHours.shopId, shops.id))
    .where(eq(testDrives.id, rideId))
    .limit(1);
  return row;
}

/** The SEQUENCE the ride's last mail carried; the change's own row lock on the ride orders concurrent changes. */
export async function lastSequence(tx: Executor, rideId: string): Promise<number | null> {
  const [row] = await tx
    .select({ last: max(mailOutbox.sequence) })
    .from(mailOutbox)
    .where(eq(mailOutbox.rideId, rideId));
  return row?.last ?? null;
}

/** The invite (.ics) the ride's last mail with one carried to this side of the ride; undefined before any. */
export async function lastInvite(db: Executor, rideId: string, audience: 'customer' | 'dealer'): Promise<string | undefined> {
  const [row] = await db
    .select({ ics: mailOutbox.ics })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.rideId, rideId), eq(mailOutbox.audience, audience), isNotNull(mailOutbox.ics)))
    .orderBy(desc(mailOutbox.sequence), desc(mailOutbox.createdAt))
    .limit(1);
  return row?.ics ?? undefined;
}

export async function insertMails(tx: Executor, rows: NewOutboxRow[]) {
  // the change's trace, so the delivery's span can point back to it (docs/ops/tracing.md)
  const traceParent = currentTraceParent() ?? null;
  if (rows.length) await tx.insert(mailOutbox).values(rows.map((row) => ({ ...row, traceParent })));
}

/**
 * Claims up to `limit` due mails for one worker: `FOR UPDATE SKIP LOCKED` lets two server
 * processes claim side by side without taking the same row, and the lease keeps a claimed row
 * from being claimed again while it is being sent.
 */
export async function claimDue(db: Executor, { limit, leaseMs, token }: { limit: number; leaseMs: number; token: string }) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'waiting'),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`, claimToken: token, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Sent: only the worker holding the claim records it. */
export async function markSent(db: Executor, id: string, token: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, claimToken: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token)));
}

/** A failed try: next try after `retryInMs`, or given up (failed) when `giveUp`. */
export async function markFailed(db: Executor, id: string, token: string, { error, retryInMs, giveUp }: { error: string; retryInMs: number; giveUp: boolean }) {
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'waiting',
      lastError: error,
      nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
      lockedUntil: null,
      claimToken: null,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token)));
}

/** The back-office's three views, as the outbox kernel's mailStatusOf reads a row: sent, waiting (never failed yet), failing (a try failed, retried or given up). */
export function listFilter(status?: MailStatus): SQL | undefined {
  if (status === 'sent') return eq(mailOutbox.status, 'sent');
  if (status === 'waiting') return and(eq(mailOutbox.status, 'waiting'), isNull(mailOutbox.lastError));
  if (status === 'failing') return and(ne(mailOutbox.status, 'sent'), isNotNull(mailOutbox.lastError));
  return undefined;
}

export async function listMails(db: Executor, { status, limit, offset }: { status?: MailStatus; limit: number; offset: number }) {
  const where = listFilter(status);
  const [items, [total]] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findMail(db: Executor, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}

/** An admin's retry: due now, with a fresh round of tries; never a sent mail. */
export async function requeue(db: Executor, id: string) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'waiting', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, claimToken: null })
    .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')))
    .returning();
  return row;
}

export const mailsOfRide = (db: Executor, rideId: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.rideId, rideId)).orderBy(mailOutbox.createdAt, mailOutbox.sequence);

/**
 * How many mails wait and since when, and how many were given up: two short ranges of
 * mail_outbox_status_created_idx, however many sent mails the table keeps.
 */
export async function outboxFigures(db: Executor) {
  const [waiting] = await db
    .select({ count: count(), oldest: sql<string | Date | null>`min(${mailOutbox.createdAt})` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'waiting'));
  const [failed] = await db.select({ count: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
  const oldest = waiting?.oldest ? new Date(waiting.oldest) : undefined;
  return { waiting: waiting?.count ?? 0, oldestCreatedAt: oldest, failed: failed?.count ?? 0 };
}
