import type { AppModule } from '../module';

export const brandsModule: AppModule = { name: 'brands' };
