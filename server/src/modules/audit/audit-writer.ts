import { auditEvents, type AuditChanges, type AuditTarget } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { Caller } from './caller';

/** What a service says about a change it makes; the actor and context come from the caller. */
export interface AuditEntry {
  /** `<target type>.<verb>`: `product.updated`, `test_ride.status_changed`, `login.failed` */
  action: string;
  targets: AuditTarget[];
  changes?: AuditChanges;
}

/** Longest text value kept in `changes` (a blog body is recorded as changed, not copied). */
const MAX_VALUE_CHARS = 500;
export const CHANGED = 'changed';

/**
 * Appends one event in the caller's transaction, so it commits or rolls back with the change it
 * records. Never throws for the event's content: values are bounded here.
 */
export async function recordAudit(tx: Executor, caller: Caller, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values(auditRow(caller, entry));
}

/** The row of one event: the entry with the caller's actor and context (recordAudit and recordAuditBatch write the same). */
export function auditRow(caller: Caller, entry: AuditEntry): typeof auditEvents.$inferInsert {
  return {
    action: entry.action,
    actorType: caller.actor.type,
    actorId: caller.actor.id,
    actorName: caller.actor.name,
    actorRole: caller.actor.role,
    targets: entry.targets,
    targetKeys: entry.targets.map(targetKey),
    changes: entry.changes ?? {},
    context: caller.context,
  };
}

/** The key a target is found by: `product:<id>`. */
export const targetKey = (target: { type: string; id: string }) => `${target.type}:${target.id}`;

export interface DiffOptions {
  /** fields whose values are personal data (phone, address): recorded as "changed", never their values */
  personal?: readonly string[];
  /** fields never recorded at all (password hashes, token versions, timestamps) */
  ignore?: readonly string[];
}

/**
 * The fields that differ between two records as `{ field: { from, to } }`; nested objects are walked
 * (`colors.Red.price`), arrays compared whole. `before` null means a creation.
 */
export function changesBetween(before: Record<string, unknown> | null, after: Record<string, unknown> | null, options: DiffOptions = {}): AuditChanges {
  const changes: AuditChanges = {};
  walk(before ?? {}, after ?? {}, '', changes, options);
  return changes;
}

function walk(before: Record<string, unknown>, after: Record<string, unknown>, prefix: string, out: AuditChanges, options: DiffOptions) {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const field of fields) {
    if (options.ignore?.includes(field)) continue;
    const path = prefix ? `${prefix}.${field}` : field;
    const from = before[field];
    const to = after[field];
    if (isPlainObject(from) && isPlainObject(to)) {
      walk(from, to, path, out, options);
      continue;
    }
    if (same(from, to)) continue;
    out[path] = options.personal?.includes(field) ? { from: CHANGED, to: CHANGED } : { from: bounded(from), to: bounded(to) };
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if ((a ?? null) === (b ?? null)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

function bounded(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > MAX_VALUE_CHARS) return CHANGED;
  if (typeof value === 'object' && value !== null && JSON.stringify(value).length > MAX_VALUE_CHARS) return CHANGED;
  return value;
}
