import type { AppModule } from '../module';

export const geoModule: AppModule = { name: 'geo' };
