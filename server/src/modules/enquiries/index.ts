import type { AppModule } from '../module';
import { enquiriesResolvers } from './enquiries.resolvers';
import { enquiriesRoutes } from './enquiries.routes';

export const enquiriesModule: AppModule = { name: 'enquiries', resolvers: enquiriesResolvers, routes: enquiriesRoutes };
