import type { AppModule } from '../module';

export const productsModule: AppModule = { name: 'products' };
