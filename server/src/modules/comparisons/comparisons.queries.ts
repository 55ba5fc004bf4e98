import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { comparisons } from '../../db/schema';

export type ComparisonRow = typeof comparisons.$inferSelect;

export const listComparisons = (db: Executor, window: { limit: number; offset: number }) =>
  db.select().from(comparisons).orderBy(desc(comparisons.createdAt), desc(comparisons.id)).limit(window.limit).offset(window.offset);

export async function countComparisons(db: Executor) {
  const [{ n }] = await db.select({ n: count() }).from(comparisons);
  return Number(n);
}

export async function findComparison(db: Executor, id: string): Promise<ComparisonRow | undefined> {
  const [row] = await db.select().from(comparisons).where(eq(comparisons.id, id)).limit(1);
  return row;
}

/** The comparison of these two products, in either order. */
export async function findPair(db: Executor, a: string, b: string): Promise<ComparisonRow | undefined> {
  const [row] = await db
    .select()
    .from(comparisons)
    .where(or(and(eq(comparisons.product1Id, a), eq(comparisons.product2Id, b)), and(eq(comparisons.product1Id, b), eq(comparisons.product2Id, a))))
    .limit(1);
  return row;
}

export async function insertComparison(db: Executor, values: { product1Id: string; product2Id: string }) {
  const [row] = await db.insert(comparisons).values(values).returning();
  return row;
}

export async function deleteComparison(db: Executor, id: string) {
  const rows = await db.delete(comparisons).where(eq(comparisons.id, id)).returning({ id: comparisons.id });
  return rows.length > 0;
}
