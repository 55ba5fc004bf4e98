import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const AUDIT_ACTOR_TYPES = ['user', 'api_key', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** Who made a change: a person, one of their API keys (acting as them), or the server itself. */
export interface AuditActor {
  type: AuditActorType;
  id: string | null;
  name: string | null;
  role: string | null;
}

/** What a change touched: `{ type: 'product', id, label: 'Ather 450X' }`. */
export interface AuditTarget {
  type: string;
  id: string;
  label: string | null;
}

/** field -> its value before and after; personal values are recorded as "changed" (audit-writer.ts). */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** Where the change came from; no secrets and no personal data besides the address that sent it. */
export interface AuditContext {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/**
 * The audit trail (issue 29): one row per change made by a person, a key or the server, written in the
 * transaction of the change. Append-only: a trigger (migration 0025) refuses UPDATE; rows leave only by
 * the retention purge. `target_types`/`target_ids` repeat the targets' keys as arrays so "this product's
 * history" is one index lookup.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    action: text('action').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorType: text('actor_type', { enum: AUDIT_ACTOR_TYPES }).notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    targets: jsonb('targets')
      .$type<AuditTarget[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    targetKeys: text('target_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    changes: jsonb('changes')
      .$type<AuditChanges>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    context: jsonb('context')
      .$type<AuditContext>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    // the admin list, newest first, alone or by action
    index('audit_events_occurred_idx').on(t.occurredAt, t.id),
    // id too: a page in (occurred_at, id) order is read straight off the index, without a sort
    index('audit_events_action_occurred_idx').on(t.action, t.occurredAt, t.id),
    index('audit_events_actor_occurred_idx').on(t.actorId, t.occurredAt, t.id),
    // a record's history: `target_keys @> '{product:<id>}'`
    index('audit_events_target_keys_idx').using('gin', t.targetKeys),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
