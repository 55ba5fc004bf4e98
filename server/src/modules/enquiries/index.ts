import type { AppModule } from '../module';

export const enquiriesModule: AppModule = { name: 'enquiries' };
