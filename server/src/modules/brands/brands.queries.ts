import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands } from '../../db/schema';

export type BrandRow = typeof brands.$inferSelect;
export type BrandValues = Pick<typeof brands.$inferInsert, 'name' | 'logoUrl' | 'website' | 'description'>;

export const listBrands = (db: Executor, page: { offset: number; limit: number } | undefined) => {
  const query = db.select().from(brands).orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

export async function findBrand(db: Executor, id: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row;
}

export const brandsByIds = (db: Executor, ids: readonly string[]) =>
  ids.length ? db.select().from(brands).where(inArray(brands.id, [...ids])) : Promise.resolve([] as BrandRow[]);

export async function insertBrand(db: Executor, values: BrandValues) {
  const [row] = await db.insert(brands).values(values).returning();
  return row;
}

export async function updateBrand(db: Executor, id: string, values: BrandValues): Promise<BrandRow | undefined> {
  const [row] = await db.update(brands).set(values).where(eq(brands.id, id)).returning();
  return row;
}

export async function deleteBrand(db: Executor, id: string) {
  const rows = await db.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id });
  return rows.length > 0;
}
