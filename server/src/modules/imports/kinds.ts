import type { Executor, Transaction } from '../../db/client';
import type { DataKind } from '../../lib/cache';
import type { WebhookEvents } from '../../lib/webhook-events';
import type { AuditEntry } from '../audit';
import type { CsvRecord } from './csv-read';

export type PlanAction = 'create' | 'update' | 'unchanged' | 'error';

/** A field's value before and after, as the spreadsheet writes it (null: empty). */
export type CellChanges = Record<string, { from: string | null; to: string | null }>;

/** What one spreadsheet row would do. */
export interface PlanRow {
  row: number;
  action: PlanAction;
  key: string;
  changes: CellChanges;
  errors: { column: string; message: string }[];
}

/** Whose import it is: the admins' kinds have no shop, a dealer's stock its own. */
export interface ImportScope {
  shopId: string | null;
}

/** One record apply writes: `id` null for a creation; `fingerprint` of the record when planned. */
export interface WorkItem {
  key: string;
  rows: number[];
  id: string | null;
  fingerprint: string | null;
  label: string;
  data: unknown;
}

/** One record apply wrote, with what undo needs. */
export interface AppliedRecord {
  key: string;
  id: string;
  label: string;
  created: boolean;
  /** the record's values before the import (null for a creation) */
  before: unknown;
  /** the record right after the import: undo keeps it when this moved */
  fingerprint: string;
}

export interface ConflictRow {
  row: number;
  key: string;
  reason: string;
}

export interface UndoOutcome {
  removed: number;
  restored: number;
  kept: { key: string; reason: string }[];
  events: AuditEntry[];
  productIds: { id: string; event: 'updated' | 'deleted' }[];
}

export interface ApplyOutcome {
  records: AppliedRecord[];
  events: AuditEntry[];
  productIds: { id: string; event: 'created' | 'updated' }[];
}

/** One kind of spreadsheet: its columns, its export, and how a plan is made, applied and undone. */
export interface ImportKindHandler {
  columns: readonly string[];
  required: readonly string[];
  /** the cached answers apply and undo make stale */
  cacheKinds: DataKind[];
  exportRows(db: Executor, scope: ImportScope): AsyncIterable<string[]>;
  plan(db: Executor, records: AsyncIterable<CsvRecord>, scope: ImportScope): Promise<{ rows: PlanRow[]; work: WorkItem[] }>;
  /** the planned records changed since (checked inside apply's transaction, before any write) */
  conflicts(tx: Transaction, work: WorkItem[], scope: ImportScope): Promise<ConflictRow[]>;
  apply(tx: Transaction, work: WorkItem[], scope: ImportScope): Promise<ApplyOutcome>;
  /** `beforeDelete` is told the products about to be removed, while they can still be read (their webhooks) */
  undo(tx: Transaction, records: AppliedRecord[], scope: ImportScope, beforeDelete?: (productIds: string[]) => Promise<void>): Promise<UndoOutcome>;
}

export type { WebhookEvents };

/** Splits a list into chunks of `size`: batched look-ups and multi-row writes. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Batches of a stream of records, for batched look-ups while the file is still being read. */
export async function* batchesOf<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** The cells that differ between two records as the spreadsheet writes them. */
export function cellDiff(before: Record<string, string> | null, after: Record<string, string>, columns: readonly string[]): CellChanges {
  const changes: CellChanges = {};
  for (const column of columns) {
    const from = before ? (before[column] ?? '') : '';
    const to = after[column] ?? '';
    if (from !== to) changes[column] = { from: from === '' ? null : from, to: to === '' ? null : to };
  }
  return changes;
}

/** Lets other requests run between batches of CPU work, so an import never stalls the event loop for long. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
