import type { AppModule } from '../module';
import { importsResolvers } from './imports.resolvers';
import { importsRoutes } from './imports.routes';

export const importsModule: AppModule = { name: 'imports', resolvers: importsResolvers, routes: importsRoutes };
