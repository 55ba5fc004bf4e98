import type { AppModule } from '../module';
import { shopsLoaders, shopsResolvers } from './shops.resolvers';
import { shopsRoutes } from './shops.routes';

export const shopsModule: AppModule = { name: 'shops', resolvers: shopsResolvers, loaders: shopsLoaders, routes: shopsRoutes };
