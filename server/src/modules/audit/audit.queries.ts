import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEvents, type AuditEventRow } from '../../db/schema';

export type { AuditEventRow };

/** What a list is narrowed by; `scopeKey` is the forced target of a dealer's view (`shop:<id>`). */
export interface AuditWhere {
  actorId?: string;
  action?: string;
  targetType?: string;
  /** `type:id`, found through the GIN index on target_keys */
  targetKey?: string;
  scopeKey?: string;
  from?: Date;
  to?: Date;
}

const hasKey = (key: string) => sql`${auditEvents.targetKeys} @> ARRAY[${key}]::text[]`;

function conditions(where: AuditWhere): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    where.scopeKey ? hasKey(where.scopeKey) : undefined,
    where.targetKey ? hasKey(where.targetKey) : undefined,
    // a type alone: any of the event's keys starts with it (no index; narrowed by the others and the time order)
    where.targetType && !where.targetKey
      ? sql`exists (select 1 from unnest(${auditEvents.targetKeys}) as k where k like ${`${where.targetType}:%`})`
      : undefined,
    where.actorId ? eq(auditEvents.actorId, where.actorId) : undefined,
    where.action ? eq(auditEvents.action, where.action) : undefined,
    where.from ? gte(auditEvents.occurredAt, where.from) : undefined,
    where.to ? lte(auditEvents.occurredAt, where.to) : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

/** One page, newest first (the (occurred_at, id) index, or the action's, actor's or target's). */
export const listEvents = (db: Executor, where: AuditWhere, window: { limit: number; offset: number }) =>
  db.select().from(auditEvents).where(conditions(where)).orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id)).limit(window.limit).offset(window.offset);

/** How many events match, counted up to `cap` + 1 (a count over a bounded subquery stays fast at millions of rows). */
export async function countEvents(db: Executor, where: AuditWhere, cap: number): Promise<number> {
  const inner = db
    .select({ one: sql`1` })
    .from(auditEvents)
    .where(conditions(where))
    .limit(cap + 1)
    .as('matching');
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return Number(n);
}

/** Batches of events for the CSV export, newest first, walking (occurred_at, id) so each batch is one index range. */
export async function eventsAfter(db: Executor, where: AuditWhere, before: { occurredAt: Date; id: string } | null, limit: number) {
  const cursor = before ? sql`(${auditEvents.occurredAt}, ${auditEvents.id}) < (${before.occurredAt.toISOString()}::timestamptz, ${before.id})` : undefined;
  return db
    .select()
    .from(auditEvents)
    .where(and(conditions(where), cursor))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit);
}

/**
 * Deletes up to `batch` events older than `before`, oldest first; answers how many went. Idempotent: two
 * instances purging at once delete disjoint rows or nothing.
 */
export async function purgeBatch(db: Executor, before: Date, batch: number): Promise<number> {
  const oldest = db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(lt(auditEvents.occurredAt, before))
    .orderBy(asc(auditEvents.occurredAt))
    .limit(batch);
  const gone = await db.delete(auditEvents).where(inArray(auditEvents.id, oldest)).returning({ id: auditEvents.id });
  return gone.length;
}
