import type { AppModule } from '../module';
import { reviewsLoaders, reviewsResolvers } from './reviews.resolvers';
import { reviewsRoutes } from './reviews.routes';

export const reviewsModule: AppModule = { name: 'reviews', resolvers: reviewsResolvers, loaders: reviewsLoaders, routes: reviewsRoutes };
