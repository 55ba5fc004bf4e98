import type { AppModule } from '../module';

export const blogsModule: AppModule = { name: 'blogs' };
