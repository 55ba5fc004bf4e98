import type { AppModule } from '../module';

export const usersModule: AppModule = { name: 'users' };
