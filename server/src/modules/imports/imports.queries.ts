import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { importPlans, imports, type ImportPlanRow, type ImportRow } from '../../db/schema';

export type { ImportPlanRow, ImportRow };

export const insertPlan = async (db: Executor, values: typeof importPlans.$inferInsert) =>
  (await db.insert(importPlans).values(values).returning({ id: importPlans.id }))[0];

/** A live plan of its owner: not expired (applied ones too, so the screen can show them). */
export async function findPlan(db: Executor, id: string, ownerId: string, now: Date): Promise<ImportPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(importPlans)
    .where(and(eq(importPlans.id, id), eq(importPlans.ownerId, ownerId), gt(importPlans.expiresAt, now)))
    .limit(1);
  return row;
}

/** Marks the plan applied, once: undefined when another apply won (or it is not the owner's, or expired). */
export async function claimPlan(db: Executor, id: string, ownerId: string, now: Date) {
  const [row] = await db
    .update(importPlans)
    .set({ appliedAt: now })
    .where(and(eq(importPlans.id, id), eq(importPlans.ownerId, ownerId), gt(importPlans.expiresAt, now), isNull(importPlans.appliedAt)))
    .returning();
  return row;
}

export const insertImport = async (db: Executor, values: typeof imports.$inferInsert) => (await db.insert(imports).values(values).returning())[0];

export async function findImport(db: Executor, id: string, ownerId: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.ownerId, ownerId)))
    .limit(1);
  return row;
}

/** Marks the import undone, once: undefined when it already was (a concurrent undo). */
export async function claimUndo(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(imports)
    .set({ undoneAt: now })
    .where(and(eq(imports.id, id), isNull(imports.undoneAt)))
    .returning();
  return row;
}

export const saveUndoResult = (db: Executor, id: string, result: unknown) => db.update(imports).set({ undoResult: result }).where(eq(imports.id, id));

/** The owner's expired plans go when they make a new one: plans are kept a day, not forever. */
export const deleteExpiredPlans = (db: Executor, ownerId: string, now: Date) =>
  db.delete(importPlans).where(and(eq(importPlans.ownerId, ownerId), lt(importPlans.expiresAt, now)));
