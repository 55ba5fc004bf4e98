import type { AppModule } from '../module';

export const wishlistModule: AppModule = { name: 'wishlist' };
