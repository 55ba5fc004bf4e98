import type { WebhookDeliveryStatus } from '@evbazaar/common';
import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** Locks the owner's user row, so two creations of one person count their endpoints one after the other. */
export async function lockOwner(tx: Executor, ownerId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

export async function countOwnerEndpoints(db: Executor, ownerId: string) {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function insertEndpoint(db: Executor, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export const ownerEndpoints = (db: Executor, ownerId: string, limit: number) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.ownerId, ownerId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(limit);

export async function findEndpoint(db: Executor, id: string) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  return row;
}

export async function updateEndpoint(db: Executor, id: string, values: Partial<typeof webhookEndpoints.$inferInsert>) {
  const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

export async function deleteEndpoint(db: Executor, id: string) {
  const rows = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * The enabled endpoints that hear of an event: subscribed to its type, and owned by an admin (everything)
 * or, for a ride, by the dealer of the ride's own shop. The owner's role is read now, so a person who is
 * no longer a dealer or an admin hears nothing.
 */
export async function subscribersOf(tx: Executor, type: string, rideId?: string) {
  const dealerOfShop = rideId
    ? sql`(${users.role} = 'DEALER' and exists (select 1 from test_drives t join shops s on s.id = t.shop_id where t.id = ${rideId} and s.user_id = ${users.id}))`
    : sql`false`;
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.id, webhookEndpoints.ownerId))
    .where(
      and(isNull(webhookEndpoints.disabledAt), sql`${type} = any(${webhookEndpoints.events})`, or(inArray(users.role, ['ADMIN', 'SUPERADMIN']), dealerOfShop)),
    );
}

export async function insertDeliveries(db: Executor, rows: (typeof webhookDeliveries.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(webhookDeliveries).values(rows).returning();
}

export async function listDeliveries(
  db: Executor,
  endpointId: string,
  { status, limit, offset }: { status?: WebhookDeliveryStatus; limit: number; offset: number },
) {
  const where = and(eq(webhookDeliveries.endpointId, endpointId), status ? eq(webhookDeliveries.status, status) : undefined);
  const [items, [total]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The tries of these deliveries, oldest first (each delivery keeps its newest few: `recordAttempt`). */
export const attemptsOf = (db: Executor, deliveryIds: readonly string[]) =>
  deliveryIds.length
    ? db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, [...deliveryIds]))
        .orderBy(webhookAttempts.at, webhookAttempts.id)
    : Promise.resolve([] as AttemptRow[]);

export async function findDelivery(db: Executor, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, ownerId: webhookEndpoints.ownerId })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return row;
}

/** A redelivery: the same row (same webhook-id and body), due now with a fresh round of tries; never one still pending. */
export async function requeue(db: Executor, id: string) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, claimToken: null, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, id), sql`${webhookDeliveries.status} <> 'pending'`))
    .returning();
  return row;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints for one worker (`FOR UPDATE SKIP LOCKED`, as
 * the mail outbox does): two processes never take one row, and the lease keeps a row from being taken
 * again while it is being sent; a worker that died leaves its rows to be claimed after the lease.
 */
export async function claimDue(db: Executor, { limit, leaseMs, token }: { limit: number; leaseMs: number; token: string }) {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, sql`now()`)),
        isNull(webhookEndpoints.disabledAt),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.id)
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`, claimToken: token, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

export const endpointsByIds = (db: Executor, ids: readonly string[]) =>
  ids.length
    ? db
        .select()
        .from(webhookEndpoints)
        .where(inArray(webhookEndpoints.id, [...ids]))
    : Promise.resolve([] as EndpointRow[]);

export interface AttemptRecord {
  httpStatus?: number;
  durationMs: number;
  responseExcerpt?: string;
  error?: string;
}

/**
 * One try's outcome, in one transaction: its log line (the newest `keep` kept), the delivery's new state
 * (only while this worker holds the claim), and the endpoint's run of failures. Answers whether this try
 * disabled the endpoint, with its owner's e-mail for the mail.
 */
export async function recordAttempt(
  tx: Executor,
  delivery: DeliveryRow,
  token: string,
  attempt: AttemptRecord,
  { ok, giveUp, retryInMs, keep, disableAfter }: { ok: boolean; giveUp: boolean; retryInMs: number; keep: number; disableAfter: number },
) {
  const [held] = await tx
    .update(webhookDeliveries)
    .set(
      ok
        ? { status: 'delivered', deliveredAt: sql`now()`, lockedUntil: null, claimToken: null }
        : { status: giveUp ? 'failed' : 'pending', nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`, lockedUntil: null, claimToken: null },
    )
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.claimToken, token)))
    .returning({ id: webhookDeliveries.id });
  // the lease ran out and another worker owns the row now: its record counts, not this one
  if (!held) return undefined;
  await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, ...attempt });
  await tx.execute(
    sql`delete from webhook_attempts where delivery_id = ${delivery.id} and id not in (select id from webhook_attempts where delivery_id = ${delivery.id} order by at desc, id desc limit ${keep})`,
  );
  if (ok) {
    await tx.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, delivery.endpointId));
    return { disabled: undefined };
  }
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoints.id, delivery.endpointId))
    .returning();
  if (!endpoint || endpoint.disabledAt || endpoint.consecutiveFailures < disableAfter) return { disabled: undefined };
  await tx
    .update(webhookEndpoints)
    .set({ disabledAt: sql`now()` })
    .where(eq(webhookEndpoints.id, endpoint.id));
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, endpoint.ownerId)).limit(1);
  return { disabled: owner ? { endpoint, ownerEmail: owner.email } : undefined };
}

/** Deliveries waiting and since when, and how many were given up (metrics). */
export async function deliveryFigures(db: Executor) {
  const [pending] = await db
    .select({ count: count(), oldest: sql<string | Date | null>`min(${webhookDeliveries.createdAt})` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  const [failed] = await db.select({ count: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'failed'));
  return { pending: pending?.count ?? 0, oldestCreatedAt: pending?.oldest ? new Date(pending.oldest) : undefined, failed: failed?.count ?? 0 };
}
