import type { AppModule } from '../module';
import { blogsResolvers } from './blogs.resolvers';
import { blogsRoutes } from './blogs.routes';

export const blogsModule: AppModule = { name: 'blogs', resolvers: blogsResolvers, routes: blogsRoutes };
