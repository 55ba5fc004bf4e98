import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

/** What a spreadsheet import works on: the admins' catalogue and shops, a dealer's stock. */
export const IMPORT_KINDS = ['products', 'stock', 'shops'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** How many rows of each action a plan holds. */
export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  error: number;
}

/**
 * A checked spreadsheet (docs/decisions/0060): what each row would do, nothing written. Its maker
 * alone applies it, once, before `expires_at`. `rows` is what the screens show; `work` what apply
 * writes, with each touched record's fingerprint as it was when the plan was made.
 */
export const importPlans = pgTable(
  'import_plans',
  {
    id: id(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the dealer's shop a stock plan writes to; null for the admins' kinds */
    shopId: text('shop_id'),
    counts: jsonb('counts').$type<ImportCounts>().notNull(),
    rowCount: integer('row_count').notNull(),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    work: jsonb('work').$type<unknown[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** set once applied: a plan is applied at most once */
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('import_plans_owner_idx').on(t.ownerId, t.createdAt), index('import_plans_expires_idx').on(t.expiresAt)],
);

/**
 * An applied plan, with what its undo needs: the ids it created, each updated record's previous
 * values, and each touched record's fingerprint right after the apply (a record whose fingerprint
 * moved since was changed by someone else and is kept). Undo is possible until `undo_until`.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    planId: text('plan_id').notNull(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: text('shop_id'),
    counts: jsonb('counts').$type<ImportCounts>().notNull(),
    /** one entry per record written: `{ key, table, id, created, before, fingerprint }` */
    records: jsonb('records').$type<unknown[]>().notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    undoUntil: timestamp('undo_until', { withTimezone: true, mode: 'date' }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    /** what the undo did: `{ removed, restored, kept }` */
    undoResult: jsonb('undo_result').$type<unknown>(),
  },
  (t) => [index('imports_owner_idx').on(t.ownerId, t.appliedAt), index('imports_undo_until_idx').on(t.undoUntil)],
);

export type ImportPlanRow = typeof importPlans.$inferSelect;
export type ImportRow = typeof imports.$inferSelect;
