import type { AppModule } from '../module';

export const testDrivesModule: AppModule = { name: 'test-drives' };
