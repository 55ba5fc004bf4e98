import type { AppModule } from '../module';
import { leadsLoaders, leadsResolvers } from './leads.resolvers';
import { leadsRoutes } from './leads.routes';

export const leadsModule: AppModule = { name: 'leads', resolvers: leadsResolvers, loaders: leadsLoaders, routes: leadsRoutes };
