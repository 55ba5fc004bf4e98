import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, refreshTokens } from '../../db/schema';

export async function insertResetToken(db: Executor, values: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks a live token used and answers its user; undefined when missing, used or expired. Atomic, so a token works once. */
export async function consumeResetToken(db: Executor, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function expireOtherResetTokens(db: Executor, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** One refresh token by its hash, locked until the transaction ends: two refreshes of one token run one after the other. */
export async function lockRefreshToken(tx: Executor, tokenHash: string) {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1).for('update');
  return row;
}

export async function insertRefreshToken(db: Executor, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function markRefreshTokenRotated(db: Executor, id: string, now: Date) {
  await db.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, id));
}

/** Ends one sign-in: every token of the family, the newest included. */
export async function revokeRefreshFamily(db: Executor, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every sign-in of an account (a password reset). */
export async function revokeUserRefreshTokens(db: Executor, userId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Forgets an account's sessions that can no longer be used: families past their end, tokens past
 * theirs, and families ended more than a day ago (kept that long so a replayed token still meets
 * its family's end).
 */
export async function deleteEndedRefreshTokens(db: Executor, userId: string, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db
    .delete(refreshTokens)
    .where(
      and(eq(refreshTokens.userId, userId), or(lt(refreshTokens.familyExpiresAt, now), lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, dayAgo))),
    );
}
