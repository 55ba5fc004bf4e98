import { useCallback, useEffect, useState } from 'react';

/** Local storage key of the vehicles a visitor added to one comparison. */
export const storageKeyFor = (comparisonId: string) => `comparison-vehicles:${comparisonId}`;

/** Stored product ids of a comparison; anything unreadable counts as none. */
export function readStoredVehicles(comparisonId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeyFor(comparisonId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function writeStoredVehicles(comparisonId: string, ids: readonly string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(storageKeyFor(comparisonId));
    else localStorage.setItem(storageKeyFor(comparisonId), JSON.stringify(ids));
  } catch {
    // storage may be full or blocked; the choice then lasts only for this visit
  }
}

/** The added vehicles of a comparison, kept in local storage and restored on reload. */
export function useStoredVehicles(comparisonId: string) {
  const [ids, setIds] = useState<string[]>(() => readStoredVehicles(comparisonId));

  useEffect(() => setIds(readStoredVehicles(comparisonId)), [comparisonId]);

  const update = useCallback(
    (change: (ids: string[]) => string[]) =>
      setIds((current) => {
        const next = change(current);
        writeStoredVehicles(comparisonId, next);
        return next;
      }),
    [comparisonId],
  );

  const add = useCallback((id: string) => update((c) => (c.includes(id) ? c : [...c, id])), [update]);
  const remove = useCallback((id: string) => update((c) => c.filter((x) => x !== id)), [update]);
  return { ids, add, remove };
}
