import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogs } from '../../db/schema';

export type BlogRow = typeof blogs.$inferSelect;

export const listBlogs = (db: Executor, window: { limit: number; offset: number }) =>
  db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id)).limit(window.limit).offset(window.offset);

export async function countBlogs(db: Executor) {
  const [{ n }] = await db.select({ n: count() }).from(blogs);
  return Number(n);
}

export async function findBlog(db: Executor, id: string): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row;
}

export async function insertBlog(db: Executor, values: typeof blogs.$inferInsert) {
  const [row] = await db.insert(blogs).values(values).returning();
  return row;
}

export async function updateBlog(db: Executor, id: string, values: Partial<typeof blogs.$inferInsert>): Promise<BlogRow | undefined> {
  const [row] = await db.update(blogs).set(values).where(eq(blogs.id, id)).returning();
  return row;
}

export async function deleteBlog(db: Executor, id: string): Promise<BlogRow | undefined> {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
  return row;
}
