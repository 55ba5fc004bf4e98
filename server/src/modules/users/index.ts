import type { AppModule } from '../module';
import { usersResolvers } from './users.resolvers';
import { usersRoutes } from './users.routes';

export const usersModule: AppModule = { name: 'users', resolvers: usersResolvers, routes: usersRoutes };
