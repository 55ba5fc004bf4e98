import type { AppModule } from '../module';
import { pricingResolvers } from './pricing.resolvers';
import { pricingRoutes } from './pricing.routes';

export const pricingModule: AppModule = { name: 'pricing', resolvers: pricingResolvers, routes: pricingRoutes };
