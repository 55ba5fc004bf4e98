import type { AppModule } from '../module';
import { authResolvers } from './auth.resolvers';
import { authRoutes } from './auth.routes';

export const authModule: AppModule = { name: 'auth', resolvers: authResolvers as AppModule['resolvers'], routes: authRoutes };
