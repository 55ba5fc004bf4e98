import { useTestApp } from '../../../test/helpers';
import { seedDemoData } from '../../db/seed/demo';

// the steps the list's filter panel offers (client/src/features/products/product-filters.tsx)
const STEPS: Record<string, number[]> = {
  minRange: [50, 75, 100, 125, 150, 200, 300, 400, 500],
  minTopSpeed: [25, 45, 60, 80, 100, 120, 150],
  minBattery: [2, 3, 4, 5, 10, 20, 40, 60],
  maxCharging: [2, 3, 4, 5, 6, 8],
};

/** Demo data that makes the filters real: for each vehicle type, each filter has a choice that narrows the list without emptying it. */
describe('demo data: every filter changes the list', () => {
  const { t } = useTestApp();
  beforeAll(async () => {
    await seedDemoData(t.app.deps);
  });

  const total = async (query: string) => {
    const res = await t.api.get(`/api/product?${query}&limit=1`);
    expect(res.status).toBe(200);
    return res.body.total as number;
  };

  it.each(['scooter', 'bike', 'four-wheeler', 'commercial'])('%s', async (type) => {
    const all = await total(`vehicleType=${type}`);
    expect(all).toBeGreaterThan(3);
    const facets = (await t.api.get(`/api/product/facets?vehicleType=${type}`)).body.data;
    // more than one brand to choose from, and choosing one narrows the list
    expect(facets.brands.length).toBeGreaterThan(1);
    expect(facets.brands[0].count).toBeLessThan(all);
    // the middle of the price range splits the list
    const middle = Math.round((facets.price.min + facets.price.max) / 2);
    const under = await total(`vehicleType=${type}&maxPrice=${middle}`);
    expect(under).toBeGreaterThan(0);
    expect(under).toBeLessThan(all);
    for (const [key, steps] of Object.entries(STEPS)) {
      const narrowing = [];
      for (const step of steps) {
        const n = await total(`vehicleType=${type}&${key}=${step}`);
        if (n > 0 && n < all) narrowing.push(step);
      }
      expect({ key, narrowing: narrowing.length > 0 }).toEqual({ key, narrowing: true });
    }
  });
});
