import type { AppModule } from '../module';
import { finderLoaders, finderResolvers } from './finder.resolvers';
import { finderRoutes } from './finder.routes';

export const finderModule: AppModule = { name: 'finder', resolvers: finderResolvers, loaders: finderLoaders, routes: finderRoutes };
