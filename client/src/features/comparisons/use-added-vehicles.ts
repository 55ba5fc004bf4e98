import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { ComparisonVehicleByIdDocument, type ComparisonVehicleByIdQuery, type ComparisonVehicleFragment } from './comparisons.generated';
import { readStoredVehicles, useStoredVehicles } from './stored-vehicles';

/**
 * Vehicles a visitor added to a comparison: stored per comparison id, loaded again on reload
 * (a product that no longer exists is dropped). `add` stores a choice only once it has loaded.
 */
export function useAddedVehicles(comparisonId: string) {
  const client = useClient();
  const stored = useStoredVehicles(comparisonId);
  const [loaded, setLoaded] = useState<Record<string, ComparisonVehicleFragment>>({});
  const [restoring, setRestoring] = useState(stored.ids.length > 0);

  const load = useCallback(
    async (id: string) => {
      const result = await client.query<ComparisonVehicleByIdQuery>(ComparisonVehicleByIdDocument, { id }).toPromise();
      return { error: result.error, product: result.data?.product ?? null };
    },
    [client],
  );

  // restore once per comparison from what local storage kept
  useEffect(() => {
    let live = true;
    const ids = readStoredVehicles(comparisonId).filter((id) => !loaded[id]);
    if (ids.length === 0) {
      setRestoring(false);
      return;
    }
    setRestoring(true);
    void Promise.all(ids.map(async (id) => ({ id, ...(await load(id)) }))).then((results) => {
      if (!live) return;
      const found: Record<string, ComparisonVehicleFragment> = {};
      for (const r of results) {
        if (r.product) found[r.id] = r.product;
        else if (!r.error) stored.remove(r.id);
      }
      setLoaded((l) => ({ ...l, ...found }));
      setRestoring(false);
    });
    return () => {
      live = false;
    };
    // once per comparison: what loads later (or leaves local storage) must not start another restore
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [comparisonId]);

  const add = useCallback(
    async (id: string): Promise<boolean> => {
      const { product } = await load(id);
      if (!product) return false;
      setLoaded((l) => ({ ...l, [id]: product }));
      stored.add(id);
      return true;
    },
    [load, stored],
  );

  const vehicles = stored.ids.map((id) => loaded[id]).filter((v): v is ComparisonVehicleFragment => Boolean(v));
  return { vehicles, ids: stored.ids, restoring, add, remove: stored.remove };
}
