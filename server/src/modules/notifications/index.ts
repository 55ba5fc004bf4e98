import type { AppModule } from '../module';
import { notificationsResolvers } from './notifications.resolvers';
import { notificationsRoutes } from './notifications.routes';

export const notificationsModule: AppModule = { name: 'notifications', resolvers: notificationsResolvers, routes: notificationsRoutes };
