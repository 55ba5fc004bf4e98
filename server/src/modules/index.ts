import type { AppModule } from './module';
import { authModule } from './auth';
import { usersModule } from './users';
import { geoModule } from './geo';
import { brandsModule } from './brands';
import { productsModule } from './products';
import { comparisonsModule } from './comparisons';
import { wishlistModule } from './wishlist';
import { blogsModule } from './blogs';
import { faqsModule } from './faqs';
import { locationsModule } from './locations';
import { enquiriesModule } from './enquiries';
import { shopsModule } from './shops';
import { finderModule } from './finder';
import { testDrivesModule } from './test-drives';
import { dashboardsModule } from './dashboards';
import { pricingModule } from './pricing';
import { notificationsModule } from './notifications';
import { reviewsModule } from './reviews';
import { apiKeysModule } from './api-keys';
import { webhooksModule } from './webhooks';
import { leadsModule } from './leads';
import { importsModule } from './imports';
import { auditModule } from './audit';

export const modules: AppModule[] = [
  authModule,
  usersModule,
  geoModule,
  brandsModule,
  productsModule,
  comparisonsModule,
  wishlistModule,
  blogsModule,
  faqsModule,
  locationsModule,
  enquiriesModule,
  shopsModule,
  finderModule,
  testDrivesModule,
  dashboardsModule,
  pricingModule,
  notificationsModule,
  reviewsModule,
  apiKeysModule,
  webhooksModule,
  leadsModule,
  importsModule,
  auditModule,
];
