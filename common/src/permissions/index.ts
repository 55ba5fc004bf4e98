export * from './rules';
export * from './screens';
