import type { AppModule } from '../module';
import { geoResolvers } from './geo.resolvers';
import { geoRoutes } from './geo.routes';

export const geoModule: AppModule = { name: 'geo', resolvers: geoResolvers, routes: geoRoutes };
