import type { AppModule } from '../module';
import { dealersLoaders, dealersResolvers } from './dealers.resolvers';
import { dealersRoutes } from './dealers.routes';

export const dealersModule: AppModule = {
  name: 'dealers',
  resolvers: dealersResolvers,
  loaders: dealersLoaders,
  routes: dealersRoutes,
};
