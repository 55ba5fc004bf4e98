import type { AppModule } from '../module';
import { brandsLoaders, brandsResolvers } from './brands.resolvers';
import { brandsRoutes } from './brands.routes';

export const brandsModule: AppModule = { name: 'brands', resolvers: brandsResolvers, loaders: brandsLoaders, routes: brandsRoutes };
