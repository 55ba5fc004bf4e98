import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { enquiries, type EnquiryKind } from '../../db/schema';

export type EnquiryRow = typeof enquiries.$inferSelect;

export const listEnquiries = (db: Executor, kind: EnquiryKind, window: { limit: number; offset: number }) =>
  db.select().from(enquiries).where(eq(enquiries.kind, kind)).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(window.limit).offset(window.offset);

export async function countEnquiries(db: Executor, kind: EnquiryKind) {
  const [{ n }] = await db.select({ n: count() }).from(enquiries).where(eq(enquiries.kind, kind));
  return Number(n);
}

export async function insertEnquiry(db: Executor, values: typeof enquiries.$inferInsert) {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row;
}
