import type { AppModule } from '../module';
import { dashboardsResolvers } from './dashboards.resolvers';
import { dashboardsRoutes } from './dashboards.routes';

export const dashboardsModule: AppModule = { name: 'dashboards', resolvers: dashboardsResolvers, routes: dashboardsRoutes };
