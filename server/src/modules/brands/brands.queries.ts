import { asc, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { byName } from '../../db/name-order';
import { brands, products } from '../../db/schema';

export type BrandRow = typeof brands.$inferSelect;
export type BrandValues = Pick<typeof brands.$inferInsert, 'name' | 'logoUrl' | 'website' | 'description' | 'descriptionHi'>;
export type NewBrandValues = BrandValues & { slug: string };

export async function countBrands(db: Executor) {
  const [{ n }] = await db.select({ n: count() }).from(brands);
  return Number(n);
}

export const listBrands = (db: Executor, page: { offset: number; limit: number }) =>
  db.select().from(brands).orderBy(byName(brands.name), asc(brands.id)).limit(page.limit).offset(page.offset);

/** Locks the brand row until the transaction ends: a product insert naming it waits (its key-share lock conflicts). */
export async function lockBrand(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('update');
  return rows.length > 0;
}

export async function countProductsOfBrand(db: Executor, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.brandId, id));
  return row.n;
}

export async function findBrand(db: Executor, id: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row;
}

export const brandsByIds = (db: Executor, ids: readonly string[]) =>
  ids.length
    ? db
        .select()
        .from(brands)
        .where(inArray(brands.id, [...ids]))
    : Promise.resolve([] as BrandRow[]);

/** A brand by its page address; fixed shape, so prepared once per database. */
export const prepareBrandBySlug = (db: Database) =>
  db
    .select()
    .from(brands)
    .where(eq(brands.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('brand_by_slug');

/** Slugs already taken by `base` or `base-N`. */
export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: brands.slug })
    .from(brands)
    .where(or(eq(brands.slug, base), like(brands.slug, `${escaped}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertBrand(db: Executor, values: NewBrandValues) {
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
