import type { AppModule } from '../module';
import { comparisonsLoaders, comparisonsResolvers } from './comparisons.resolvers';
import { comparisonsRoutes } from './comparisons.routes';

export const comparisonsModule: AppModule = {
  name: 'comparisons',
  resolvers: comparisonsResolvers as AppModule['resolvers'],
  loaders: comparisonsLoaders as unknown as AppModule['loaders'],
  routes: comparisonsRoutes,
};
