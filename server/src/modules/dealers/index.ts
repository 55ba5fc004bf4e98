import type { AppModule } from '../module';
import { dealersLoaders, dealersResolvers } from './dealers.resolvers';
import { dealersRoutes } from './dealers.routes';

export const dealersModule: AppModule = {
  name: 'dealers',
  resolvers: dealersResolvers as AppModule['resolvers'],
  loaders: dealersLoaders as unknown as AppModule['loaders'],
  routes: dealersRoutes,
};
