import { USER_SEARCH_ANYWHERE_MIN } from '@evbazaar/common';
import { count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowCounts, users } from '../../db/schema';

/** Every column but the password hash: what services hand out. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  contact: users.contact,
  role: users.role,
  isVerified: users.isVerified,
  countryId: users.countryId,
  countryName: users.countryName,
  stateId: users.stateId,
  stateName: users.stateName,
  cityId: users.cityId,
  cityName: users.cityName,
  address1: users.address1,
  address2: users.address2,
  language: users.language,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash' | 'tokenVersion'>;
export type NewUser = typeof users.$inferInsert;

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export const usersByIds = (db: Executor, ids: readonly string[]): Promise<UserRow[]> =>
  ids.length
    ? db
        .select(publicUserColumns)
        .from(users)
        .where(inArray(users.id, [...ids]))
    : Promise.resolve([]);

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Which of an email and a username another account already holds. */
export async function emailOrUsernameTaken(db: Executor, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, username)));
  return { email: rows.some((r) => r.email === email), username: rows.some((r) => r.username === username) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Matches counted past the page asked for: beyond them the total is a lower bound (docs/decisions/0050). */
export const COUNTED_AHEAD = 1000;

function searchCondition(search: string): SQL {
  const text = escapeLike(search.toLowerCase());
  // shorter text has no trigram to look up: it matches the start of a name, e-mail, username or number
  if (search.length < USER_SEARCH_ANYWHERE_MIN) {
    // each arm is a range scan of a text_pattern_ops index (users_*_prefix_idx)
    const prefix = `${text}%`;
    return or(
      sql`lower(${users.name}) like ${prefix}`,
      sql`${users.email} like ${prefix}`,
      sql`lower(${users.username}) like ${prefix}`,
      sql`${users.contact} like ${prefix}`,
    )!;
  }
  const pattern = `%${text}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.username, pattern), ilike(users.contact, pattern))!;
}

/**
 * One page of users, newest first; `search` matches name, email, username or contact, any case (from 3
 * letters anywhere in them, 1-2 letters at their start). The total of a search is counted up to
 * COUNTED_AHEAD rows past the page (`atLeast` when more match); without a search it is the kept count.
 */
export async function listUsers(db: Executor, options: { search?: string; offset: number; limit: number; countedAhead?: number }) {
  const where = options.search ? searchCondition(options.search) : undefined;
  const items = db
    .select(publicUserColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  if (!where) {
    const [page, [kept]] = await Promise.all([items, db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.name, 'users'))]);
    return { items: page, total: Number(kept?.n ?? 0), atLeast: false };
  }
  const cap = options.offset + options.limit + (options.countedAhead ?? COUNTED_AHEAD);
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [page, [{ total }]] = await Promise.all([items, db.select({ total: count() }).from(matches)]);
  return { items: page, total: Math.min(Number(total), cap), atLeast: Number(total) > cap };
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning(publicUserColumns);
  return row;
}

export async function updateUser(db: Executor, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning(publicUserColumns);
  return row;
}

export async function deleteUser(db: Executor, id: string) {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** The only read that returns the password hash: used by the users service to check a login. */
export async function findCredentials(db: Executor, email: string) {
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** An account and its token version by id: a refreshed session signs a new token for it. */
export async function findWithTokenVersion(db: Executor, id: string) {
  const [row] = await db
    .select({ ...publicUserColumns, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Updates an account and voids every token signed before (a password or role change). */
export async function updateUserRevokingTokens(db: Executor, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning(publicUserColumns);
  return row;
}
