import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { enquiries, type EnquiryKind } from '../../db/schema';

export type EnquiryRow = typeof enquiries.$inferSelect;

/** Submissions of one kind; `handled` true or false keeps only the handled or the unhandled ones. */
const whereOf = (kind: EnquiryKind, handled?: boolean): SQL | undefined =>
  and(eq(enquiries.kind, kind), handled === undefined ? undefined : handled ? isNotNull(enquiries.handledAt) : isNull(enquiries.handledAt));

export const listEnquiries = (db: Executor, kind: EnquiryKind, handled: boolean | undefined, window: { limit: number; offset: number }) =>
  db.select().from(enquiries).where(whereOf(kind, handled)).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(window.limit).offset(window.offset);

export async function countEnquiries(db: Executor, kind: EnquiryKind, handled?: boolean) {
  const [{ n }] = await db.select({ n: count() }).from(enquiries).where(whereOf(kind, handled));
  return Number(n);
}

export async function insertEnquiry(db: Executor, values: typeof enquiries.$inferInsert) {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row;
}

export async function findEnquiry(db: Executor, id: string) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
  return row;
}

/** Handled by `userId` now, or unhandled again (null); the row as it is afterwards, undefined for an unknown id. */
export async function setHandled(db: Executor, id: string, handled: { at: Date; by: string } | null) {
  const [row] = await db
    .update(enquiries)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(enquiries.id, id))
    .returning();
  return row;
}
