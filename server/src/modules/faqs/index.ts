import type { AppModule } from '../module';
import { faqsResolvers } from './faqs.resolvers';

// GraphQL only: the spec names no REST path for the FAQ
export const faqsModule: AppModule = { name: 'faqs', resolvers: faqsResolvers };
