import { VEHICLE_TYPES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { requireViewer } from '../../lib/auth';

/** REST compatibility: the dashboard figures under the spec's names ("productAvailablityCount" spelled so). */
export const dashboardsRoutes: FastifyPluginAsync = async (app) => {
  const { dashboards } = app.services;

  app.get('/dealer/dashboard', async (request) => {
    const { testDriveCounts, availableProductCount } = await dashboards.dealer(requireViewer(request.viewer));
    return { testDriveTypeCounts: testDriveCounts, productAvailablityCount: availableProductCount };
  });

  app.get('/dashboard', async () => {
    const stats = await dashboards.admin();
    const roles = stats.roleCounts;
    const types = stats.vehicleTypeCounts;
    return {
      allUsers: stats.userCount,
      allBlogs: stats.blogCount,
      allLocations: stats.locationCount,
      allProducts: stats.productCount,
      // the spec's shape has no superadmin bucket: superadmins count as admins so the roles add up to allUsers
      roleCounts: { user: roles.USER, dealer: roles.DEALER, agent: roles.AGENT, admin: roles.ADMIN + roles.SUPERADMIN },
      // the spec's stat keys: scooter, bike, four-wheeler, commercials
      vehicleTypeCounts: Object.fromEntries(VEHICLE_TYPES.map((t) => [t.statKey, types[t.value]])),
    };
  });
};
