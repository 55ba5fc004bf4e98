export * from './users';
export * from './catalogue';
export * from './content';
export * from './shops';
export * from './pricing';
export * from './notifications';
export * from './reviews';
export * from './counts';
