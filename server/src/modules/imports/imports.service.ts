import { IMPORT_KIND_RULES, MESSAGES, allows } from '@evbazaar/common';
import type { Readable } from 'node:stream';
import type { Deps } from '../../deps';
import type { ImportCounts, ImportKind } from '../../db/schema';
import { IMPORT_KINDS } from '../../db/schema';
import { AppError, BadInput, Conflict, Forbidden, NotFound, foreignKeyViolation } from '../../lib/errors';
import type { Viewer } from '../../lib/auth';
import type { WebhookEvents } from '../../lib/webhook-events';
import { recordAuditBatch } from '../audit';
import type { AuditEntry } from '../audit';
import type { Caller } from '../audit';
import type { ShopsService } from '../shops/shops.service';
import { catalogueKind } from './catalogue-kind';
import { IMPORT_MAX_BYTES, readCsv } from './csv-read';
import { csvStream, csvText } from './csv-write';
import type { AppliedRecord, ConflictRow, ImportKindHandler, ImportScope, PlanRow, WorkItem } from './kinds';
import * as q from './imports.queries';
import { shopsKind } from './shops-kind';
import { stockKind } from './stock-kind';

const HANDLERS: Record<ImportKind, ImportKindHandler> = { products: catalogueKind, stock: stockKind, shops: shopsKind };

/** How long a plan can be applied (docs/decisions/0060) and how long an applied import can be undone. */
export const PLAN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const UNDO_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** A 409 naming the rows that changed since the plan was made. */
export class ImportConflict extends Conflict {
  constructor(readonly rows: ConflictRow[]) {
    super(MESSAGES.imports.changedSince(rows.length), Object.fromEntries(rows.map((r) => [`row ${r.row}`, `${r.key}: ${r.reason}`])));
  }
}

/** The answer for a plan: what the screens and both APIs show. */
export interface PlanView {
  planId: string;
  kind: ImportKind;
  counts: ImportCounts;
  rows: PlanRow[];
  createdAt: Date;
  expiresAt: Date;
  appliedAt: Date | null;
}

const countsOf = (rows: readonly PlanRow[]): ImportCounts => {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.action] += 1;
  return counts;
};
/** counts as an audit event's changes: `counts.create: { from: null, to: 3 }` */
const countChanges = (counts: object) => Object.fromEntries(Object.entries(counts).map(([name, n]) => [`counts.${name}`, { from: null, to: n }]));

export function parseKind(value: unknown): ImportKind {
  if (typeof value === 'string' && (IMPORT_KINDS as readonly string[]).includes(value.toLowerCase())) return value.toLowerCase() as ImportKind;
  throw new BadInput(MESSAGES.imports.kindInvalid, { kind: MESSAGES.imports.kindInvalid });
}

