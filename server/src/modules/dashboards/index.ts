import type { AppModule } from '../module';

export const dashboardsModule: AppModule = { name: 'dashboards' };
