import type { AppModule } from '../module';
import { wishlistResolvers } from './wishlist.resolvers';
import { wishlistRoutes } from './wishlist.routes';

export const wishlistModule: AppModule = { name: 'wishlist', resolvers: wishlistResolvers, routes: wishlistRoutes };
