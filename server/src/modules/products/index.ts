import type { AppModule } from '../module';
import { productsLoaders, productsResolvers } from './products.resolvers';
import { productsRoutes } from './products.routes';

export const productsModule: AppModule = { name: 'products', resolvers: productsResolvers, loaders: productsLoaders, routes: productsRoutes };
