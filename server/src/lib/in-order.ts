/** Rows put back in the order of the ids asked for, null for a missing one: what a loader must answer. */
export function inOrderOf<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): (T | null)[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Distinct ids, for an IN (...) list. */
export const distinct = (ids: readonly string[]) => [...new Set(ids)];

/** The rows that were found, in order. */
export const present = <T>(rows: readonly (T | null)[]) => rows.filter((row): row is T => row !== null);