export function createImportsService({ db, catalogue }: Deps, { shops, webhookEvents }: { shops: ShopsService; webhookEvents?: WebhookEvents }) {
  /** Who may work with a kind (the permission table's IMPORT_KIND_RULES), and the shop a dealer's stock is. */
  async function scopeFor(viewer: Viewer, kind: ImportKind): Promise<ImportScope> {
    if (!allows(IMPORT_KIND_RULES[kind], viewer.role)) throw new Forbidden(MESSAGES.imports.kindForbidden);
    if (kind !== 'stock') return { shopId: null };
    const shop = await shops.myShop(viewer);
    if (!shop) throw new Conflict(MESSAGES.dealers.profileRequired);
    return { shopId: shop.id };
  }

  async function livePlan(viewer: Viewer, planId: string) {
    const plan = await q.findPlan(db, planId, viewer.id, new Date());
    if (!plan) throw new NotFound(MESSAGES.imports.planNotFound);
    return plan;
  }

  const viewOf = (plan: q.ImportPlanRow): PlanView => ({
    planId: plan.id,
    kind: plan.kind,
    counts: plan.counts,
    rows: plan.rows as PlanRow[],
    createdAt: plan.createdAt,
    expiresAt: plan.expiresAt,
    appliedAt: plan.appliedAt,
  });

  return {
    parseKind,

    /** The spreadsheet of a kind, streamed: exactly the columns the import reads; a dealer's stock is its own shop's. */
    async exportCsv(viewer: Viewer, kind: ImportKind): Promise<{ filename: string; stream: Readable }> {
      const scope = await scopeFor(viewer, kind);
      const handler = HANDLERS[kind];
      return { filename: `${kind}.csv`, stream: csvStream(handler.columns, handler.exportRows(db, scope)) };
    },

    /** Reads a spreadsheet and answers what each row would do; nothing is written but the plan itself. */
    async plan(caller: Caller, kind: ImportKind, bytes: Buffer): Promise<PlanView> {
      const viewer = caller.viewer!;
      const scope = await scopeFor(viewer, kind);
      if (bytes.length > IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.imports.tooLarge);
      const handler = HANDLERS[kind];
      const { rows, work } = await handler.plan(db, readCsv(bytes, handler), scope);
      const counts = countsOf(rows);
      const now = new Date();
      const expiresAt = new Date(now.getTime() + PLAN_LIFETIME_MS);
      const planId = await db.transaction(async (tx) => {
        await q.deleteExpiredPlans(tx, viewer.id, now);
        const { id } = await q.insertPlan(tx, {
          kind,
          ownerId: viewer.id,
          shopId: scope.shopId,
          counts,
          rowCount: rows.length,
          rows,
          work,
          createdAt: now,
          expiresAt,
        });
        await recordAuditBatch(tx, caller, [{ action: 'import.planned', targets: [{ type: 'import_plan', id, label: kind }], changes: countChanges(counts) }]);
        return id;
      });
      return { planId, kind, counts, rows, createdAt: now, expiresAt, appliedAt: null };
    },

    /** The owner's plan while it lives. */
    getPlan: async (viewer: Viewer, planId: string) => viewOf(await livePlan(viewer, planId)),

    /** The plan's rows with errors as a CSV: row, column, message (and the key). */
    async errorsCsv(viewer: Viewer, planId: string) {
      const plan = await livePlan(viewer, planId);
      const lines = (plan.rows as PlanRow[]).flatMap((r) => r.errors.map((e) => [String(r.row), r.key, e.column, e.message]));
      return csvText(['row', 'key', 'column', 'message'], lines);
    },

    /**
     * Writes the plan in one transaction, all or nothing: refused while it has errors, and with a 409
     * naming the rows whose records changed since it was made. Every record written is an audit event.
     */
    async apply(caller: Caller, planId: string) {
      const viewer = caller.viewer!;
      const plan = await livePlan(viewer, planId);
      if (plan.appliedAt) throw new Conflict(MESSAGES.imports.planApplied);
      if (plan.counts.error) throw new BadInput(MESSAGES.imports.planHasErrors(plan.counts.error));
      const scope = await scopeFor(viewer, plan.kind);
      if (scope.shopId !== plan.shopId) throw new Forbidden(MESSAGES.imports.kindForbidden);
      const handler = HANDLERS[plan.kind];
      const work = plan.work as WorkItem[];
      const now = new Date();
      let result;
      try {
        result = await db.transaction(async (tx) => {
          if (!(await q.claimPlan(tx, plan.id, viewer.id, now))) throw new Conflict(MESSAGES.imports.planApplied);
          const conflicts = await handler.conflicts(tx, work, scope);
          if (conflicts.length) throw new ImportConflict(conflicts);
          const outcome = await handler.apply(tx, work, scope);
          const counts = plan.counts;
          const row = await q.insertImport(tx, {
            planId: plan.id,
            kind: plan.kind,
            ownerId: viewer.id,
            shopId: plan.shopId,
            counts,
            records: outcome.records,
            appliedAt: now,
            undoUntil: new Date(now.getTime() + UNDO_WINDOW_MS),
          });
          const events: AuditEntry[] = [
            { action: 'import.applied', targets: [{ type: 'import', id: row.id, label: plan.kind }], changes: countChanges(counts) },
            ...outcome.events.map((e) => ({ ...e, targets: [...e.targets, { type: 'import', id: row.id, label: plan.kind }] })),
          ];
          await recordAuditBatch(tx, caller, events);
          for (const change of outcome.productIds) await webhookEvents?.productChanged(tx, { productId: change.id, event: change.event });
          return { importId: row.id, counts, undoUntil: row.undoUntil };
        });
      } catch (error) {
        // a record the plan refers to went since (a brand deleted): nothing was written
        if (foreignKeyViolation(error)) throw new Conflict(MESSAGES.imports.brandGone);
        throw error;
      }
      catalogue.changed(...handler.cacheKinds);
      return result;
    },

    /**
     * Takes an applied import back within 7 days: its creations removed, its updates restored; a
     * record someone changed since (or a product test rides now refer to) is kept and listed.
     */
    async undo(caller: Caller, importId: string) {
      const viewer = caller.viewer!;
      const found = await q.findImport(db, importId, viewer.id);
      if (!found) throw new NotFound(MESSAGES.imports.importNotFound);
      if (found.undoneAt) throw new Conflict(MESSAGES.imports.alreadyUndone);
      const now = new Date();
      if (found.undoUntil <= now) throw new Conflict(MESSAGES.imports.undoExpired);
      const scope = await scopeFor(viewer, found.kind);
      if (scope.shopId !== found.shopId) throw new Forbidden(MESSAGES.imports.kindForbidden);
      const handler = HANDLERS[found.kind];
      const result = await db.transaction(async (tx) => {
        if (!(await q.claimUndo(tx, found.id, now))) throw new Conflict(MESSAGES.imports.alreadyUndone);
        const records = found.records as AppliedRecord[];
        // told first, while the rows can still be read (as a product deletion does); kept ones are told "updated" below instead
        const outcome = await handler.undo(tx, records, scope, async (productIds) => {
          for (const productId of productIds) await webhookEvents?.productChanged(tx, { productId, event: 'deleted' });
        });
        const answer = { removed: outcome.removed, restored: outcome.restored, kept: outcome.kept };
        await q.saveUndoResult(tx, found.id, answer);
        await recordAuditBatch(tx, caller, [
          {
            action: 'import.undone',
            targets: [{ type: 'import', id: found.id, label: found.kind }],
            changes: countChanges({ removed: outcome.removed, restored: outcome.restored, kept: outcome.kept.length }),
          },
          ...outcome.events.map((e) => ({ ...e, targets: [...e.targets, { type: 'import', id: found.id, label: found.kind }] })),
        ]);
        for (const change of outcome.productIds)
          if (change.event === 'updated') await webhookEvents?.productChanged(tx, { productId: change.id, event: 'updated' });
        return answer;
      });
      catalogue.changed(...handler.cacheKinds, ...(found.kind === 'products' ? (['comparisons', 'shops'] as const) : []));
      return result;
    },

    /** An applied import of the owner, with what its undo did. */
    async getImport(viewer: Viewer, importId: string) {
      const found = await q.findImport(db, importId, viewer.id);
      if (!found) throw new NotFound(MESSAGES.imports.importNotFound);
      return found;
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
