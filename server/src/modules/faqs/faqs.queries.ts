import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { faqs } from '../../db/schema';

export type FaqRow = typeof faqs.$inferSelect;

/** The page's order: position, then the oldest first. */
const ORDER = [asc(faqs.position), asc(faqs.createdAt), asc(faqs.id)] as const;

export const listFaqs = (db: Executor, limit: number) =>
  db
    .select()
    .from(faqs)
    .orderBy(...ORDER)
    .limit(limit);

export async function findFaq(db: Executor, id: string): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row;
}

/** Holds off other FAQ writers until the transaction ends (readers go on): counts and orders stay true. */
export const lockFaqs = (db: Executor) => db.execute(sql`lock table ${faqs} in exclusive mode`);

/** How many questions there are and the highest position. */
export async function faqTally(db: Executor) {
  const [row] = await db.select({ n: count(), last: max(faqs.position) }).from(faqs);
  return { n: Number(row.n), last: row.last ?? 0 };
}

export async function insertFaq(db: Executor, values: typeof faqs.$inferInsert) {
  const [row] = await db.insert(faqs).values(values).returning();
  return row;
}

export async function updateFaq(db: Executor, id: string, values: Partial<typeof faqs.$inferInsert>): Promise<FaqRow | undefined> {
  const [row] = await db.update(faqs).set(values).where(eq(faqs.id, id)).returning();
  return row;
}

export async function deleteFaq(db: Executor, id: string): Promise<FaqRow | undefined> {
  const [row] = await db.delete(faqs).where(eq(faqs.id, id)).returning();
  return row;
}

export async function faqIds(db: Executor): Promise<string[]> {
  return (await db.select({ id: faqs.id }).from(faqs)).map((r) => r.id);
}

/** Positions 1, 2, 3… in the order of `ids`. */
export async function setPositions(db: Executor, ids: readonly string[]) {
  for (const [index, id] of ids.entries())
    await db
      .update(faqs)
      .set({ position: index + 1 })
      .where(eq(faqs.id, id));
}
