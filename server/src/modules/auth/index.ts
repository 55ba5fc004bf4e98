import type { AppModule } from '../module';

export const authModule: AppModule = { name: 'auth' };
