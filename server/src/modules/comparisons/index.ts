import type { AppModule } from '../module';
import { comparisonsLoaders, comparisonsResolvers } from './comparisons.resolvers';
import { comparisonsRoutes } from './comparisons.routes';

export const comparisonsModule: AppModule = { name: 'comparisons', resolvers: comparisonsResolvers, loaders: comparisonsLoaders, routes: comparisonsRoutes };
