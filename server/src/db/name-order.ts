import { asc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Ascending by a name, ignoring case ("Bajaj" before "BYD"); callers add an id tiebreak for a stable order. */
export const byName = (column: AnyColumn): SQL => asc(sql`lower(${column})`);
