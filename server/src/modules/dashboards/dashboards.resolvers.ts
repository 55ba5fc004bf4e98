import { VEHICLE_TYPES, type VehicleTypeInfo } from '@evbazaar/common';
import type { Resolvers } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';

export const dashboardsResolvers: Resolvers = {
  Query: {
    dealerDashboard: (_, __, { services, viewer }) => services.dashboards.dealer(requireViewer(viewer)),
    adminDashboard: async (_, __, { services }) => {
      const { roleCounts: roles, vehicleTypeCounts: types, ...totals } = await services.dashboards.admin();
      return {
        ...totals,
        roleCounts: { user: roles.USER, dealer: roles.DEALER, agent: roles.AGENT, admin: roles.ADMIN, superadmin: roles.SUPERADMIN },
        vehicleTypeCounts: Object.fromEntries(VEHICLE_TYPES.map((t) => [t.countField, types[t.value]])) as Record<VehicleTypeInfo['countField'], number>,
      };
    },
    agentDashboard: (_, __, { services, viewer }) => services.dashboards.agent(requireViewer(viewer)),
  },
};
