import type { AppModule } from '../module';

export const dealersModule: AppModule = { name: 'dealers' };
