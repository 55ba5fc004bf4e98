import type { AppModule } from '../module';
import { webhooksResolvers } from './webhooks.resolvers';

export const webhooksModule: AppModule = { name: 'webhooks', resolvers: webhooksResolvers };
