import type { AppModule } from '../module';
import { testDrivesLoaders, testDrivesResolvers } from './test-drives.resolvers';
import { testDrivesRoutes } from './test-drives.routes';

export const testDrivesModule: AppModule = { name: 'test-drives', resolvers: testDrivesResolvers, loaders: testDrivesLoaders, routes: testDrivesRoutes };
