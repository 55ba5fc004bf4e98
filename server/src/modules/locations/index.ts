import type { AppModule } from '../module';
import { locationsResolvers } from './locations.resolvers';
import { locationsRoutes } from './locations.routes';

export const locationsModule: AppModule = { name: 'locations', resolvers: locationsResolvers, routes: locationsRoutes };
