import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiKeys, users, type ApiKeyRow } from '../../db/schema';

export type { ApiKeyRow };

/** A key with what its owner is now: the role a key acts with is the owner's current one. */
export async function keyWithOwner(db: Executor, secretHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      owner: { id: users.id, role: users.role, email: users.email, name: users.name },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.secretHash, secretHash))
    .limit(1);
  return row;
}

/** Holds off the owner's other key writes until the transaction ends, so the active count stays true. */
export const lockOwner = (db: Executor, userId: string) => db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);

/** Keys neither revoked nor expired. */
export async function activeKeyCount(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))));
  return row.n;
}

export async function insertKey(db: Executor, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row;
}

export const ownerKeys = (db: Executor, userId: string, limit: number) =>
  db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(limit);

export async function ownerKey(db: Executor, userId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .limit(1);
  return row;
}

/** Revokes the owner's key once; a key revoked already keeps its first revocation time. */
export async function revokeKey(db: Executor, userId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** Records a use, unless one was recorded in the last minute (by this instance or another). */
export const touchKey = (db: Executor, id: string, now: Date, everyMs: number) =>
  db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - everyMs)))));
