import type { AppModule } from '../module';
import { auditResolvers } from './audit.resolvers';
import { auditRoutes } from './audit.routes';

export const auditModule: AppModule = { name: 'audit', resolvers: auditResolvers, routes: auditRoutes };
