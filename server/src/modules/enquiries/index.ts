import type { AppModule } from '../module';
import { enquiriesLoaders, enquiriesResolvers } from './enquiries.resolvers';
import { enquiriesRoutes } from './enquiries.routes';

export const enquiriesModule: AppModule = { name: 'enquiries', resolvers: enquiriesResolvers, loaders: enquiriesLoaders, routes: enquiriesRoutes };
