import type { AppModule } from '../module';

export const comparisonsModule: AppModule = { name: 'comparisons' };
