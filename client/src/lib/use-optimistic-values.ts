import { useCallback, useState } from 'react';

/**
 * Values shown ahead of the server: `apply` shows the new value at once, runs the call and,
 * when it fails, puts the previous value back. `valueOf` gives the shown value of a row.
 */
export function useOptimisticValues<V>() {
  const [overrides, setOverrides] = useState<Record<string, V>>({});

  const valueOf = useCallback((id: string, fallback: V): V => (id in overrides ? overrides[id] : fallback), [overrides]);

  const apply = useCallback(async (id: string, previous: V, next: V, commit: () => Promise<boolean>): Promise<boolean> => {
    setOverrides((o) => ({ ...o, [id]: next }));
    const ok = await commit();
    if (!ok) setOverrides((o) => ({ ...o, [id]: previous }));
    return ok;
  }, []);

  return { valueOf, apply };
}
