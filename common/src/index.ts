export { MESSAGES } from './messages';
export * from './validation/fields';
export * from './validation/auth';
export * from './validation/users';
export * from './validation/catalogue';
export * from './validation/content';
export * from './validation/dealers';
export { z } from 'zod';
export * from './permissions';
