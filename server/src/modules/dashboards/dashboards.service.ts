import type { Deps } from '../../deps';
import type { Viewer } from '../../lib/auth';
import { TEST_DRIVE_STATUSES, VEHICLE_TYPES, ROLES } from '../../db/schema';
import type { ShopsService } from '../shops/shops.service';
import * as q from './dashboards.queries';

/** Turns group-by rows into a full record: every key present, missing ones 0. */
function tally<K extends string>(keys: readonly K[], rows: { key: string; count: number }[]): Record<K, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) if (row.key in out) out[row.key as K] = Number(row.count);
  return out;
}

export function createDashboardsService({ db, catalogue }: Deps, { shops }: { shops: ShopsService }) {
  return {
    /** Dealer: ride counts per status of the rides in the own shop's table (removed ones left out) and its available products; zeros without a shop. */
    dealer: (viewer: Viewer) => catalogue.memo(`dashboard:dealer:${viewer.id}`, ['testDrives', 'shops', 'products'], () => dealerCounts(viewer)),

    /** Admin: totals, users per role and products per vehicle type, all from aggregate SQL; kept until one of them changes. */
    admin: () => catalogue.memo('dashboard:admin', ['users', 'blogs', 'locations', 'products', 'comparisons'], adminCounts),

    /** Agent: own wishlist size, products, verified shops and locations; kept until one of them changes. */
    agent: (viewer: Viewer) =>
      catalogue.memo(`dashboard:agent:${viewer.id}`, ['wishlist', 'products', 'shops', 'users', 'locations'], () => agentCounts(viewer)),
  };

  async function dealerCounts(viewer: Viewer) {
    const shop = await shops.myShop(viewer);
    if (!shop) return { testDriveCounts: tally(TEST_DRIVE_STATUSES, []), availableProductCount: 0 };
    const rides = await q.shopRideCounts(db, shop.id);
    return {
      testDriveCounts: tally(
        TEST_DRIVE_STATUSES,
        rides.map((r) => ({ key: r.status, count: r.count })),
      ),
      availableProductCount: Number(await q.shopAvailableProductCount(db, shop.id)),
    };
  }

  async function adminCounts() {
    const counts = await q.adminCounts(db);
    const of = (name: string) => counts.get(name) ?? 0;
    return {
      userCount: of('users'),
      blogCount: of('blogs'),
      locationCount: of('locations'),
      productCount: of('products'),
      comparisonCount: of('comparisons'),
      roleCounts: tally(
        ROLES,
        ROLES.map((role) => ({ key: role, count: of(`users.role.${role}`) })),
      ),
      vehicleTypeCounts: tally(
        VEHICLE_TYPES,
        VEHICLE_TYPES.map((type) => ({ key: type, count: of(`products.type.${type}`) })),
      ),
    };
  }

  async function agentCounts(viewer: Viewer) {
    const totals = await q.agentTotals(db, viewer.id);
    return {
      wishlistCount: Number(totals.wishlist),
      productCount: Number(totals.products),
      dealerCount: Number(totals.dealers),
      locationCount: Number(totals.locations),
    };
  }
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
