import type { AppModule } from '../module';
import { apiKeysResolvers } from './api-keys.resolvers';

// GraphQL only: keys are managed on the back-office screen, through the same API partners use
export const apiKeysModule: AppModule = { name: 'api-keys', resolvers: apiKeysResolvers };
