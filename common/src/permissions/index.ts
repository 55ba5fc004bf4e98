export * from './rules';
export * from './api';
export * from './screens';
export * from './scopes';
